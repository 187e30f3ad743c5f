import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { storeAccount } from '../../test-support/accounts';
import { emptyDatabasePerTest } from '../../test-support/migrating';
import { isPostgres } from '../../requests/repository/text-search';

const fresh = emptyDatabasePerTest('gia-people-version-');
let db: Kysely<Database>;
beforeEach(async () => {
  db = fresh.db;
  await fresh.migrateTo('020_people_version');
});

/** The test's own database's tables of that name (its schema's on PostgreSQL: Kysely's introspection lists every test's). */
async function tablesNamed(name: string): Promise<string[]> {
  const { rows } = isPostgres(db)
    ? await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_name = ${name}`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = ${name}`.execute(db);
  return rows.map((r) => r.name);
}

const version = async () =>
  Number((await db.selectFrom('people_version').select('version').executeTakeFirstOrThrow()).version);

function addProfile(accountId: number, vendorName: string) {
  return db
    .insertInto('vendor_profiles')
    .values({
      account_id: accountId,
      vendor_number: '9876543210',
      vendor_name: vendorName,
      vendor_bussiness_name: 'PAN Registration',
      venndor_bussiness_address: 'MG Road, Bengaluru 560001',
      vendor_aadhar_document: 'seeded',
      vendor_pan_document: 'seeded',
      vendor_registration_document: 'seeded',
      status: 'approved'
    })
    .execute();
}

test("migration 020: the names' version grows at each change of a name, email or phone a list row shows", async () => {
  const customer = await storeAccount(db, { phone: '9876543210' });
  const start = await version();
  await db.updateTable('accounts').set({ name: 'Asha R. Rao' }).where('id', '=', customer).execute();
  expect(await version()).toBe(start + 1);
  await sql`update accounts set email = 'asha.rao@example.in', email_lower = 'asha.rao@example.in' where id = ${customer}`.execute(
    db
  );
  expect(await version()).toBe(start + 2);
  await db.updateTable('accounts').set({ phone: null }).where('id', '=', customer).execute();
  expect(await version()).toBe(start + 3);
  // An erasure empties them all at once: one change.
  await db
    .updateTable('accounts')
    .set({ name: 'Erased customer', email: 'erased-1', email_lower: 'erased-1', phone: '9000000000' })
    .where('id', '=', customer)
    .execute();
  expect(await version()).toBe(start + 4);
});

test("migration 020: a sign-in, a new password or a new account leaves the names' version as it is", async () => {
  const customer = await storeAccount(db);
  const start = await version();
  await db
    .updateTable('accounts')
    .set({ last_login_at: '2026-11-02T10:00:00.000Z', password_hash: 'another' })
    .where('id', '=', customer)
    .execute();
  await db.updateTable('accounts').set({ name: 'Asha Rao' }).where('id', '=', customer).execute();
  await storeAccount(db, { email: 'ravi@example.in', name: 'Ravi' });
  expect(await version()).toBe(start);
});

test("migration 020: a vendor's business name, given, changed or taken away, grows the names' version", async () => {
  const vendor = await storeAccount(db, { role: 'vendor', email: 'vendor@example.in' });
  const start = await version();
  await addProfile(vendor, 'Old Business');
  expect(await version()).toBe(start + 1);
  await db.updateTable('vendor_profiles').set({ status: 'suspended' }).where('account_id', '=', vendor).execute();
  expect(await version()).toBe(start + 1);
  await db
    .updateTable('vendor_profiles')
    .set({ vendor_name: 'New Business' })
    .where('account_id', '=', vendor)
    .execute();
  expect(await version()).toBe(start + 2);
  await db.deleteFrom('vendor_profiles').where('account_id', '=', vendor).execute();
  expect(await version()).toBe(start + 3);
});

test('migration 020 steps back whole', async () => {
  expect((await fresh.migrateTo('019_row_version')) as unknown).not.toHaveProperty('error');
  expect(await tablesNamed('people_version')).toEqual([]);
  // Its triggers are gone too: a rename would fail on the table they wrote.
  const customer = await storeAccount(db);
  await db.updateTable('accounts').set({ name: 'Asha R. Rao' }).where('id', '=', customer).execute();
  await fresh.migrateTo('020_people_version');
  expect(await version()).toBe(0);
});
