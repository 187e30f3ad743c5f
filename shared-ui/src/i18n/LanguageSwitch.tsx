import { useId } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@gia/domain/core';
import { useLanguageStore } from './language-store';
import { useT } from './use-t';

export function LanguageSwitch() {
  const t = useT();
  const id = useId();
  const { chosen, setLang } = useLanguageStore();
  return (
    <span className="gia-lang">
      <label htmlFor={id} className="gia-visually-hidden">
        {t('common.language')}
      </label>
      <select id={id} value={chosen} onChange={(e) => setLang(e.target.value as Language)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </span>
  );
}
