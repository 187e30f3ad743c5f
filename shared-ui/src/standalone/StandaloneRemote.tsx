import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { ROUTES, type AppName } from '@gia/domain/core';
import { FeedbackProvider } from '../feedback/FeedbackProvider';
import { useT } from '../i18n/use-t';
import { GlobalStyles } from '../ui/GlobalStyles';
import { Spinner } from '../ui/bits';
import { Page } from '../ui/Page';

/** What each remote's `./screens` module exports as `screens`, keyed by the ROUTES screen ids. */
export type ScreenMap = Record<string, LazyExoticComponent<ComponentType> | ComponentType>;

/**
 * A remote on its own (`npm run dev` in its folder): its screens at their routes, no shell and no
 * guards, and an index of those routes at any other path.
 */
export function StandaloneRemote({ app, screens }: { app: AppName; screens: ScreenMap }) {
  const entries = ROUTES.filter((r) => r.app === app && screens[r.screen]);
  return (
    <FeedbackProvider>
      <GlobalStyles />
      <Suspense fallback={<Spinner />}>
        <Routes>
          {entries.map((r) => {
            const Screen = screens[r.screen];
            return <Route key={r.path} path={r.path} element={<Screen />} />;
          })}
          <Route path="*" element={<RouteIndex paths={entries.map((r) => r.path)} />} />
        </Routes>
      </Suspense>
    </FeedbackProvider>
  );
}

function RouteIndex({ paths }: { paths: string[] }) {
  const t = useT();
  return (
    <Page title={t('brand')}>
      <ul>
        {paths.map((p) => (
          <li key={p}>
            <Link to={p}>{p}</Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
