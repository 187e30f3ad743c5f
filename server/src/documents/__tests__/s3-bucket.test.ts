import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { completeErasures } from '../../privacy';
import { removeWaitingBytes } from '../../privacy/documents';
import { byKey, deleteCall, submit } from '../../requests/test-fixtures';
import { seedAccount, type TestAccount } from '../../test-support/accounts';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { S3_BUCKET, startS3, type S3Service } from '../../test-support/services';
import { JPEG, PDF, upload } from '../__fixtures__/uploads';
import { DAY_MS, sweepUnclaimed } from '../sweep';

/**
 * The server with STORAGE_DRIVER=s3 against a real S3-protocol server: uploads, reads, the sweep, deletion
 * and erasure, and an outage.
 */

let s3: S3Service;
let t: TestApp;
let customer: TestAccount;
let admin: TestAccount;
let bucket: S3Client;
const pan = byKey('pan');

beforeAll(async () => {
  s3 = await startS3();
  t = await buildTestApp({ ...s3.env, MIN_FREE_DISK_MB: '0' });
  customer = await seedAccount(t.app, 'customer');
  admin = await seedAccount(t.app, 'admin');
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: 'ap-south-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED'
  });
});
afterAll(async () => {
  bucket.destroy();
  await t.close();
  await s3.close();
});

const keysInBucket = async () =>
  ((await bucket.send(new ListObjectsV2Command({ Bucket: S3_BUCKET }))).Contents ?? []).map((o) => o.Key);
const rowOf = (url: string) =>
  t.app.db.selectFrom('documents').selectAll().where('id', '=', url.split('/').pop()!).executeTakeFirstOrThrow();
const read = (url: string) => t.app.inject({ method: 'GET', url, headers: customer.auth });
const documentCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n
  );
const uploading = () => {
  const folder = path.join(t.config.dataDir, 'uploading');
  return existsSync(folder) ? readdirSync(folder) : [];
};

test('an upload streams into the bucket under its key, and reads stream back the same bytes', async () => {
  const res = await upload(t.app, { name: 'deed.pdf', type: 'application/pdf', data: PDF }, customer.auth);
  expect(res.statusCode).toBe(200);
  const row = await rowOf(res.json().url);
  expect(await keysInBucket()).toContain(row.storage_key);
  expect(existsSync(path.join(t.config.dataDir, 'documents'))).toBe(false);
  const back = await read(res.json().url);
  expect(back.statusCode).toBe(200);
  expect(back.headers['content-type']).toBe('application/pdf');
  expect(back.rawPayload.equals(PDF)).toBe(true);
});

test('with the bucket down, uploads and reads answer 503 in words; nothing half-kept, nothing lost', async () => {
  const kept = (await upload(t.app, { name: 'photo.jpg', type: 'image/jpeg', data: JPEG }, customer.auth)).json().url;
  const before = await documentCount();
  await s3.stop();
  try {
    const refused = await upload(t.app, { name: 'deed.pdf', type: 'application/pdf', data: PDF }, customer.auth);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      code: 'limits.storageDown',
      message:
        'Document storage cannot be reached just now. Nothing was saved or lost; please try again in a few minutes.'
    });
    expect(await documentCount()).toBe(before);
    expect(uploading()).toEqual([]);
    const unreadable = await read(kept);
    expect(unreadable.statusCode).toBe(503);
    expect(unreadable.json().code).toBe('limits.storageDown');
  } finally {
    await s3.start();
  }
  const back = await read(kept);
  expect(back.statusCode).toBe(200);
  expect(back.rawPayload.equals(JPEG)).toBe(true);
  expect(
    (await upload(t.app, { name: 'deed.pdf', type: 'application/pdf', data: PDF }, customer.auth)).statusCode
  ).toBe(200);
});

test('the sweep of unclaimed uploads removes their objects from the bucket', async () => {
  const url = (await upload(t.app, { name: 'left.pdf', type: 'application/pdf', data: PDF })).json().url;
  const row = await rowOf(url);
  expect(await keysInBucket()).toContain(row.storage_key);
  const removed = await sweepUnclaimed(t.app.db, t.app.storage, DAY_MS, Date.now() + 2 * DAY_MS);
  expect(removed).toBeGreaterThanOrEqual(1);
  expect(await keysInBucket()).not.toContain(row.storage_key);
});

