import type { Role } from '@gia/domain';
import type { Kysely } from 'kysely';
import { now } from '../db';
import type { Account, Database, VendorProfilesTable } from '../db/schema';

export async function findAccountByEmail(db: Kysely<Database>, role: Role, email: string): Promise<Account | undefined> {
  return db.selectFrom('accounts').selectAll().where('role', '=', role).where('email_lower', '=', email.toLowerCase()).executeTakeFirst();
}

export interface NewAccountFields {
  role: Role;
  name: string;
  email: string;
  phone: string | null;
  password_hash: string;
}

/** Stores a new account; a second one of the same role and email breaks the unique constraint. */
export async function insertAccount(db: Kysely<Database>, fields: NewAccountFields): Promise<Account> {
  return db.insertInto('accounts')
    .values({ ...fields, email_lower: fields.email.toLowerCase(), created_at: now(), last_login_at: null })
    .returningAll().executeTakeFirstOrThrow();
}

export async function insertVendorProfile(db: Kysely<Database>, profile: VendorProfilesTable): Promise<void> {
  await db.insertInto('vendor_profiles').values(profile).execute();
}

export async function recordLogin(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('accounts').set({ last_login_at: now() }).where('id', '=', id).execute();
}

export async function listAdmins(db: Kysely<Database>) {
  return db.selectFrom('accounts').select(['id', 'name', 'email', 'created_at']).where('role', '=', 'admin').orderBy('id').execute();
}

export async function anyAdminExists(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('accounts').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst()) !== undefined;
}

/** Answers whether such an account exists. */
export async function setDisabled(db: Kysely<Database>, id: number, disabled: boolean): Promise<boolean> {
  const result = await db.updateTable('accounts').set({ disabled: disabled ? 1 : 0 }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether a database error is a broken unique constraint, on SQLite or PostgreSQL. */
export function isDuplicate(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
