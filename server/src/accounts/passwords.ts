import { hash, verify } from '@node-rs/argon2';
import { registerIdentityTexts } from '../identity-texts';
import { PASSWORD_RULES, translate, type MessageKey, type Role } from '@gia/domain';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

registerIdentityTexts();

export const MIN_PASSWORD_LENGTH = PASSWORD_RULES.customer.minLength;

/** argon2id (the library's default algorithm) with its default costs: 19 MiB, 2 passes, 1 lane. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password, and for a stored hash that is not one (an account that cannot log in). */
export async function passwordMatches(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;

/**
 * Spends the time of a real password check for an email no account uses, so that how long a sign-in
 * takes does not tell whether the email has an account. Always false.
 */
export async function checkAgainstDummy(password: string): Promise<false> {
  dummy ??= hash('no account has this password, it only costs time');
  await passwordMatches(await dummy, password);
  return false;
}

/** What a guesser who knows a name or an email would try: the whole, its parts, and the parts joined up. */
function guessableFrom(text: string): string[] {
  const lower = text.toLowerCase();
  const local = lower.includes('@') ? lower.slice(0, lower.indexOf('@')) : lower;
  const parts = local.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return [lower, local, ...parts, ...['', '.', '_', '-', ' '].map((joint) => parts.join(joint))];
}

let strength: ZxcvbnFactory | null = null;

function meter(): ZxcvbnFactory {
  strength ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations
  });
  return strength;
}

/**
 * What is wrong with a new password for an account of `role`, as a catalogue key (null when it is
 * strong enough): too short, or too easy to guess for zxcvbn-ts with its common and English
 * dictionaries, the person's own name and email counted as guessable. Admins need the strongest.
 */
export function passwordProblem(
  password: string,
  role: Role,
  personal: readonly string[] = []
): { code: MessageKey; params: Record<string, string | number> } | null {
  const rule = PASSWORD_RULES[role];
  if (password.length < rule.minLength) return { code: 'identity.passwordTooShort', params: { min: rule.minLength } };
  if (password.length > 256) return null;
  const inputs = [...new Set(personal.flatMap(guessableFrom))].filter((p) => p.length >= 3);
  const result = meter().check(password, inputs);
  if (result.score >= rule.minScore) return null;
  // zxcvbn's advice is English: the Hindi text gives the catalogue's own advice instead of `{hint}`.
  const hint =
    [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ') ||
    translate('en', 'identity.passwordHintDefault');
  return { code: 'identity.passwordWeak', params: { hint } };
}
