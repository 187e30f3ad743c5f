import { translate, type Language, type MessageKey } from './messages';

/**
 * Dates and times as India writes them, in English and Hindi, without `Intl` (issue 18). On a phone the
 * first `Intl` object of a page starts ICU: 100-128 ms of main thread at a 4 × slowed CPU, the largest single piece
 * of a list page's script. India keeps one offset all year (+5:30, no summer time), so its calendar is UTC moved on
 * 330 minutes; month names and am/pm come from the message catalogue. The texts are the ones `Intl` gives for en-IN
 * and hi-IN (`india-time.test.ts` compares them for every day of a year), the same in every browser and the
 * server. Numbers: `indian-numbers.ts`.
 */
/** IST is UTC+05:30 all year. */
export const INDIA_OFFSET_MINUTES = 330;

const MONTHS = [
  'calendar.jan',
  'calendar.feb',
  'calendar.mar',
  'calendar.apr',
  'calendar.may',
  'calendar.jun',
  'calendar.jul',
  'calendar.aug',
  'calendar.sep',
  'calendar.oct',
  'calendar.nov',
  'calendar.dec'
] as const satisfies readonly MessageKey[];

/** "5 Mar 2026" (or "5 Mar") from a date whose UTC fields are the wanted calendar day. */
function dayText(utc: Date, lang: Language, withYear: boolean): string {
  const dayAndMonth = `${utc.getUTCDate()} ${translate(lang, MONTHS[utc.getUTCMonth()]!)}`;
  return withYear ? `${dayAndMonth} ${utc.getUTCFullYear()}` : dayAndMonth;
}

const inIndia = (moment: Date) => new Date(moment.getTime() + INDIA_OFFSET_MINUTES * 60_000);

/** The day of a moment in India, e.g. "5 Mar 2026". */
export function indiaDateText(moment: Date, lang: Language): string {
  return dayText(inIndia(moment), lang, true);
}

/** A moment in India time, e.g. "5 Mar 2026, 4:30 pm". */
export function indiaDateTimeText(moment: Date, lang: Language): string {
  const local = inIndia(moment);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  const dayPeriod = translate(lang, hours < 12 ? 'calendar.am' : 'calendar.pm');
  return `${dayText(local, lang, true)}, ${hours % 12 || 12}:${minutes} ${dayPeriod}`;
}

/** A calendar day ("2026-03-05", no time zone) as India writes it: "5 Mar 2026", or "5 Mar" without the year. */
export function calendarDateText(isoDay: string, lang: Language, withYear = true): string | null {
  const utc = new Date(`${isoDay}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDay) && !Number.isNaN(utc.getTime()) ? dayText(utc, lang, withYear) : null;
}
