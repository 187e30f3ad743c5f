import { useInsertionEffect } from 'react';
import { REQUESTS_CSS } from './requests-css';
import { GLOBAL_CSS } from './global-css';

const STYLE_ID = 'gia-styles';

/** Puts the portal's stylesheet in the page once, however many times it is rendered. */
export function GlobalStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = GLOBAL_CSS + REQUESTS_CSS;
    document.head.appendChild(style);
  }, []);
  return null;
}
