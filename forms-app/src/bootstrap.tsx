import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { StandaloneRemote } from '@gia/shared-ui';
import { screens } from './screens';

/** Only for running this remote on its own; inside the portal the shell renders its screens. */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Inside the portal the shell provides the page's one QueryClient; alone, this remote makes its own. */}
    <QueryClientProvider client={new QueryClient()}>
      <BrowserRouter>
        <StandaloneRemote app="forms" screens={screens} />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);
