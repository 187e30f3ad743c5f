import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { storeAccount } from '../../test-support/accounts';
import { emptyDatabasePerTest } from '../../test-support/migrating';

const fresh = emptyDatabasePerTest('gia-row-version-');
let db: Kysely<Database>;
beforeEach(() => {
  db = fresh.db;
});

const AT = '2026-11-01T10:00:00.000Z';

async function store(customerId: number): Promise<number> {
  const row = await db
    .insertInto('requests')
    .values({
      kind: 'pan',
      customer_id: customerId,
      state: 'PENDING',
      vendor_id: null,
      fields: '{"name":"Asha"}',
      consent_at: AT,
      due_at: AT,
      created_at: AT,
      updated_at: AT,
      deleted_at: null,
      search_text: 'asha'
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const versionOf = async (id: number) =>
  Number(
    (await db.selectFrom('requests').select('row_version').where('id', '=', id).executeTakeFirstOrThrow()).row_version
  );

test('migration 019 gives each stored request version 0, and every change by any writer one more', async () => {
  await fresh.migrateTo('018_window_text');
  const customer = await storeAccount(db, { createdAt: AT });
  const earlier = await store(customer);
  await fresh.migrateTo('019_row_version');
  expect(await versionOf(earlier)).toBe(0);

  // A new request's reference, set by the database on insert, is no change.
  const id = await store(customer);
  const { reference } = await db
    .selectFrom('requests')
    .select('reference')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(reference).toMatch(/^GIA-/);
  expect(await versionOf(id)).toBe(0);

  await db.updateTable('requests').set({ state: 'REJECTED' }).where('id', '=', id).execute();
  expect(await versionOf(id)).toBe(1);
  await sql`update requests set fields = '{"name":"Asha Rao"}', search_text = 'asha rao' where id = ${id}`.execute(db);
  expect(await versionOf(id)).toBe(2);
  // A writer that sets the version itself is not counted twice.
  await sql`update requests set milestones = '[]', row_version = row_version + 1 where id = ${id}`.execute(db);
  expect(await versionOf(id)).toBe(3);
  await db.updateTable('requests').set({ deleted_at: AT }).where('id', '=', id).execute();
  expect(await versionOf(id)).toBe(4);
  expect(await versionOf(earlier)).toBe(0);
});
