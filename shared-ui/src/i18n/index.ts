export { languageReady, registerTexts, useLanguageStore, type LanguageState } from './language-store';
export { useT, useTexts, tNow, type Translate } from './use-t';
export type { TextSource, Texts } from './texts';
export { formatDate, formatDateTime, formatRupees } from './format';
export { LanguageSwitch } from './LanguageSwitch';
