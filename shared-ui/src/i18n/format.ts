import { translate, type Language } from '@gia/domain/core';

const LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
const TIME_ZONE = 'Asia/Kolkata';

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Each formatter made once per language: making one costs about seventy times what using it does, and a list of
 * 20 requests made 40 of them as it drew (issue 18: 150-250 ms of the admin queue's main thread on a 4 × slowed CPU).
 */
function madeOnce<F>(make: (locale: string) => F): (lang: Language) => F {
  const made = new Map<Language, F>();
  return (lang) => {
    let formatter = made.get(lang);
    if (!formatter) made.set(lang, (formatter = make(LOCALE[lang])));
    return formatter;
  };
}

const dateTimes = madeOnce(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' })
);
const dates = madeOnce((locale) => new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, dateStyle: 'medium' }));
const rupees = (digits: number) =>
  madeOnce(
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits
      })
  );
const wholeRupees = rupees(0);
const rupeesAndPaise = rupees(2);

/** A moment in India time, e.g. "5 Mar 2026, 4:30 pm"; N/A when missing or unreadable. */
export function formatDateTime(iso: string | null | undefined, lang: Language): string {
  const d = parse(iso);
  return d ? dateTimes(lang).format(d) : translate(lang, 'common.na');
}

/** A day in India time, e.g. "5 Mar 2026"; N/A when missing or unreadable. */
export function formatDate(iso: string | null | undefined, lang: Language): string {
  const d = parse(iso);
  return d ? dates(lang).format(d) : translate(lang, 'common.na');
}

/** Rupees with Indian grouping: "₹12,34,567", or "₹1,500.50" when there are paise. */
export function formatRupees(amount: number, lang: Language): string {
  return (Number.isInteger(amount) ? wholeRupees : rupeesAndPaise)(lang).format(amount);
}
