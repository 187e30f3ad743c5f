import { indiaDateText, indiaDateTimeText, indianNumber, translate, type Language } from '@gia/domain/core';

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A moment in India time, e.g. "5 Mar 2026, 4:30 pm"; N/A when missing or unreadable. */
export function formatDateTime(iso: string | null | undefined, lang: Language): string {
  const d = parse(iso);
  return d ? indiaDateTimeText(d, lang) : translate(lang, 'common.na');
}

/** A day in India time, e.g. "5 Mar 2026"; N/A when missing or unreadable. */
export function formatDate(iso: string | null | undefined, lang: Language): string {
  const d = parse(iso);
  return d ? indiaDateText(d, lang) : translate(lang, 'common.na');
}

/** Rupees with Indian grouping: "₹12,34,567", or "₹1,500.50" when there are paise; the same digits in Hindi. */
export function formatRupees(amount: number, _lang: Language): string {
  const paise = Number.isInteger(amount) ? 0 : 2;
  return indianNumber(amount, { minFraction: paise, maxFraction: paise, groupFrom: 4, prefix: '₹' });
}
