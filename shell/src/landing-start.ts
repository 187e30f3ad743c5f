/**
 * The only script `/` runs as it loads (issue 18). The page arrives drawn, and everything on it but the
 * language switch is a plain link, so the portal's scripts (fetched at once as prefetches, never run
 * yet) start on the visitor's first sign of use: a touch, a key, the pointer, a focus, a choice. A phone
 * that only reads the page or follows a link spends no time running them. A signed-in visitor (whose
 * page shows the way to their dashboard) and one who chose another language start at once.
 *
 * Built on its own (no imports) by webpack.landing-start.js; the page names the
 * shell's entry script in `data-main`, relative to this file.
 */
(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script?.dataset.main) return;
  // Named beside this file, so a shell released under /releases/shell/<version>/ starts its own entry.
  const main = new URL(script.dataset.main, script.src).href;
  const INTENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'change'];
  let started = false;

  const read = (storage: () => Storage, key: string): string | null => {
    try {
      return storage().getItem(key);
    } catch {
      return null;
    }
  };

  function start(): void {
    if (started) return;
    started = true;
    for (const type of INTENTS) removeEventListener(type, start, true);
    const app = document.createElement('script');
    app.src = main;
    document.head.appendChild(app);
  }

  // A language chosen before the page has taken over is remembered, so the page speaks it once it has
  // (the shell reads it as it starts). Afterwards the switch writes the same itself.
  const remember = (select: HTMLSelectElement): void => {
    try {
      localStorage.setItem('gia.lang', select.value);
    } catch {
      // private mode: the page stays in English
    }
  };
  addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLSelectElement && event.target.closest('.gia-lang')) remember(event.target);
    },
    true
  );
  // This file arrives after the page is drawn: a visitor may have chosen or focused something already.
  const switchNow = document.querySelector<HTMLSelectElement>('.gia-lang select');
  const chosenBefore = switchNow !== null && switchNow.value !== 'en';
  if (chosenBefore) remember(switchNow);
  const usedBefore = chosenBefore || (document.activeElement !== null && document.activeElement !== document.body);

  const signedIn = read(() => sessionStorage, 'gia.session') !== null;
  const language = read(() => localStorage, 'gia.lang');
  if (usedBefore || signedIn || (language !== null && language !== 'en')) start();
  else for (const type of INTENTS) addEventListener(type, start, { capture: true, passive: true });
})();
