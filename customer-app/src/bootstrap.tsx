import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { StandaloneRemote } from '@gia/shared-ui';
import { screens } from './screens';

/** Only for running this remote on its own; inside the portal the shell renders its screens. */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <StandaloneRemote app="customer" screens={screens} />
    </BrowserRouter>
  </StrictMode>
);
