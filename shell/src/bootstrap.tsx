import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LANGUAGES, type Language } from '@gia/domain/core';
import { languageReady, useLanguageStore } from '@gia/shared-ui';
import { App } from './App';
import { learnRemoteUrls } from './remotes/federation';
import { startScreenOf } from './remotes/start-early';

// Start learning where the remotes live at once; the landing page renders without waiting for it.
void learnRemoteUrls();
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

/**
 * A choice on the drawn page's language switch reaches the language store even while React is still
 * taking that part of the page over. React hydrates it on the choice's `input` event and, in doing so,
 * sets the switch back to the language it was drawn in before `change` is read; seen at the window
 * (before React's own listeners), the value the visitor chose is put back and asked for. Once React has
 * taken over, its onChange asks for the same language again, which costs nothing.
 */
function followLanguageSwitch(): void {
  let asked: string | null = null;
  const isSwitch = (target: EventTarget | null): target is HTMLSelectElement =>
    target instanceof HTMLSelectElement && target.closest('.gia-lang') !== null;
  const choose = (value: string) => {
    if ((LANGUAGES as readonly string[]).includes(value)) useLanguageStore.getState().setLang(value as Language);
  };
  addEventListener(
    'input',
    (event) => {
      if (!isSwitch(event.target)) return;
      asked = event.target.value;
      choose(asked);
    },
    true
  );
  addEventListener(
    'change',
    (event) => {
      if (!isSwitch(event.target)) return;
      if (asked !== null) event.target.value = asked;
      asked = null;
      choose(event.target.value);
    },
    true
  );
}

const root = document.getElementById('root')!;
if (root.firstElementChild) {
  followLanguageSwitch();
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
