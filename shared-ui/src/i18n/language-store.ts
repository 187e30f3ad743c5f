import { create } from 'zustand';
import { LANGUAGES, type Language } from '@gia/domain';
import { pageSingleton } from '../singleton';

export interface LanguageState {
  lang: Language;
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

export const useLanguageStore = pageSingleton('languageStore', () =>
  create<LanguageState>((set) => ({
    lang: rememberedLanguage(),
    setLang(lang) {
      try {
        localStorage.setItem(STORAGE_KEY, lang);
      } catch {
        // private mode: the choice lasts for this page only
      }
      if (typeof document !== 'undefined') document.documentElement.lang = lang;
      set({ lang });
    }
  }))
);
