import { create } from 'zustand';
import { hasCatalogue, isMessageKey, translate, type Language } from '@gia/domain/core';
import { pageSingleton } from '../singleton';

/** Texts by key in one language. */
export type Texts = Readonly<Record<string, string>>;

/**
 * Texts a remote (or a build-time library inside it) brings: English at once, other languages loaded
 * when chosen. A remote ships its own texts, so the core's translator knows texts the shell was built
 * without (ARCHITECTURE.md, "What is shared at run time").
 */
export interface TextSource {
  /** A stable name: registering the same name again replaces the earlier source (a remote re-loaded). */
  name: string;
  en: Texts;
  /** The other languages, each fetched the first time that language is shown. */
  load?: Partial<Record<Exclude<Language, 'en'>, () => Promise<Texts>>>;
}

interface TextsState {
  sources: TextSource[];
  /** Loaded texts per source name and language. */
  loaded: Record<string, Partial<Record<Language, Texts>>>;
}

export const useTextsStore = pageSingleton('textsStore', () => create<TextsState>(() => ({ sources: [], loaded: {} })));

function loadedOf(name: string, lang: Language): Texts | undefined {
  return useTextsStore.getState().loaded[name]?.[lang];
}

function loadSource(source: TextSource, lang: Language): Promise<void> {
  if (lang === 'en' || loadedOf(source.name, lang)) return Promise.resolve();
  const loader = source.load?.[lang];
  if (!loader) return Promise.resolve();
  return loader().then(
    (texts) => {
      useTextsStore.setState((s) => ({
        loaded: { ...s.loaded, [source.name]: { ...s.loaded[source.name], [lang]: texts } }
      }));
    },
    () => undefined
  );
}

/** Loads a language's texts of every registered source (the language store waits for it before showing that language). */
export function loadRegisteredTexts(lang: Language): Promise<void> {
  return Promise.all(useTextsStore.getState().sources.map((s) => loadSource(s, lang))).then(() => undefined);
}

/**
 * Makes a remote's texts known to the core's translator. If the page shows another language than
 * English, its texts are fetched at once (English shows meanwhile, never a key).
 */
export function addTextSource(source: TextSource, lang: Language): Promise<void> {
  useTextsStore.setState((s) => ({
    sources: [...s.sources.filter((x) => x.name !== source.name), source],
    loaded: { ...s.loaded, [source.name]: { en: source.en } }
  }));
  return loadSource(source, lang);
}

function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => (name in params ? String(params[name]) : `{${name}}`));
}

/**
 * A text in a language: the latest registered source that has it in that language, then the core's own
 * catalogue, then English (registered, then built in), then the key itself.
 */
export function lookupText(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  const { sources, loaded } = useTextsStore.getState();
  for (let i = sources.length - 1; i >= 0; i -= 1) {
    const text = loaded[sources[i].name]?.[lang];
    if (text && key in text) return fill(text[key], params);
  }
  // The core's catalogue: what it was built with, and texts added to it since (addEnglishTexts).
  if (isMessageKey(key) && (lang === 'en' || hasCatalogue(lang))) return translate(lang, key, params);
  for (let i = sources.length - 1; i >= 0; i -= 1) {
    const text = sources[i].en;
    if (key in text) return fill(text[key], params);
  }
  return isMessageKey(key) ? translate(lang, key, params) : key;
}
