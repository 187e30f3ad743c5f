import { existsSync } from 'node:fs';
import path from 'node:path';
import { now } from '../../db';
import { seedAccount, type TestAccount } from '../../test-support/accounts';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { HttpError } from '../../plugins/errors';
import { uploadPdf } from '../__fixtures__/uploads';
import { claimDocuments, createDocumentStorage, sweepUnclaimed } from '../index';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let asha: TestAccount;
let ravi: TestAccount;
beforeAll(async () => {
  t = await buildTestApp();
  asha = await seedAccount(t.app, 'customer');
  ravi = await seedAccount(t.app, 'customer');
});
afterAll(async () => {
  await t.close();
});

const idOf = (url: string) => url.split('/').pop()!;
const doc = (id: string) => t.app.db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
const asCaller = (a: TestAccount) => ({ id: a.id, role: 'customer' as const, name: a.name });
const bytesOf = async (id: string) => path.join(t.config.dataDir, 'documents', (await doc(id))!.storage_key);
const age = (id: string, ms: number) =>
  t.app.db
    .updateTable('documents')
    .set({ created_at: new Date(Date.now() - ms).toISOString() })
    .where('id', '=', id)
    .execute();

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('claimDocuments', () => {
  test("claims the caller's own uploads and unclaimed anonymous ones for the caller", async () => {
    const own = idOf(await uploadPdf(t.app, asha.auth));
    const anonymous = idOf(await uploadPdf(t.app));
    await claimDocuments(t.app.db, asCaller(asha), [own, anonymous, own]);
    for (const id of [own, anonymous]) {
      const row = await doc(id);
      expect(row?.owner_id).toBe(asha.id);
      expect(row?.claimed_at).not.toBeNull();
    }
    await claimDocuments(t.app.db, asCaller(asha), [own]);
  });

  test("refuses another customer's document with a 400, and claims none of the others", async () => {
    const ravis = idOf(await uploadPdf(t.app, ravi.auth));
    const anonymous = idOf(await uploadPdf(t.app));
    const error = await refusal(claimDocuments(t.app.db, asCaller(asha), [anonymous, ravis]));
    expect(error.statusCode).toBe(400);
    expect(error.message).toContain('A document you referenced was not uploaded by you');
    expect((await doc(anonymous))?.claimed_at).toBeNull();
    expect((await doc(ravis))?.owner_id).toBe(ravi.id);
  });

  test('refuses an anonymous upload someone else already claimed, and an unknown id', async () => {
    const anonymous = idOf(await uploadPdf(t.app));
    await claimDocuments(t.app.db, asCaller(ravi), [anonymous]);
    expect((await refusal(claimDocuments(t.app.db, asCaller(asha), [anonymous]))).statusCode).toBe(400);
    expect((await refusal(claimDocuments(t.app.db, asCaller(asha), ['AAAAAAAAAAAAAAAAAAAAAAAA']))).statusCode).toBe(
      400
    );
  });
});

describe('the sweep of unclaimed uploads', () => {
  test('removes unclaimed uploads older than a day, row and bytes, and keeps the rest', async () => {
    const storage = createDocumentStorage(t.config);
    const oldAnonymous = idOf(await uploadPdf(t.app));
    const oldOwnUnsubmitted = idOf(await uploadPdf(t.app, asha.auth));
    const fresh = idOf(await uploadPdf(t.app));
    const oldClaimed = idOf(await uploadPdf(t.app, asha.auth));
    const oldReferenced = idOf(await uploadPdf(t.app, asha.auth));
    await claimDocuments(t.app.db, asCaller(asha), [oldClaimed]);
    const at = now();
    const request = await t.app.db
      .insertInto('requests')
      .values({
        kind: 'pan',
        customer_id: asha.id,
        state: 'PENDING',
        vendor_id: null,
        fields: '{}',
        consent_at: at,
        due_at: null,
        created_at: at,
        updated_at: at,
        deleted_at: null,
        search_text: null
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('request_documents')
      .values({ request_id: request.id, document_id: oldReferenced, field: 'pan_card_url' })
      .execute();
    for (const id of [oldAnonymous, oldOwnUnsubmitted, oldClaimed, oldReferenced]) await age(id, DAY + 60_000);
    await age(fresh, DAY - 60_000);
    const goneFiles = [await bytesOf(oldAnonymous), await bytesOf(oldOwnUnsubmitted)];
    const keptFiles = [await bytesOf(fresh), await bytesOf(oldClaimed), await bytesOf(oldReferenced)];

    expect(await sweepUnclaimed(t.app.db, storage, DAY)).toBe(2);

    expect(await doc(oldAnonymous)).toBeUndefined();
    expect(await doc(oldOwnUnsubmitted)).toBeUndefined();
    for (const file of goneFiles) expect(existsSync(file)).toBe(false);
    for (const id of [fresh, oldClaimed, oldReferenced]) expect(await doc(id)).toBeDefined();
    for (const file of keptFiles) expect(existsSync(file)).toBe(true);
    expect(await sweepUnclaimed(t.app.db, storage, DAY)).toBe(0);
  });
});
