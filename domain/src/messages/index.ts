import { en, type MessageKey } from './en';
import { hi } from './hi';

export { en, type MessageKey } from './en';
export { hi } from './hi';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

const CATALOGUES: Record<Language, Record<MessageKey, string>> = { en, hi };

/** A message in a language, with `{name}` placeholders filled in. */
export function translate(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text = CATALOGUES[lang][key] ?? en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => (name in params ? String(params[name]) : `{${name}}`));
}

export function isMessageKey(key: string): key is MessageKey {
  return key in en;
}
