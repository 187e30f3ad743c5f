import { BUSINESS_TYPES, documentIdFromUrl, isBusinessType, isEmail, isMobile, type Role } from '@gia/domain';
import { fieldRefusal, type FieldError } from '../plugins/errors';
import { passwordProblem } from './passwords';

/**
 * Collects what is wrong with a body, field by field, as catalogue keys naming the field; `done()`
 * answers 400 with all of them when there is any.
 */
export class FieldChecks {
  readonly errors: FieldError[] = [];

  constructor(private readonly body: Record<string, unknown>) {}

  /** The trimmed text of a required field, or '' after noting it is missing. */
  text(field: string): string {
    const value = this.body[field];
    const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
    if (text === '') this.errors.push({ field, code: 'errors.field.required' });
    return text;
  }

  /** The trimmed text of an optional field, or null when it is absent or blank. */
  optionalText(field: string): string | null {
    const value = this.body[field];
    const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
    return text === '' ? null : text;
  }

  /** `errors.field.email`: the sign-in screens say 'Invalid email address' for it (spec section 8). */
  email(field = 'email'): string {
    const email = this.text(field);
    if (email && !isEmail(email)) this.errors.push({ field, code: 'errors.field.email' });
    return email;
  }

  /**
   * A password to set for an account of `role`: long enough and hard to guess (common passwords and the
   * person's own name or email refused; admins stricter). Not trimmed: spaces are part of it.
   */
  newPassword(field = 'password', role: Role = 'customer', personal: readonly string[] = []): string {
    const value = this.body[field];
    const password = typeof value === 'string' ? value : '';
    if (password === '') this.errors.push({ field, code: 'errors.field.required' });
    else {
      const problem = passwordProblem(password, role, personal);
      if (problem) this.errors.push({ field, ...problem });
    }
    return password;
  }

  /** A password given to sign in: any non-empty text. */
  password(field = 'password'): string {
    const value = this.body[field];
    const password = typeof value === 'string' ? value : '';
    if (password === '') this.errors.push({ field, code: 'errors.field.required' });
    return password;
  }

  mobile(field: string, required: boolean): string | null {
    const mobile = required ? this.text(field) : this.optionalText(field);
    if (mobile && !isMobile(mobile)) this.errors.push({ field, code: 'errors.field.mobile' });
    return mobile || null;
  }

  businessType(field: string): string {
    const type = this.text(field);
    if (type && !isBusinessType(type))
      this.errors.push({ field, code: 'errors.field.oneOf', params: { allowed: BUSINESS_TYPES.join(', ') } });
    return type;
  }

  /** The document id in an address the upload call answered. */
  document(field: string): string {
    const url = this.text(field);
    const id = url ? documentIdFromUrl(url) : null;
    if (url && !id) this.errors.push({ field, code: 'errors.field.document' });
    return id ?? '';
  }

  done(): void {
    if (this.errors.length) throw fieldRefusal(this.errors);
  }
}
