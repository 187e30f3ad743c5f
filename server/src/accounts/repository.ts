import type { Role } from '@gia/domain';
import type { Insertable, Kysely } from 'kysely';
import { now } from '../db';
import type { Account, Database, VendorProfilesTable, VendorStatus } from '../db/schema';

export async function findAccountByEmail(
  db: Kysely<Database>,
  role: Role,
  email: string
): Promise<Account | undefined> {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('role', '=', role)
    .where('email_lower', '=', email.toLowerCase())
    .executeTakeFirst();
}

export interface NewAccountFields {
  role: Role;
  name: string;
  email: string;
  phone: string | null;
  password_hash: string;
  /** 1: the account waits until its owner opens the link mailed to them. */
  awaiting_verification?: number;
}

/** Stores a new account; a second one of the same role and email breaks the unique constraint. */
export async function insertAccount(db: Kysely<Database>, fields: NewAccountFields): Promise<Account> {
  return db
    .insertInto('accounts')
    .values({ ...fields, email_lower: fields.email.toLowerCase(), created_at: now(), last_login_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertVendorProfile(
  db: Kysely<Database>,
  profile: Insertable<VendorProfilesTable>
): Promise<void> {
  await db.insertInto('vendor_profiles').values(profile).execute();
}

export async function recordLogin(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('accounts').set({ last_login_at: now() }).where('id', '=', id).execute();
}

export async function listAdmins(db: Kysely<Database>) {
  return db
    .selectFrom('accounts')
    .select(['id', 'name', 'email', 'created_at'])
    .where('role', '=', 'admin')
    .orderBy('id')
    .execute();
}

export async function anyAdminExists(db: Kysely<Database>): Promise<boolean> {
  return (
    (await db.selectFrom('accounts').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst()) !== undefined
  );
}

/**
 * Answers whether such an (open) account exists. Disabling bumps the token version, so re-enabling
 * later does not bring the tokens signed before back to life.
 */
export async function setDisabled(db: Kysely<Database>, id: number, disabled: boolean): Promise<boolean> {
  const result = await db
    .updateTable('accounts')
    .set((eb) => (disabled ? { disabled: 1, token_version: eb('token_version', '+', 1) } : { disabled: 0 }))
    .where('id', '=', id)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether a database error is a broken unique constraint, on SQLite or PostgreSQL. */
export function isDuplicate(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export async function findAccount(db: Kysely<Database>, id: number): Promise<Account | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every open account of any role with this email (the same email may sign up once per role). */
export async function accountsWithEmail(db: Kysely<Database>, email: string): Promise<Account[]> {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('email_lower', '=', email.toLowerCase())
    .where('closed_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Sets a new password and bumps the token version, so every token signed before stops working; answers the new version. */
export async function setPassword(db: Kysely<Database>, id: number, passwordHash: string): Promise<number> {
  const row = await db
    .updateTable('accounts')
    .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
    .where('id', '=', id)
    .returning('token_version')
    .executeTakeFirstOrThrow();
  return row.token_version;
}

/** The account's owner has shown the email is theirs (they opened a link mailed to it). */
export async function markVerified(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('accounts').set({ awaiting_verification: 0 }).where('id', '=', id).execute();
}

/** Signs one token out until it would have expired anyway; forgets signed-out tokens past their expiry. */
export async function revokeToken(
  db: Kysely<Database>,
  accountId: number,
  jti: string,
  expiresAt: string
): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ jti, account_id: accountId, expires_at: expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', now()).execute();
}

/**
 * Active (enabled, open) admins other than `except`, inside a transaction. With `lock` (PostgreSQL) the
 * active admins' rows stay locked until it ends, so two admins disabling each other at once are
 * counted one after the other (SQLite runs write transactions one at a time anyway).
 */
export async function otherActiveAdmins(trx: Kysely<Database>, except: number, lock: boolean): Promise<number> {
  let query = trx
    .selectFrom('accounts')
    .select('id')
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .where('closed_at', 'is', null);
  if (lock) query = query.forUpdate();
  const rows = await query.execute();
  return rows.filter((r) => r.id !== except).length;
}

/** The vendors of one status still holding an account, oldest sign-up first, with what an admin reviews. */
export async function vendorsOfStatus(db: Kysely<Database>, status: VendorStatus) {
  return db
    .selectFrom('vendor_profiles')
    .innerJoin('accounts', 'accounts.id', 'vendor_profiles.account_id')
    .select([
      'vendor_profiles.account_id as vendor_id',
      'vendor_profiles.vendor_name',
      'vendor_profiles.vendor_bussiness_name',
      'vendor_profiles.venndor_bussiness_address',
      'vendor_profiles.vendor_number',
      'vendor_profiles.status',
      'vendor_profiles.vendor_aadhar_document',
      'vendor_profiles.vendor_pan_document',
      'vendor_profiles.vendor_registration_document',
      'vendor_profiles.reviewed_at',
      'accounts.email',
      'accounts.created_at',
      'accounts.disabled'
    ])
    .where('vendor_profiles.status', '=', status)
    .where('accounts.closed_at', 'is', null)
    .orderBy('accounts.created_at')
    .orderBy('vendor_profiles.account_id')
    .limit(500)
    .execute();
}

/** A vendor whose account is not closed (an admin decides on them), or undefined. */
export async function findVendor(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('vendor_profiles')
    .innerJoin('accounts', 'accounts.id', 'vendor_profiles.account_id')
    .select(['accounts.id', 'accounts.role', 'accounts.name', 'vendor_profiles.vendor_name'])
    .where('accounts.id', '=', id)
    .where('accounts.closed_at', 'is', null)
    .executeTakeFirst();
}

/** Records an admin's decision on a vendor: approved (offered work) or suspended. */
export async function setVendorStatus(
  db: Kysely<Database>,
  id: number,
  status: 'approved' | 'suspended',
  adminId: number
): Promise<void> {
  await db
    .updateTable('vendor_profiles')
    .set({ status, reviewed_at: now(), reviewed_by: adminId })
    .where('account_id', '=', id)
    .execute();
}

/** Ends every unused email confirmation link of the account: only the link mailed next will work. */
export async function retireVerificationLinks(db: Kysely<Database>, accountId: number): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: now() })
    .where('account_id', '=', accountId)
    .where('purpose', '=', 'verify')
    .where('used_at', 'is', null)
    .execute();
}
