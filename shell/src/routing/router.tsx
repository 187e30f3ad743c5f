import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { routeAppFor, type RouteEntry } from '@gia/domain/core';
import { Page, Spinner, useAuthStore, useT } from '@gia/shared-ui';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { NotFound } from '../screens/NotFound';
import { RouteError } from '../screens/RouteError';
import { SHELL_SCREENS } from '../screens/shell-screens';
import { RequireRole } from './RequireRole';
import { routeEntryFor } from './route-entry';

/** The QueryClient's provider, a chunk of its own: only remote screens need it, never the landing page. */
const QueryScope = lazy(() => import(/* webpackChunkName: "query-scope" */ '../query/QueryScope'));

/**
 * A remote screen inside the page's QueryClient. Its own Suspense boundary shows 'Loading...' at once
 * while the provider's chunk arrives (a navigation would otherwise keep the previous screen meanwhile).
 */
function RemoteFrame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <Page>
          <Spinner label={t('remote.loading')} />
        </Page>
      }
    >
      <QueryScope>{children}</QueryScope>
    </Suspense>
  );
}

/** A screen each role's app draws (the request page): the signed-in role picks the app. */
function RoleScreen({ entry }: { entry: RouteEntry }) {
  const role = useAuthStore((s) => s.role);
  const app = routeAppFor(entry, role);
  return <RemoteScreen key={`${entry.path}:${app}`} entry={{ ...entry, app }} />;
}

function screenOf(entry: RouteEntry) {
  if (entry.byRole) {
    return (
      <RemoteFrame>
        <RoleScreen entry={entry} />
      </RemoteFrame>
    );
  }
  if (entry.app === 'shell') {
    const Screen = SHELL_SCREENS[entry.screen];
    if (!Screen) throw new Error(`The shell has no screen ${entry.screen}`);
    return <Screen />;
  }
  // Keyed by path, so each route starts with its own load and retry state.
  return (
    <RemoteFrame>
      <RemoteScreen key={entry.path} entry={entry} />
    </RemoteFrame>
  );
}

/** The spec's 'Unexpected Application Error!' page instead of a blank screen when a shell screen throws. */
class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * The route of the address's ROUTES entry (spelt as the spec spells it), behind its role guard, or the
 * 404 page. Only that one route is given to `<Routes>`, which still reads its parameters.
 */
export function PortalRoutes() {
  const { pathname } = useLocation();
  const entry = routeEntryFor(pathname);
  return (
    <ScreenBoundary key={pathname}>
      <Suspense
        fallback={
          <Page>
            <Spinner />
          </Page>
        }
      >
        <Routes>
          {entry ? (
            <Route
              path={entry.path}
              element={
                entry.roles === 'public' ? (
                  screenOf(entry)
                ) : (
                  <RequireRole roles={entry.roles}>{screenOf(entry)}</RequireRole>
                )
              }
            />
          ) : (
            <Route path="*" element={<NotFound />} />
          )}
        </Routes>
      </Suspense>
    </ScreenBoundary>
  );
}
