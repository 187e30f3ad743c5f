import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { storeAccount } from '../../test-support/accounts';
import { emptyDatabasePerTest } from '../../test-support/migrating';

const fresh = emptyDatabasePerTest('gia-totals-');
const migrateTo = fresh.migrateTo;
let db: Kysely<Database>;
beforeEach(() => {
  db = fresh.db;
});

const AT = '2026-11-01T10:00:00.000Z';

async function store(kind: string, deleted = false): Promise<number> {
  const account = await db.selectFrom('accounts').select('id').executeTakeFirstOrThrow();
  const row = await db
    .insertInto('requests')
    .values({
      kind,
      customer_id: account.id,
      state: 'PENDING',
      vendor_id: null,
      fields: '{}',
      consent_at: AT,
      due_at: AT,
      created_at: AT,
      updated_at: AT,
      deleted_at: deleted ? AT : null,
      search_text: ''
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function totals(): Promise<Record<string, number>> {
  const rows = await db.selectFrom('request_totals').selectAll().orderBy('kind').execute();
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.live)]));
}

test('migration 005 counts the live requests already stored, and every later writer keeps the count', async () => {
  await migrateTo('004_notices');
  await storeAccount(db, { createdAt: AT });
  await store('pan');
  await store('pan');
  await store('pan', true);
  await store('gstCompany');

  await migrateTo('005_request_totals');
  expect(await totals()).toEqual({ gstCompany: 1, pan: 2 });

  const stored = await store('pan');
  await store('tan', true);
  expect(await totals()).toEqual({ gstCompany: 1, pan: 3 });
  await db.updateTable('requests').set({ deleted_at: AT }).where('id', '=', stored).execute();
  await db.updateTable('requests').set({ deleted_at: AT }).where('id', '=', stored).execute();
  expect(await totals()).toEqual({ gstCompany: 1, pan: 2 });
  await db.deleteFrom('requests').where('kind', '=', 'gstCompany').execute();
  await db.deleteFrom('requests').where('kind', '=', 'tan').execute();
  expect(await totals()).toEqual({ gstCompany: 0, pan: 2 });
});
