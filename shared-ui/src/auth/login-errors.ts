import type { MessageKey } from '@gia/domain';
import { isAxiosError } from '../api/client';
import { tNow } from '../i18n/use-t';

export type LoginVariant = 'admin' | 'user' | 'vendor' | 'vendorSignup';

function serverMessage(error: unknown): string | null {
  if (!isAxiosError(error)) return null;
  const message = (error.response?.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : null;
}

/** Spec section 8: the message key of a failed admin or user login or sign-up. */
function mappedKey(error: unknown, variant: 'admin' | 'user'): MessageKey {
  if (!isAxiosError(error) || !error.response) return 'auth.noServer';
  const message = serverMessage(error) ?? '';
  if (message.includes('Invalid email address')) return 'auth.invalidEmail';
  if (message.includes('Invalid email or password')) return 'auth.invalidCredentials';
  if (message.includes('Something went very wrong')) return 'auth.veryWrong';
  return variant === 'admin' ? 'auth.somethingWrong' : 'auth.somethingWrongInputs';
}

/** What a person reads after a failed login or sign-up, in the current language (spec section 8). */
export function loginErrorText(error: unknown, variant: LoginVariant): string {
  if (variant === 'vendor') return tNow('auth.failedLogin');
  if (variant === 'vendorSignup') return serverMessage(error) || tNow('vendor.signupFailed');
  return tNow(mappedKey(error, variant));
}
