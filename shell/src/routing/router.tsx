import { Component, Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ROUTES, type RouteEntry } from '@gia/domain';
import { Page, Spinner } from '@gia/shared-ui';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { NotFound } from '../screens/NotFound';
import { RouteError } from '../screens/RouteError';
import { SHELL_SCREENS } from '../screens/shell-screens';
import { RequireRole } from './RequireRole';

function screenOf(entry: RouteEntry) {
  if (entry.app === 'shell') {
    const Screen = SHELL_SCREENS[entry.screen];
    if (!Screen) throw new Error(`The shell has no screen ${entry.screen}`);
    return <Screen />;
  }
  // Keyed by path, so each route starts with its own load and retry state.
  return <RemoteScreen key={entry.path} entry={entry} />;
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

/** One route per ROUTES entry (spelt as the spec spells it), each behind its role guard, and the 404 page. */
export function PortalRoutes() {
  const { pathname } = useLocation();
  return (
    <ScreenBoundary key={pathname}>
      <Suspense fallback={<Page><Spinner /></Page>}>
        <Routes>
          {ROUTES.map((entry) => (
            <Route
              key={entry.path}
              path={entry.path}
              element={entry.roles === 'public' ? screenOf(entry) : <RequireRole roles={entry.roles}>{screenOf(entry)}</RequireRole>}
            />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </ScreenBoundary>
  );
}
