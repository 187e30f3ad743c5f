import { useCallback } from 'react';
import type { MessageKey } from '@gia/domain/core';
import { useLanguageStore } from './language-store';
import { lookupText, useTextsStore, type Texts } from './texts';

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * The translate function of the chosen language; components re-render when the language changes or a
 * remote's texts arrive. Sees the core's catalogue and every text a remote registered.
 */
export function useT(): Translate {
  const lang = useLanguageStore((s) => s.lang);
  const loaded = useTextsStore((s) => s.loaded);
  return useCallback((key, params) => lookupText(lang, key, params), [lang, loaded]); // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * The same for a text pack a remote or library registered (`registerTexts`): keys are typed by the pack's
 * English texts, so a misspelt key is a compile error.
 */
export function useTexts<T extends Texts>(
  _pack: T
): (key: keyof T & string, params?: Record<string, string | number>) => string {
  const lang = useLanguageStore((s) => s.lang);
  const loaded = useTextsStore((s) => s.loaded);
  return useCallback((key, params) => lookupText(lang, key, params), [lang, loaded]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** The same, outside React (stores, interceptors). */
export function tNow(key: MessageKey, params?: Record<string, string | number>): string {
  return lookupText(useLanguageStore.getState().lang, key, params);
}
