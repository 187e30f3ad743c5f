import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from '@gia/shared-ui';
import { App } from './App';
import { registerRemotesFromServer } from './remotes/federation';

// Start learning where the remotes live at once; the landing page renders without waiting for it.
void registerRemotesFromServer().catch(() => undefined);

// A page remembered in Hindi waits for the Hindi texts (one small file) rather than flash English.
void languageReady().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>
  );
});
