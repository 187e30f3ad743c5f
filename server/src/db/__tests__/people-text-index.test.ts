import type { Kysely } from 'kysely';
import { accountsMatching } from '../../requests/repository/text-search';
import type { Database } from '../schema';
import { storeAccount } from '../../test-support/accounts';
import { emptyDatabasePerTest } from '../../test-support/migrating';

/**
 * Migration 012: the global search finds people by name (admins: email) from the database's own text
 * index. Accounts made before it are found, and every later write (a new account, a changed name or
 * email, a deletion) leaves the index matching the table.
 */

const fresh = emptyDatabasePerTest('gia-people-index-');
const migrateTo = fresh.migrateTo;
let db: Kysely<Database>;
beforeEach(() => {
  db = fresh.db;
});

const account = (name: string, email: string) => storeAccount(db, { name, email });

async function found(text: string, withEmail = true): Promise<number[]> {
  const rows = await db
    .selectFrom('accounts')
    .select('id')
    .where(accountsMatching(db, text, withEmail))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

test('accounts made before the index are found, and every writer keeps it in step', async () => {
  await migrateTo('011_request_text_index');
  const before = await account('Meenakshi Sundaram', 'meena@example.in');

  await migrateTo('012_people_text_index');
  expect(await found('SUNDARAM')).toEqual([before]);
  const after = await account('Ravi Kumar', 'Ravi.K@Example.in');
  expect(await found('ravi.k@')).toEqual([after]);
  expect(await found('ravi.k@', false)).toEqual([]);
  expect(await found('kumar', false)).toEqual([after]);
  // Shorter than a trigram: still found, by LIKE.
  expect(await found('ku')).toEqual([after]);

  await db.updateTable('accounts').set({ name: 'Ravi Shankar' }).where('id', '=', after).execute();
  expect([await found('kumar'), await found('shankar')]).toEqual([[], [after]]);
  await db
    .updateTable('accounts')
    .set({ email: 'rs@example.in', email_lower: 'rs@example.in' })
    .where('id', '=', after)
    .execute();
  expect([await found('ravi.k@'), await found('rs@example')]).toEqual([[], [after]]);

  await db.deleteFrom('accounts').where('id', '=', before).execute();
  expect(await found('sundaram')).toEqual([]);
});
