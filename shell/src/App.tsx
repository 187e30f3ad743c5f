import { useEffect } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { FeedbackProvider, GlobalStyles, useLanguageStore } from '@gia/shared-ui';
import { PortalRoutes } from './routing/router';

/**
 * The portal: styles and feedback mounted once, then the routes. In the browser the address bar drives
 * the router; the build passes `location` to draw one route to HTML (`/`, see prerender.tsx).
 */
export function App({ location }: { location?: string }) {
  const lang = useLanguageStore((s) => s.lang);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <FeedbackProvider>
      <GlobalStyles />
      {location === undefined ? (
        <BrowserRouter>
          <PortalRoutes />
        </BrowserRouter>
      ) : (
        <MemoryRouter initialEntries={[location]}>
          <PortalRoutes />
        </MemoryRouter>
      )}
    </FeedbackProvider>
  );
}
