import { GLOBAL_CSS } from './global-css';
import { REQUESTS_CSS } from './requests-css';

/**
 * The portal's one stylesheet and the id of its <style> element. `GlobalStyles` puts it in the page;
 * the build writes the same element into the prerendered `/`, and GlobalStyles then finds it there.
 */
export const PORTAL_STYLE_ID = 'gia-styles';
export const PORTAL_CSS = GLOBAL_CSS + REQUESTS_CSS;
