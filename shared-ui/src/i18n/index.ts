export { languageReady, useLanguageStore, type LanguageState } from './language-store';
export { useT, tNow, type Translate } from './use-t';
export { formatDate, formatDateTime, formatRupees } from './format';
export { LanguageSwitch } from './LanguageSwitch';
