import { maskAadhaar, verhoeffValid } from './validators';
import type { Role } from './workflow';

/**
 * Twelve digits written whole or in groups of four (space, hyphen or dot between groups), not part of a
 * longer run of digits (a card or account number is not an Aadhaar number).
 */
const TWELVE_DIGITS = /(?<![\d])\d{4}([ .-]?)\d{4}\1\d{4}(?![\d])/g;

/** The Verhoeff-valid 12-digit numbers in a free text, as written (UIDAI: such a number may be an Aadhaar number). */
export function findAadhaarNumbers(text: string): string[] {
  return [...text.matchAll(TWELVE_DIGITS)].map((m) => m[0]).filter((found) => verhoeffValid(found.replace(/\D/g, '')));
}

/** The text with every Verhoeff-valid 12-digit number in it shown as `XXXX XXXX 1234`; other text unchanged. */
export function maskAadhaarInText(text: string): string {
  // Eight digits in two groups come before any twelve: most texts (a name, a pincode) stop here, cheaply.
  if (!/\d{4}[ .-]?\d{4}/.test(text)) return text;
  return text.replace(TWELVE_DIGITS, (found) => (verhoeffValid(found.replace(/\D/g, '')) ? maskAadhaar(found) : found));
}

/** Whether a text holds a Verhoeff-valid 12-digit number. */
export function hasAadhaarNumber(text: string): boolean {
  return findAadhaarNumbers(text).length > 0;
}

/**
 * Any value as seen by someone other than the person who typed it: every string inside (objects and
 * arrays walked) has its Aadhaar numbers masked. Other values are returned as they are.
 */
export function maskAadhaarDeep<T>(value: T): T {
  if (typeof value === 'string') return maskAadhaarInText(value) as T;
  if (Array.isArray(value)) return value.map((v) => maskAadhaarDeep(v)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskAadhaarDeep(v)])) as T;
  }
  return value;
}

/**
 * How strong a new password must be, by role, as a zxcvbn-ts score (0 to 4) and a length: admins, who
 * can see everyone's documents, need the strongest. Shown under the password field before submitting.
 */
export const PASSWORD_RULES: Record<Role, { minLength: number; minScore: 0 | 1 | 2 | 3 | 4 }> = {
  customer: { minLength: 8, minScore: 3 },
  vendor: { minLength: 8, minScore: 3 },
  admin: { minLength: 12, minScore: 4 }
};

/** How long a password reset link works. */
export const PASSWORD_RESET_MINUTES = 30;

/** The shell screen a reset link opens, with `?token=` added. */
export const RESET_PASSWORD_PATH = '/ResetPassword';

/** How long the link that confirms a new account's email works. */
export const EMAIL_VERIFY_MINUTES = 24 * 60;

/** The shell screen a link that confirms a new account's email opens, with `?token=` added. */
export const VERIFY_EMAIL_PATH = '/VerifyEmail';
