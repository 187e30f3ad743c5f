import { SERVICES } from './catalogue/services';
import type { ServiceKind } from './catalogue/types';
import { isIsoDate } from './validators';
import { indiaDate, type RequestState } from './workflow';

const DAY_MS = 86_400_000;
/** The longest turnaround a setting may promise, in working days. */
export const MAX_TURNAROUND_DAYS = 365;

/** The states in which a request still has a promise to keep: only these can be due soon or overdue. */
export const OPEN_STATES: readonly RequestState[] = ['PENDING', 'ASSIGNED TO VENDOR', 'IN PROGRESS'];

export function isOpen(state: string): boolean {
  return (OPEN_STATES as readonly string[]).includes(state);
}

export type DueState = 'overdue' | 'dueSoon' | 'onTime';
export const DUE_STATES: readonly DueState[] = ['overdue', 'dueSoon', 'onTime'];
/** How close the end of a promise must be for a request to count as due soon. */
export const DUE_SOON_MS = DAY_MS;

/** The promised turnaround of every kind (catalogue key → working days): the catalogue's, then the overrides. */
export function turnaroundTable(overrides: Readonly<Record<string, number>> = {}): Record<string, number> {
  return Object.fromEntries(
    SERVICES.map((kind: ServiceKind) => [kind.key, overrides[kind.key] ?? kind.turnaroundDays])
  );
}

function splitList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Reads a turnaround setting such as `pan=7,gstCompany=10` (catalogue key or service_type, then working
 * days) into catalogue keys and days. Throws an Error that says what is wrong with which entry.
 */
export function parseTurnaroundDays(text: string): Record<string, number> {
  const days: Record<string, number> = {};
  for (const entry of splitList(text)) {
    const match = /^([A-Za-z]+)\s*=\s*(\d+)$/.exec(entry);
    if (!match) throw new Error(`"${entry}" is not written kind=days (for example pan=7).`);
    const kind = SERVICES.find((s) => s.key === match[1] || s.serviceType === match[1]);
    if (!kind)
      throw new Error(`"${match[1]}" is not a kind of request. Use one of: ${SERVICES.map((s) => s.key).join(', ')}.`);
    const n = Number(match[2]);
    if (n < 1 || n > MAX_TURNAROUND_DAYS)
      throw new Error(`${match[1]}: the turnaround must be 1 to ${MAX_TURNAROUND_DAYS} working days, not ${match[2]}.`);
    days[kind.key] = n;
  }
  return days;
}

/** Reads a holiday list such as `2026-01-26,2026-08-15` (India dates), sorted and without repeats. */
export function parseHolidays(text: string): string[] {
  const dates = splitList(text);
  const bad = dates.find((d) => !isIsoDate(d));
  if (bad !== undefined) throw new Error(`"${bad}" is not a date written YYYY-MM-DD.`);
  return [...new Set(dates)].sort();
}

/** The date `days` working days after a YYYY-MM-DD date, skipping Saturdays, Sundays and the holidays. */
export function addWorkingDays(date: string, days: number, holidays: readonly string[] = []): string {
  const off = new Set(holidays);
  let at = Date.parse(`${date}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    const day = new Date(at);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !off.has(day.toISOString().slice(0, 10))) left -= 1;
  }
  return new Date(at).toISOString().slice(0, 10);
}

/** The last instant of an India date (23:59:59.999 IST), as the UTC ISO text times are stored in. */
export function endOfIndiaDay(date: string): string {
  return new Date(Date.parse(`${date}T23:59:59.999+05:30`)).toISOString();
}

/**
 * When a request submitted at `createdIso` is due: the end of the India day that is `days` working days
 * after the India date it was submitted on.
 */
export function dueAt(createdIso: string, days: number, holidays: readonly string[] = []): string {
  return endOfIndiaDay(addWorkingDays(indiaDate(createdIso), days, holidays));
}

/** Overdue once the due instant has passed; due soon when it is at most a day away; on time otherwise. */
export function dueState(dueIso: string, nowIso: string): DueState {
  const left = Date.parse(dueIso) - Date.parse(nowIso);
  if (left < 0) return 'overdue';
  return left <= DUE_SOON_MS ? 'dueSoon' : 'onTime';
}
