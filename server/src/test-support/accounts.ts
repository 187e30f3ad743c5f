import type { Role } from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { now } from '../db';
import type { Database } from '../db/schema';

export interface TestAccount {
  id: number;
  name: string;
  email: string;
  token: string;
  auth: { authorization: string };
}

let counter = 0;

/**
 * An account stored straight in the database, with a signed token, for tests of calls other than
 * sign-in. Vendors get a profile of the given business type, approved unless said otherwise. Its password hash is not usable to log in.
 */
export async function seedAccount(
  app: FastifyInstance,
  role: Role,
  options: { name?: string; businessType?: string; vendorStatus?: 'pending' | 'approved' | 'suspended' } = {}
): Promise<TestAccount> {
  counter += 1;
  const name = options.name ?? `${role} ${counter}`;
  const email = `${role}${counter}.${Date.now()}@example.in`;
  const id = await storeAccount(app.db, { role, name, email, phone: '9876543210', createdAt: now() });
  if (role === 'vendor') {
    await app.db
      .insertInto('vendor_profiles')
      .values({
        account_id: id,
        vendor_number: '9876543210',
        vendor_name: name,
        vendor_bussiness_name: options.businessType ?? 'PAN Registration',
        venndor_bussiness_address: 'MG Road, Bengaluru 560001',
        vendor_aadhar_document: 'seeded',
        vendor_pan_document: 'seeded',
        vendor_registration_document: 'seeded',
        status: options.vendorStatus ?? 'approved'
      })
      .execute();
  }
  const token = app.signToken({ id: id, role, name });
  return { id: id, name, email, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * Stores an account with the columns every migration's schema has (a migration's test stores one before
 * stepping the schema forward), and gives its id. Its password hash is not usable to log in.
 */
export async function storeAccount(
  db: Kysely<Database>,
  {
    name = 'Asha Rao',
    email = 'asha@example.in',
    role = 'customer',
    phone = null,
    createdAt = '2026-11-01T10:00:00.000Z'
  }: { name?: string; email?: string; role?: Role; phone?: string | null; createdAt?: string } = {}
): Promise<number> {
  const row = await db
    .insertInto('accounts')
    .values({
      role,
      name,
      email,
      email_lower: email.toLowerCase(),
      phone,
      password_hash: 'not-a-login',
      created_at: createdAt,
      last_login_at: null
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
