import { BUSINESS_TYPES, documentIdFromUrl, isBusinessType, isEmail, isMobile } from '@gia/domain';
import { badRequest } from '../plugins/errors';
import { MIN_PASSWORD_LENGTH } from './passwords';

/**
 * Collects what is wrong with a body, field by field, in words that name the field; `done()` answers
 * 400 with all of them when there is any.
 */
export class FieldChecks {
  readonly problems: string[] = [];

  constructor(private readonly body: Record<string, unknown>) {}

  /** The trimmed text of a required field, or '' after noting it is missing. */
  text(field: string): string {
    const value = this.body[field];
    const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
    if (text === '') this.problems.push(`${field} is required.`);
    return text;
  }

  /** The trimmed text of an optional field, or null when it is absent or blank. */
  optionalText(field: string): string | null {
    const value = this.body[field];
    const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
    return text === '' ? null : text;
  }

  /** Phrased so the sign-in screens' mapping (a message containing 'Invalid email address') applies. */
  email(field = 'email'): string {
    const email = this.text(field);
    if (email && !isEmail(email)) this.problems.push(`Invalid email address: ${field} must look like name@example.com.`);
    return email;
  }

  /** A password to set: long enough to be hard to guess. Not trimmed: spaces are part of it. */
  newPassword(field = 'password'): string {
    const value = this.body[field];
    const password = typeof value === 'string' ? value : '';
    if (password === '') this.problems.push(`${field} is required.`);
    else if (password.length < MIN_PASSWORD_LENGTH) this.problems.push(`${field} must be at least ${MIN_PASSWORD_LENGTH} characters long, so it is hard to guess.`);
    return password;
  }

  /** A password given to sign in: any non-empty text. */
  password(field = 'password'): string {
    const value = this.body[field];
    const password = typeof value === 'string' ? value : '';
    if (password === '') this.problems.push(`${field} is required.`);
    return password;
  }

  mobile(field: string, required: boolean): string | null {
    const mobile = required ? this.text(field) : this.optionalText(field);
    if (mobile && !isMobile(mobile)) this.problems.push(`${field} must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9.`);
    return mobile || null;
  }

  businessType(field: string): string {
    const type = this.text(field);
    if (type && !isBusinessType(type)) this.problems.push(`${field} must be one of: ${BUSINESS_TYPES.join(', ')}.`);
    return type;
  }

  /** The document id in an address the upload call answered. */
  document(field: string): string {
    const url = this.text(field);
    const id = url ? documentIdFromUrl(url) : null;
    if (url && !id) this.problems.push(`${field} must be the url the upload answered for this document.`);
    return id ?? '';
  }

  done(): void {
    if (this.problems.length) throw badRequest(this.problems.join(' '), { problems: this.problems });
  }
}
