import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; false where the browser cannot tell (tests, server). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false
  );
}

/** Phones: under 640px wide. */
export const PHONE_QUERY = '(max-width: 639.98px)';
