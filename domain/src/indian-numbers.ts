/**
 * Numbers with Indian grouping (12,34,567) without `Intl`, whose first use starts ICU on a phone (issue 18, as
 * `india-time.ts`). The texts are the ones `Intl` gives for en-IN, which Hindi shares (`indian-numbers.test.ts`).
 */

/** A number's decimal digits without exponent notation (as its shortest text has them), e.g. 1e-7 → "0.0000001". */
function plainDecimal(abs: number): string {
  const text = String(abs);
  const m = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!m) return text;
  const digits = m[1]! + (m[2] ?? '');
  const point = 1 + Number(m[3]);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  return digits.padEnd(point, '0') + (point < digits.length ? `.${digits.slice(point)}` : '');
}

/** Rounded half away from zero on the decimal digits, as `Intl` rounds: [whole part, fraction]. */
function rounded(abs: number, maxFraction: number): [string, string] {
  const [whole, fraction = ''] = plainDecimal(abs).split('.') as [string, string?];
  if (fraction.length <= maxFraction) return [whole, fraction];
  const kept = whole + fraction.slice(0, maxFraction);
  const up = fraction[maxFraction]! >= '5';
  const digits = up ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const cut = digits.length - maxFraction;
  return [digits.slice(0, cut), digits.slice(cut)];
}

/** Indian grouping, the last three digits then pairs (12,34,567), from `minDigits` digits on. */
function grouped(whole: string, minDigits: number): string {
  if (whole.length < Math.max(minDigits, 4)) return whole;
  const head = whole.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
}

export interface IndianNumberStyle {
  /** Fraction digits shown at least (padded with zeros) and at most (rounded). */
  minFraction: number;
  maxFraction: number;
  /** Grouping from this many whole digits on: 4 (1,234) or 5 (1234 but 12,345). */
  groupFrom: 4 | 5;
  /** Written between the sign and the digits, e.g. "₹". */
  prefix?: string;
}

/** A number with Indian grouping, e.g. 1234567.5 → "12,34,567.5"; the same digits in English and Hindi. */
export function indianNumber(n: number, style: IndianNumberStyle): string {
  if (!Number.isFinite(n)) return String(n);
  const [whole, fraction] = rounded(Math.abs(n), style.maxFraction);
  const shownFraction = fraction.replace(/0+$/, '').padEnd(style.minFraction, '0');
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  const digits = grouped(whole, style.groupFrom) + (shownFraction ? `.${shownFraction}` : '');
  return `${sign}${style.prefix ?? ''}${digits}`;
}
