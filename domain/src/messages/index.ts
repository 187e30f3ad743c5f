import { en, type MessageKey } from './en';

export { en, type MessageKey } from './en';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export type Catalogue = Record<MessageKey, string>;

/**
 * English is always here; another language's texts (`@gia/domain/hi`) are added when needed, so the
 * landing page does not download Hindi for everyone.
 */
const CATALOGUES: Partial<Record<Language, Catalogue>> = { en };

export function addCatalogue(lang: Language, messages: Catalogue): void {
  CATALOGUES[lang] = messages;
}

export function hasCatalogue(lang: Language): boolean {
  return CATALOGUES[lang] !== undefined;
}

/** A message in a language (English until that language's catalogue is added), with `{name}` placeholders filled in. */
export function translate(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text = CATALOGUES[lang]?.[key] ?? en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => (name in params ? String(params[name]) : `{${name}}`));
}

export function isMessageKey(key: string): key is MessageKey {
  return key in en;
}
