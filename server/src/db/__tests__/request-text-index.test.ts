import type { Kysely } from 'kysely';
import { textMatches } from '../../requests/repository/text-search';
import type { Database } from '../schema';
import { storeAccount } from '../../test-support/accounts';
import { emptyDatabasePerTest } from '../../test-support/migrating';

/**
 * Migration 011: the lists' text search reads the database's own full-text index (SQLite FTS5, PostgreSQL
 * trigram indexes). Requests stored before it are found, and every later write (insert, the reference
 * the database sets, a changed text, a deletion) leaves the index matching the table.
 */

const fresh = emptyDatabasePerTest('gia-text-index-');
const migrateTo = fresh.migrateTo;
let db: Kysely<Database>;
beforeEach(() => {
  db = fresh.db;
});

const AT = '2026-11-01T10:00:00.000Z';

async function store(text: string): Promise<{ id: number; reference: string }> {
  const account = await db.selectFrom('accounts').select('id').executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('requests')
    .values({
      kind: 'pan',
      customer_id: account.id,
      state: 'PENDING',
      vendor_id: null,
      fields: '{}',
      consent_at: AT,
      due_at: AT,
      created_at: AT,
      updated_at: AT,
      deleted_at: null,
      search_text: text
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { reference } = await db
    .selectFrom('requests')
    .select('reference')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, reference };
}

async function found(text: string): Promise<number[]> {
  const rows = await db.selectFrom('requests').select('id').where(textMatches(db, text)).orderBy('id').execute();
  return rows.map((r) => r.id);
}

test('requests stored before the index are found, and every writer keeps it in step', async () => {
  await migrateTo('006_request_reference');
  await storeAccount(db, { createdAt: AT });
  const before = await store('meenakshi sundaram\nabcpm1234q');

  await migrateTo('011_request_text_index');
  expect(await found('Sundaram')).toEqual([before.id]);
  expect(await found(before.reference.toLowerCase())).toEqual([before.id]);

  const after = await store('rohan mehta\nbombay house');
  expect(await found('mehta')).toEqual([after.id]);
  // Part of the reference the database gave it on insert (migration 006's trigger), and the whole of it.
  expect(await found(after.reference.slice(-6))).toEqual([after.id]);
  expect(await found(after.reference)).toEqual([after.id]);
  // Two characters are too few for the trigram index: still found, by LIKE.
  expect(await found('ro')).toEqual([after.id]);
  expect(await found('"mehta')).toEqual([]);

  await db.updateTable('requests').set({ search_text: 'rohan malhotra' }).where('id', '=', after.id).execute();
  expect(await found('mehta')).toEqual([]);
  expect(await found('malhotra')).toEqual([after.id]);

  await db.deleteFrom('requests').where('id', '=', after.id).execute();
  expect(await found('malhotra')).toEqual([]);
  expect(await found('sundaram')).toEqual([before.id]);
});
