import type { MessageKey } from '@gia/domain/core';
import { isApiError } from '../api/client';
import { refusalCode, refusalFieldErrors, refusalText } from '../api/refusal';
import { tNow } from '../i18n/use-t';

export type LoginVariant = 'admin' | 'user' | 'vendor' | 'vendorSignup';

/** The refusal codes behind spec section 8's three server messages. */
const SPEC_TEXTS: Record<string, MessageKey> = {
  'errors.field.email': 'auth.invalidEmail',
  'identity.invalidCredentials': 'auth.invalidCredentials',
  'auth.veryWrong': 'auth.veryWrong'
};

/** Spec section 8: the message key of a failed admin or user login or sign-up, from the server's codes. */
function mappedKey(error: unknown, variant: 'admin' | 'user'): MessageKey {
  if (!isApiError(error) || !error.response) return 'auth.noServer';
  const codes = [refusalCode(error), ...refusalFieldErrors(error).map((e) => e.code)];
  const mapped = codes.map((code) => (code ? SPEC_TEXTS[code] : undefined)).find(Boolean);
  return mapped ?? (variant === 'admin' ? 'auth.somethingWrong' : 'auth.somethingWrongInputs');
}

/** Whether a sign-in was refused because the account's email is not confirmed yet (its owner may ask for a new link). */
export function awaitsEmailConfirmation(error: unknown): boolean {
  return (
    isApiError(error) && (error.response?.data as { code?: unknown } | undefined)?.code === 'identity.emailNotVerified'
  );
}

/** What a person reads after a failed login or sign-up, in the current language (spec section 8). */
export function loginErrorText(error: unknown, variant: LoginVariant): string {
  if (awaitsEmailConfirmation(error)) return tNow('identity.emailNotVerified');
  if (variant === 'vendor') return tNow('auth.failedLogin');
  if (variant === 'vendorSignup') return refusalText(error, tNow) || tNow('vendor.signupFailed');
  return tNow(mappedKey(error, variant));
}
