import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerRemotesFromServer } from './remotes/federation';

// Start learning where the remotes live at once; the landing page renders without waiting for it.
void registerRemotesFromServer().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>
);
