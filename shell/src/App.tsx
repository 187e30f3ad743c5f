import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { FeedbackProvider, GlobalStyles, useLanguageStore } from '@gia/shared-ui';
import { PortalRoutes } from './routing/router';

/** The portal: styles and feedback mounted once, then the routes. */
export function App() {
  const lang = useLanguageStore((s) => s.lang);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <FeedbackProvider>
      <GlobalStyles />
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
    </FeedbackProvider>
  );
}
