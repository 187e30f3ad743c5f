import { useInsertionEffect } from 'react';
import { PORTAL_CSS, PORTAL_STYLE_ID } from './portal-styles';

/** Puts the portal's stylesheet in the page once, however many times it is rendered. */
export function GlobalStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(PORTAL_STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = PORTAL_STYLE_ID;
    style.textContent = PORTAL_CSS;
    document.head.appendChild(style);
  }, []);
  return null;
}
