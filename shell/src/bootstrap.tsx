import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { languageReady } from '@gia/shared-ui';
import { App } from './App';
import { registerRemotesFromServer } from './remotes/federation';
import { startScreenOf } from './remotes/start-early';

// Start learning where the remotes live at once; the landing page renders without waiting for it.
void registerRemotesFromServer().catch(() => undefined);
startScreenOf(window.location.pathname);

/**
 * Switches `/` to the remembered language once React has taken over its English markup: also one chosen
 * on the switch while the page was still being taken over (landing-start.ts remembers it then).
 */
function RememberedLanguage() {
  useEffect(() => {
    void languageReady();
  }, []);
  return null;
}

const root = document.getElementById('root')!;
if (root.firstElementChild) {
  // `/` arrives drawn in English from its HTML (prerendered at build time): React takes over that markup.
  hydrateRoot(
    root,
    <StrictMode>
      <App />
      <RememberedLanguage />
    </StrictMode>
  );
} else {
  // Every other path arrives with an empty root; one remembered in Hindi waits for the Hindi texts
  // (one small file) rather than flash English.
  void languageReady().then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>
    )
  );
}
