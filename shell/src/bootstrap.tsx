import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { languageReady } from '@gia/shared-ui';
import { App } from './App';
import { registerRemotesFromServer } from './remotes/federation';

// Start learning where the remotes live at once; the landing page renders without waiting for it.
void registerRemotesFromServer().catch(() => undefined);

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (root.firstElementChild) {
  // `/` arrives drawn in English from its HTML (prerendered at build time): React takes over that markup
  // as drawn, then the page switches to a remembered language.
  hydrateRoot(root, app);
  void languageReady();
} else {
  // Every other path arrives with an empty root; one remembered in Hindi waits for the Hindi texts
  // (one small file) rather than flash English.
  void languageReady().then(() => createRoot(root).render(app));
}
