import { useInsertionEffect } from 'react';
import { PORTAL_STYLE_ID } from './style-id';

function addStylesheet(css: string): void {
  if (document.getElementById(PORTAL_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = PORTAL_STYLE_ID;
  style.textContent = css;
  document.head.appendChild(style);
}

/**
 * Puts the portal's stylesheet in the page once, however many times it is rendered. The shell's pages
 * arrive with it (webpack.shared.js writes it into landing.html and index.html), so in the shell this
 * does nothing and the stylesheet stays out of the page's scripts (issue 18); a page built without it
 * loads it as a chunk of its own.
 */
export function GlobalStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(PORTAL_STYLE_ID)) return;
    import(/* webpackChunkName: "portal-styles" */ './portal-styles')
      .then(({ PORTAL_CSS }) => addStylesheet(PORTAL_CSS))
      .catch(() => undefined); // a chunk that did not arrive leaves the page unstyled, not broken
  }, []);
  return null;
}
