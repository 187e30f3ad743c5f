import { EMAIL_VERIFY_MINUTES, PASSWORD_RESET_MINUTES, RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH } from '@gia/domain';
import type { Kysely } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import { now } from '../db';
import type { Database, LinkPurpose } from '../db/schema';

/** Where each kind of one-time link leads, and how long it works. */
const LINKS: Record<LinkPurpose, { path: string; minutes: number }> = {
  reset: { path: RESET_PASSWORD_PATH, minutes: PASSWORD_RESET_MINUTES },
  verify: { path: VERIFY_EMAIL_PATH, minutes: EMAIL_VERIFY_MINUTES }
};

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A one-time link to set a new password (valid PASSWORD_RESET_MINUTES) or to confirm a new account's
 * email (EMAIL_VERIFY_MINUTES). Only the secret's hash is stored, so the table does not hand out working links.
 */
export async function issueReset(
  db: Kysely<Database>,
  accountId: number,
  publicUrl: string,
  issuedBy: number | null,
  purpose: LinkPurpose = 'reset'
): Promise<{ url: string; expires_at: string }> {
  const token = randomBytes(32).toString('base64url');
  const created = new Date();
  const expires_at = new Date(created.getTime() + LINKS[purpose].minutes * 60_000).toISOString();
  await db
    .insertInto('password_resets')
    .values({
      account_id: accountId,
      token_hash: digest(token),
      issued_by: issuedBy,
      created_at: created.toISOString(),
      expires_at,
      used_at: null,
      purpose
    })
    .execute();
  return { url: `${publicUrl}${LINKS[purpose].path}?token=${token}`, expires_at };
}

/**
 * Uses a link of its purpose: answers its account when the token is known, unused, unexpired and its
 * account open, and marks it (and every other open link of the account and purpose) used, so a link works once.
 */
export async function useReset(
  db: Kysely<Database>,
  token: string,
  purpose: LinkPurpose = 'reset'
): Promise<{ accountId: number } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const at = now();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('password_resets')
      .innerJoin('accounts', 'accounts.id', 'password_resets.account_id')
      .select(['password_resets.id', 'password_resets.account_id', 'accounts.closed_at'])
      .where('token_hash', '=', digest(token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    if (!row || row.closed_at) return null;
    const claimed = await trx
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return null;
    await trx
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('account_id', '=', row.account_id)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    return { accountId: row.account_id };
  });
}

/** The account an open reset link would set the password of, without using the link. */
export async function peekReset(db: Kysely<Database>, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  return db
    .selectFrom('password_resets')
    .innerJoin('accounts', 'accounts.id', 'password_resets.account_id')
    .select(['accounts.role', 'accounts.name', 'accounts.email'])
    .where('token_hash', '=', digest(token))
    .where('purpose', '=', 'reset')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now())
    .where('accounts.closed_at', 'is', null)
    .executeTakeFirst();
}
