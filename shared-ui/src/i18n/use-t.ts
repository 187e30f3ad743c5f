import { useCallback } from 'react';
import { translate, type MessageKey } from '@gia/domain';
import { useLanguageStore } from './language-store';

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The translate function of the chosen language; components re-render when the language changes. */
export function useT(): Translate {
  const lang = useLanguageStore((s) => s.lang);
  return useCallback((key, params) => translate(lang, key, params), [lang]);
}

/** The same, outside React (stores, interceptors). */
export function tNow(key: MessageKey, params?: Record<string, string | number>): string {
  return translate(useLanguageStore.getState().lang, key, params);
}
