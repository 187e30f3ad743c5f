import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PORTAL_CSS, PORTAL_STYLE_ID } from '@gia/shared-ui/styles';
import { App } from './App';

/** What the landing page's HTML carries so it is drawn before any script runs. */
export interface PrerenderedPage {
  /** The markup of the root element. */
  root: string;
  /** The <style> element the page is drawn with (GlobalStyles finds it by its id and adds no second one). */
  style: string;
}

/**
 * `/` in the default language for a visitor not signed in, run by the build (webpack.prerender.js) in
 * node. The browser hydrates the same tree (bootstrap.tsx), so it must render exactly what App renders there.
 */
export function prerenderLanding(): PrerenderedPage {
  const root = renderToString(
    <StrictMode>
      <App location="/" />
    </StrictMode>
  );
  return { root, style: `<style id="${PORTAL_STYLE_ID}">${PORTAL_CSS}</style>` };
}
