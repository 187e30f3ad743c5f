import type { FormVersion, ResponseRecord } from './repository';

export const SUBMITTED_AT = 'Submitted at';

/** Spreadsheets run a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: quoted when it holds a separator, quote or line break; a leading formula character is defused with a quote. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Column labels: every label any version ever had, the newest version's first, in its order. */
export function csvLabels(versions: readonly FormVersion[]): string[] {
  const labels: string[] = [];
  for (const v of [...versions].sort((a, b) => b.version - a.version)) {
    for (const f of v.fields) if (!labels.includes(f.label)) labels.push(f.label);
  }
  return labels;
}

/**
 * The responses as CSV (RFC 4180, CRLF line ends), with a byte-order mark so spreadsheet programs
 * read Hindi and other non-Latin answers correctly.
 */
export function responsesCsv(versions: readonly FormVersion[], rows: readonly ResponseRecord[]): string {
  const labels = csvLabels(versions);
  const lines = [[SUBMITTED_AT, ...labels], ...rows.map((r) => [r.created_at, ...labels.map((l) => r.responses[l])])];
  return `\ufeff${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