test('a sweep while the bucket is down keeps the row, so the next sweep removes the object', async () => {
  const url = (await upload(t.app, { name: 'later.pdf', type: 'application/pdf', data: PDF })).json().url;
  const row = await rowOf(url);
  const { storage } = t.app;
  await s3.stop();
  try {
    await expect(sweepUnclaimed(t.app.db, storage, DAY_MS, Date.now() + 2 * DAY_MS)).rejects.toThrow();
  } finally {
    await s3.start();
  }
  expect((await rowOf(url)).id).toBe(row.id);
  expect(await keysInBucket()).toContain(row.storage_key);
  await sweepUnclaimed(t.app.db, storage, DAY_MS, Date.now() + 2 * DAY_MS);
  expect(await keysInBucket()).not.toContain(row.storage_key);
  expect(
    await t.app.db.selectFrom('documents').select('id').where('id', '=', row.id).executeTakeFirst()
  ).toBeUndefined();
});

/** A request of the customer's with one uploaded document; answers the request's id and the document's row. */
async function requestWithDocument(who: TestAccount) {
  const url = (await upload(t.app, { name: 'aadhaar.pdf', type: 'application/pdf', data: PDF }, who.auth)).json().url;
  const id = await submit(t.app, pan, who, { aadhar_url: url });
  return { id, doc: await rowOf(url) };
}

const waitingRemovals = async () =>
  (await t.app.db.selectFrom('document_removals').select('storage_key').execute()).map((r) => r.storage_key);
const documentRow = (id: string) =>
  t.app.db.selectFrom('documents').select('id').where('id', '=', id).executeTakeFirst();

test('deleting requests while the bucket is down: done and answered, their bytes removed once it is back', async () => {
  const perKind = await requestWithDocument(customer);
  const workspace = await requestWithDocument(customer);
  const { reference } = await t.app.db
    .selectFrom('requests')
    .select('reference')
    .where('id', '=', workspace.id)
    .executeTakeFirstOrThrow();
  await s3.stop();
  try {
    const byKind = await t.app.inject({ ...deleteCall(pan, perKind.id), headers: admin.auth });
    expect(byKind.statusCode).toBe(200);
    expect(byKind.json().message).toBe('Record deleted successfully.');
    const byReference = await t.app.inject({
      method: 'POST',
      url: `/api/v1/global/requests/${reference}/delete`,
      headers: admin.auth,
      payload: { reason: 'Submitted twice by mistake.' }
    });
    expect(byReference.statusCode).toBe(200);
    expect(await documentRow(perKind.doc.id)).toBeUndefined();
    expect(await documentRow(workspace.doc.id)).toBeUndefined();
    expect(await waitingRemovals()).toEqual(
      expect.arrayContaining([perKind.doc.storage_key, workspace.doc.storage_key])
    );
    await expect(removeWaitingBytes(t.app.db, t.app.storage)).rejects.toThrow('Document storage unavailable');
  } finally {
    await s3.start();
  }
  expect(await keysInBucket()).toEqual(expect.arrayContaining([perKind.doc.storage_key, workspace.doc.storage_key]));
  expect(await removeWaitingBytes(t.app.db, t.app.storage)).toBeGreaterThanOrEqual(2);
  const left = await keysInBucket();
  expect(left).not.toContain(perKind.doc.storage_key);
  expect(left).not.toContain(workspace.doc.storage_key);
  expect(await waitingRemovals()).toEqual([]);
});

test("with the bucket up, a deleted request's bytes go at once and nothing is left waiting", async () => {
  const { id, doc } = await requestWithDocument(customer);
  expect((await t.app.inject({ ...deleteCall(pan, id), headers: admin.auth })).statusCode).toBe(200);
  expect(await keysInBucket()).not.toContain(doc.storage_key);
  expect(await waitingRemovals()).toEqual([]);
});

test('an erasure while the bucket is down stays open with its documents, and completes once it is back', async () => {
  const person = await seedAccount(t.app, 'customer', { name: 'Meera Iyer' });
  const { doc } = await requestWithDocument(person);
  await s3.stop();
  try {
    const erased = await t.app.inject({ method: 'POST', url: '/api/v1/users/eraseMe', headers: person.auth });
    expect(erased.statusCode).toBe(202);
    expect(erased.json().code).toBe('identity.erasureStarted');
    await expect(completeErasures(t.app.db, t.app.storage)).rejects.toThrow('Document storage unavailable');
  } finally {
    await s3.start();
  }
  const erasure = () =>
    t.app.db.selectFrom('erasures').selectAll().where('account_id', '=', person.id).executeTakeFirstOrThrow();
  expect((await erasure()).completed_at).toBeNull();
  expect((await documentRow(doc.id))?.id).toBe(doc.id);
  expect(await keysInBucket()).toContain(doc.storage_key);
  expect(await completeErasures(t.app.db, t.app.storage)).toBeGreaterThanOrEqual(1);
  expect(await erasure()).toMatchObject({ completed_at: expect.any(String), documents_removed: 1 });
  expect(await keysInBucket()).not.toContain(doc.storage_key);
  expect(await documentRow(doc.id)).toBeUndefined();
});
