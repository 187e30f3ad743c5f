import { GLOBAL_CSS } from './global-css';
import { REQUESTS_CSS } from './requests-css';

export { PORTAL_STYLE_ID } from './style-id';

/**
 * The portal's one stylesheet. The shell's build writes it into its pages (`landing.html` and
 * `index.html`) as <style id="gia-styles">; `GlobalStyles` adds it only to a page built without it
 * (a remote on its own dev server, `npm run dev`, tests), so no script the shell loads carries it.
 */
export const PORTAL_CSS = GLOBAL_CSS + REQUESTS_CSS;
