import { addCatalogue, LANGUAGES, type Language } from './messages';
import { hi } from './messages/hi';
import { calendarDateText, indiaDateText, indiaDateTimeText } from './india-time';

addCatalogue('hi', hi);

// The texts must be the ones the platform's formatter gives for India: it is the reference they replace.
const LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
const intlDateTime = (lang: Language) =>
  new Intl.DateTimeFormat(LOCALE[lang], { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
const intlDate = (lang: Language) =>
  new Intl.DateTimeFormat(LOCALE[lang], { timeZone: 'Asia/Kolkata', dateStyle: 'medium' });

describe.each(LANGUAGES)('dates and times in India (%s) read as Intl writes them', (lang) => {
  it('for every day of a leap year, at times that cross midnight and noon in India', () => {
    const [withTime, day] = [intlDateTime(lang), intlDate(lang)];
    const start = Date.UTC(2024, 0, 1);
    // 18:29 and 18:30 UTC are 23:59 and 00:00 the next day in India; 06:30 UTC is noon.
    const minutes = [0, 1, 6 * 60 + 29, 6 * 60 + 30, 7 * 60 + 5, 18 * 60 + 29, 18 * 60 + 30, 23 * 60 + 59];
    for (let d = 0; d < 366; d++) {
      for (const m of minutes) {
        const moment = new Date(start + d * 86_400_000 + m * 60_000);
        expect(indiaDateTimeText(moment, lang)).toBe(withTime.format(moment));
        expect(indiaDateText(moment, lang)).toBe(day.format(moment));
      }
    }
  });

  it('for a calendar day, with and without its year', () => {
    const utc = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(LOCALE[lang], { timeZone: 'UTC', day: 'numeric', month: 'short', ...options });
    for (let month = 1; month <= 12; month++) {
      const iso = `2026-${String(month).padStart(2, '0')}-07`;
      const date = new Date(`${iso}T00:00:00Z`);
      expect(calendarDateText(iso, lang)).toBe(utc({ year: 'numeric' }).format(date));
      expect(calendarDateText(iso, lang, false)).toBe(utc({}).format(date));
    }
    expect(calendarDateText('2026-02-30', lang)).toBe(
      `2 ${calendarDateText('2026-03-01', lang, false)!.split(' ')[1]} 2026`
    );
    expect(calendarDateText('junk', lang)).toBeNull();
    expect(calendarDateText('2026-13-01', lang)).toBeNull();
  });
});
