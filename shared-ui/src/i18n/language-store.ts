import { create } from 'zustand';
import { addCatalogue, hasCatalogue, LANGUAGES, type Catalogue, type Language } from '@gia/domain/core';
import { pageSingleton } from '../singleton';
import { addTextSource, loadRegisteredTexts, type TextSource } from './texts';

export interface LanguageState {
  /** The language the page shows: a chosen one only once its texts have arrived. */
  lang: Language;
  /**
   * The language asked for, which the switch shows meanwhile: so React, taking over `/` while the visitor
   * has already chosen, keeps the switch at their choice instead of setting it back (and hearing that).
   */
  chosen: Language;
  setLang(lang: Language): void;
}

const STORAGE_KEY = 'gia.lang';

function rememberedLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : 'en';
  } catch {
    return 'en';
  }
}

/** English is built in; each other language is a chunk of its own, fetched the first time it is chosen. */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  hi: () => import(/* webpackChunkName: "messages-hi" */ '@gia/domain/hi').then((m) => m.hi)
};

/** The core's texts of a language and those of every remote that registered some. */
function loadCatalogue(lang: Language): Promise<void> {
  if (lang === 'en') return Promise.resolve();
  const core = hasCatalogue(lang)
    ? Promise.resolve()
    : LOADERS[lang]().then((messages) => addCatalogue(lang, messages));
  return Promise.all([core, loadRegisteredTexts(lang)]).then(() => undefined);
}

/** The remembered language if its texts are here; otherwise English until `languageReady` switches. */
function shownAtStart(): Language {
  const remembered = rememberedLanguage();
  return hasCatalogue(remembered) ? remembered : 'en';
}

/** Shows `lang` once its texts are here, unless another language has been asked for since. */
function show(lang: Language): void {
  if (useLanguageStore.getState().chosen !== lang) return;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  useLanguageStore.setState({ lang });
}

/** The texts could not be fetched (offline): the page, and the switch, stay in the language shown. */
function keepShown(lang: Language): void {
  const { chosen, lang: shown } = useLanguageStore.getState();
  if (chosen === lang) useLanguageStore.setState({ chosen: shown });
}

export const useLanguageStore = pageSingleton('languageStore', () =>
  create<LanguageState>(() => ({
    lang: shownAtStart(),
    chosen: rememberedLanguage(),
    setLang(lang) {
      try {
        localStorage.setItem(STORAGE_KEY, lang);
      } catch {
        // private mode: the choice lasts for this page only
      }
      useLanguageStore.setState({ chosen: lang });
      loadCatalogue(lang).then(
        () => show(lang),
        () => keepShown(lang)
      );
    }
  }))
);

/**
 * Resolves once the remembered language can be shown, so a page opened in Hindi is never drawn in
 * English first. Immediate for English.
 */
export function languageReady(): Promise<void> {
  const remembered = rememberedLanguage();
  if (useLanguageStore.getState().lang === remembered) return Promise.resolve();
  useLanguageStore.setState({ chosen: remembered });
  return loadCatalogue(remembered).then(
    () => show(remembered),
    () => keepShown(remembered)
  );
}

/**
 * Makes a remote's texts known to the core's translator (`useT`, `useTexts`), in the language the page
 * shows now and in any chosen later. A remote calls it once, when its screens module loads.
 */
export function registerTexts(source: TextSource): Promise<void> {
  return addTextSource(source, useLanguageStore.getState().lang);
}
