import { useInsertionEffect } from 'react';

/**
 * Puts a stylesheet in the page once (by id), however many screens use it: a remote's looks ship with the
 * remote that bundles them, not with the shared core.
 */
export function useStyleSheet(id: string, css: string): void {
  useInsertionEffect(() => {
    if (document.getElementById(id)) return;
    const style = document.createElement('style');
    style.id = id;
    style.textContent = css;
    document.head.appendChild(style);
  }, [id, css]);
}
