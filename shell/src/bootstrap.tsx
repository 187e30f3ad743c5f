import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { languageReady } from '@gia/shared-ui';
import { App } from './App';
import { registerRemotesFromServer } from './remotes/federation';

// Start learning where the remotes live at once; the landing page renders without waiting for it.
void registerRemotesFromServer().catch(() => undefined);

// A page remembered in Hindi waits for the Hindi texts (one small file) rather than flash English.
void languageReady().then(() => {
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // `/` arrives drawn from its HTML (prerendered at build time): React takes over that markup instead of
  // drawing it again. Every other path arrives with an empty root.
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
