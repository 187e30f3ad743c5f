/**
 * Validators for Indian identifiers and common values, shared by the browser and the server.
 * Each takes the raw string a person typed and answers whether it is well-formed.
 */

const PAN_HOLDER_TYPES = 'ABCFGHLJPTE'; // 4th letter: company, person, HUF, firm, govt, AOP, BOI, local authority, AJP, trust, LLP

export function isPan(v: string): boolean {
  return /^[A-Z]{3}[A-Z][A-Z]\d{4}[A-Z]$/.test(v) && PAN_HOLDER_TYPES.includes(v[3]);
}

export function isTan(v: string): boolean {
  return /^[A-Z]{4}\d{5}[A-Z]$/.test(v);
}

export function isIfsc(v: string): boolean {
  return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(v);
}

export function isDin(v: string): boolean {
  return /^\d{8}$/.test(v);
}

export function isPinCode(v: string): boolean {
  return /^[1-9]\d{5}$/.test(v);
}

export function isMobile(v: string): boolean {
  return /^(\+91[ -]?)?[6-9]\d{9}$/.test(v);
}

export function isEmail(v: string): boolean {
  return v.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v);
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN check character: Luhn mod 36 over the first 14 characters. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const code = GSTIN_CHARS.indexOf(first14[i]);
    const product = code * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/** GST state codes: 01 to 38 (38 is Ladakh, since 2020) and 97 (Other Territory). */
function isGstStateCode(code: number): boolean {
  return (code >= 1 && code <= 38) || code === 97;
}

export function isGstin(v: string): boolean {
  if (!/^\d{2}[A-Z0-9]{10}[1-9A-Z]Z[0-9A-Z]$/.test(v)) return false;
  if (!isGstStateCode(Number(v.slice(0, 2)))) return false;
  if (!isPan(v.slice(2, 12))) return false;
  return gstinCheckChar(v.slice(0, 14)) === v[14];
}

const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]
];

/** True when the digits, check digit last, pass the Verhoeff check. */
export function verhoeffValid(digits: string): boolean {
  let c = 0;
  const reversed = digits.split('').reverse();
  for (let i = 0; i < reversed.length; i++) c = VERHOEFF_D[c][VERHOEFF_P[i % 8][Number(reversed[i])]];
  return c === 0;
}

/** Aadhaar: 12 digits (spaces allowed between groups), not starting 0 or 1, Verhoeff check digit. */
export function isAadhaar(v: string): boolean {
  const digits = v.replace(/ /g, '');
  return /^[2-9]\d{11}$/.test(digits) && verhoeffValid(digits);
}

/** Aadhaar as shown to anyone but its owner: only the last four digits. */
export function maskAadhaar(v: string): string {
  const digits = v.replace(/\D/g, '');
  return `XXXX XXXX ${digits.slice(-4)}`;
}

export function isDigits(v: string): boolean {
  return /^\d{1,30}$/.test(v);
}

export function isAmount(v: string): boolean {
  return /^\d{1,13}(\.\d{1,2})?$/.test(v);
}

export function isAge(v: string): boolean {
  return /^\d{1,3}$/.test(v) && Number(v) >= 18 && Number(v) <= 120;
}

/** A calendar date written YYYY-MM-DD that exists. */
export function isIsoDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}
