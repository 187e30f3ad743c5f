import { formatReference } from '@gia/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { storeAccount } from '../../test-support/accounts';
import { emptyDatabasePerTest } from '../../test-support/migrating';

const fresh = emptyDatabasePerTest('gia-reference-');
const migrateTo = fresh.migrateTo;
let db: Kysely<Database>;
beforeEach(() => {
  db = fresh.db;
});

async function store(createdAt: string, id?: number): Promise<number> {
  const account = await db.selectFrom('accounts').select('id').executeTakeFirstOrThrow();
  const row = await db
    .insertInto('requests')
    .values({
      ...(id ? { id } : {}),
      kind: 'pan',
      customer_id: account.id,
      state: 'PENDING',
      vendor_id: null,
      fields: '{}',
      consent_at: createdAt,
      due_at: createdAt,
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
      search_text: ''
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function referenceOf(id: number): Promise<string | null> {
  const row = await db.selectFrom('requests').select('reference').where('id', '=', id).executeTakeFirstOrThrow();
  return row.reference;
}

test('migration 006 gives stored requests their reference, and the database gives every new one its own', async () => {
  await migrateTo('005_request_totals');
  await storeAccount(db, { createdAt: '2026-01-01T00:00:00.000Z' });
  const before = [
    await store('2025-12-31T18:29:59.999Z'),
    await store('2025-12-31T18:30:00.000Z'),
    await store('2026-11-01T10:00:00.000Z', 1_234_567)
  ];
  await migrateTo('006_request_reference');
  expect(await Promise.all(before.map(referenceOf))).toEqual([
    formatReference(before[0], '2025-12-31T18:29:59.999Z'),
    formatReference(before[1], '2025-12-31T18:30:00.000Z'),
    'GIA-2026-1234567'
  ]);
  expect(await referenceOf(before[0])).toBe(`GIA-2025-${String(before[0]).padStart(6, '0')}`);
  expect(await referenceOf(before[1])).toBe(`GIA-2026-${String(before[1]).padStart(6, '0')}`);

  const later = await store('2027-03-04T05:06:07.000Z', 42);
  expect(await referenceOf(later)).toBe('GIA-2027-000042');
  const another = await store('2026-06-30T20:00:00.000Z');
  expect(await referenceOf(another)).toBe(formatReference(another, '2026-06-30T20:00:00.000Z'));

  // References are unique: a second request cannot take one already given.
  const duplicate = await db
    .insertInto('requests')
    .values({
      kind: 'pan',
      customer_id: 1,
      state: 'PENDING',
      vendor_id: null,
      fields: '{}',
      consent_at: null,
      due_at: null,
      created_at: '2027-03-04T05:06:07.000Z',
      updated_at: '2027-03-04T05:06:07.000Z',
      deleted_at: null,
      search_text: '',
      reference: 'GIA-2027-000042'
    } as never)
    .execute()
    .then(
      () => 'stored',
      (e: Error) => e.message
    );
  expect(duplicate).toMatch(/unique|duplicate/i);
  expect(await referenceOf(later)).toBe('GIA-2027-000042');
});
