import { hash, verify } from '@node-rs/argon2';

export const MIN_PASSWORD_LENGTH = 8;

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
