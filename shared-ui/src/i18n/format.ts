import { translate, type Language } from '@gia/domain/core';

const LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
const TIME_ZONE = 'Asia/Kolkata';

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A moment in India time, e.g. "5 Mar 2026, 4:30 pm"; N/A when missing or unreadable. */
export function formatDateTime(iso: string | null | undefined, lang: Language): string {
  const d = parse(iso);
  if (!d) return translate(lang, 'common.na');
  return new Intl.DateTimeFormat(LOCALE[lang], { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(
    d
  );
}

/** A day in India time, e.g. "5 Mar 2026"; N/A when missing or unreadable. */
export function formatDate(iso: string | null | undefined, lang: Language): string {
  const d = parse(iso);
  if (!d) return translate(lang, 'common.na');
  return new Intl.DateTimeFormat(LOCALE[lang], { timeZone: TIME_ZONE, dateStyle: 'medium' }).format(d);
}

/** Rupees with Indian grouping: "₹12,34,567", or "₹1,500.50" when there are paise. */
export function formatRupees(amount: number, lang: Language): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(LOCALE[lang], {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits
  }).format(amount);
}
