import { SERVICES, fieldLabel, serviceText } from '../catalogue';
import { FORMATS } from '../formats';
import {
  addCatalogue,
  en,
  hasCatalogue,
  isMessageKey,
  LANGUAGE_NAMES,
  LANGUAGES,
  translate,
  type MessageKey
} from '../index';
import { hi } from './hi';
import { identityEn } from './identity.en';

// The identity texts join English at run time (registerIdentityTexts); they are checked like the rest.
const english = { ...en, ...identityEn } as Record<MessageKey, string>;
const KEYS = Object.keys(english) as MessageKey[];
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
const DEVANAGARI = /[\u0900-\u097F]/;
/** Texts that are the brand or a Latin acronym in every language. */
// am and pm: Hindi dates write them in Latin letters, as ICU's hi-IN data (and so every browser) does.
const SAME_IN_HINDI = new Set<MessageKey>([
  'brand',
  'document.pdf',
  'errors.field.labelled',
  'calendar.am',
  'calendar.pm'
]);
/** Placeholders the server fills with English words (a parser's detail, a password meter's advice): Hindi leaves them out. */
const ENGLISH_ONLY: Partial<Record<MessageKey, string[]>> = {
  'errors.invalidRequest': ['{detail}'],
  'errors.refused': ['{detail}'],
  'talk.fixFields': ['{detail}'],
  'errors.request.stateRefused': ['{done}'],
  'identity.passwordWeak': ['{hint}']
};
const ACRONYMS = [
  'GIA',
  'GST',
  'GSTIN',
  'PAN',
  'TAN',
  'TDS',
  'IFSC',
  'DIN',
  'PDF',
  'JPG',
  'PNG',
  'CSV',
  'DSC',
  'NOC',
  'MB',
  'IST'
];

describe.each(KEYS.map((k) => [k]))('%s', (key) => {
  test('has a Hindi text', () => {
    expect(typeof hi[key]).toBe('string');
    expect(hi[key].trim()).not.toBe('');
  });

  test('the Hindi text is in Devanagari, except the brand and acronyms', () => {
    if (SAME_IN_HINDI.has(key)) expect(hi[key]).toBe(english[key]);
    else expect(hi[key]).toMatch(DEVANAGARI);
  });

  test('keeps every placeholder of the English text', () => {
    const kept = placeholders(english[key]).filter((p) => !ENGLISH_ONLY[key]?.includes(p));
    expect(placeholders(hi[key])).toEqual(kept);
  });

  test('keeps the brand and the acronyms in Latin letters', () => {
    for (const word of ACRONYMS) {
      if (new RegExp(`\\b${word}\\b`).test(english[key]))
        expect([word, hi[key]]).toEqual([word, expect.stringMatching(new RegExp(`\\b${word}\\b`))]);
    }
  });
});

test('Hindi has no key that English lacks', () => {
  expect(Object.keys(hi).filter((k) => !(k in english))).toEqual([]);
});

test('every catalogue text a screen asks for exists', () => {
  for (const s of SERVICES) {
    for (const which of ['form', 'list', 'tile', 'name'] as const)
      expect(isMessageKey(serviceText(s, which))).toBe(true);
    for (const f of s.fields) expect([f.name, isMessageKey(fieldLabel(f.name))]).toEqual([f.name, true]);
    for (const name of s.popup) expect([name, isMessageKey(fieldLabel(name))]).toEqual([name, true]);
    expect(isMessageKey(s.success)).toBe(true);
    expect(isMessageKey(s.rejectMessage)).toBe(true);
  }
  for (const rule of Object.values(FORMATS)) expect(isMessageKey(rule.message)).toBe(true);
  expect(isMessageKey('no.such.key')).toBe(false);
});

describe('translate', () => {
  test('Hindi answers English until its catalogue is added, then Hindi', () => {
    if (!hasCatalogue('hi')) expect(translate('hi', 'common.page', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    addCatalogue('hi', hi);
    expect(hasCatalogue('hi')).toBe(true);
    expect(translate('hi', 'common.page', { page: 2, pages: 5 })).toBe('5 में से पृष्ठ 2');
  });

  test('fills every placeholder, in English and in Hindi', () => {
    addCatalogue('hi', hi);
    expect(translate('en', 'common.page', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(translate('hi', 'common.page', { page: 2, pages: 5 })).toBe('5 में से पृष्ठ 2');
    expect(translate('en', 'form.fieldRequired', { label: 'PAN Number' })).toBe('PAN Number is required.');
    expect(translate('hi', 'upload.tooLarge', { mb: 10 })).toBe('फ़ाइल 10 MB से बड़ी है। कृपया छोटी फ़ाइल चुनें।');
  });

  test('a placeholder with no value is left as written, so the gap shows', () => {
    expect(translate('en', 'forms.saveFailedStatus')).toBe('Failed to save form. Status code: {n}');
  });

  test('values are inserted as given, never read as placeholders themselves', () => {
    expect(translate('en', 'list.actionFailed', { reason: '{reason} $& $1' })).toBe(
      'That did not work: {reason} $& $1'
    );
  });

  test('spec texts are word for word', () => {
    expect(translate('en', 'landing.slogan')).toBe('Study Smarter, Dream Bigger, Achieve More!');
    expect(translate('en', 'vendor.loggedIn')).toBe('User logged in succesfully');
    expect(translate('en', 'list.rejectRequiredAlt')).toBe('Please Give Reason for Rejection');
  });

  test('the two languages are offered by their own names', () => {
    expect(LANGUAGES).toEqual(['en', 'hi']);
    expect(LANGUAGE_NAMES).toEqual({ en: 'English', hi: 'हिन्दी' });
  });
});
