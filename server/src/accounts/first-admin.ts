import { isEmail } from '@gia/domain';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { hashPassword, MIN_PASSWORD_LENGTH } from './passwords';
import { anyAdminExists, insertAccount, isDuplicate } from './repository';

export const DEFAULT_ADMIN_EMAIL = 'admin@gia.local';

/**
 * When there is no admin yet, makes one: from ADMIN_EMAIL / ADMIN_PASSWORD, else admin@gia.local with a
 * generated password, printed once so the first start is usable at once. Bad settings stop the start.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  config: Config,
  print: (line: string) => void = console.log
): Promise<void> {
  if (await anyAdminExists(db)) return;
  const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  if (!isEmail(email)) throw new Error(`ADMIN_EMAIL must be an email address, not "${email}"`);
  if (config.adminPassword !== null && config.adminPassword.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  }
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  try {
    await insertAccount(db, {
      role: 'admin',
      name: 'Admin',
      email,
      phone: null,
      password_hash: await hashPassword(password)
    });
  } catch (error) {
    // Another server starting on the same database made it first.
    if (isDuplicate(error)) return;
    throw error;
  }
  if (config.adminPassword !== null) {
    print(`First admin account created for ${email} (password from ADMIN_PASSWORD).`);
    return;
  }
  print('First admin account created. Sign in at /AdminLogin with:');
  print(`  email:    ${email}`);
  print(`  password: ${password}`);
  print('This password is shown only this once.');
}
