import { coreEn } from './core.en';
import type { MessageKey } from './en';

export type { MessageKey } from './en';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export type Catalogue = Record<MessageKey, string>;

/**
 * The core's English is always here, the rest joins when the whole domain loads (`@gia/domain` adds it);
 * another language's texts (`@gia/domain/hi`) are added when needed, so the landing page downloads
 * neither the other screens' English nor Hindi.
 */
const CATALOGUES: Partial<Record<Language, Partial<Catalogue>>> = { en: coreEn };

export function addCatalogue(lang: Language, messages: Catalogue): void {
  CATALOGUES[lang] = messages;
}

export function hasCatalogue(lang: Language): boolean {
  return CATALOGUES[lang] !== undefined;
}

/** A message in a language (English until that language's catalogue is added), with `{name}` placeholders filled in. */
export function translate(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text = CATALOGUES[lang]?.[key] ?? CATALOGUES.en?.[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => (name in params ? String(params[name]) : `{${name}}`));
}

export function isMessageKey(key: string): key is MessageKey {
  return CATALOGUES.en !== undefined && key in CATALOGUES.en;
}

/**
 * Adds English texts that the landing page does not need (the whole domain's, and the identity texts of
 * issue 17 from `@gia/domain/identity-texts`) to the one shared catalogue, where the screens and the
 * server that show them load them. Hindi has them in its own lazily loaded catalogue.
 */
export function addEnglishTexts(texts: Partial<Catalogue>): void {
  CATALOGUES.en = { ...CATALOGUES.en, ...texts };
}
