import type { Db } from '../../db';
import { uploadPdf } from '../../documents/__fixtures__/uploads';
import { exclusiveJobs } from '../../platform/jobs';
import { assignCall, byKey, submit, vendorCall } from '../../requests/test-fixtures';
import { seedAccount, type TestAccount } from '../../test-support/accounts';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { completeErasures, startErasureChecks } from '../erasure';

/** The erasure job on the job runner: one process at a time runs it, and overlapping rounds write nothing twice. */

const pan = byKey('pan');
const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
let admin: TestAccount;
let vendor: TestAccount;
let database: Db;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await seedAccount(t.app, 'admin');
  vendor = await seedAccount(t.app, 'vendor', { businessType: pan.vendorCategory });
  // The app's own database handle, as server.ts gives it to the job runner.
  database = { db: t.app.db, kind: t.app.dbKind, dataVersion: t.app.dataVersion, close: async () => undefined };
});
afterAll(async () => {
  await t.close();
});

/** A customer with a request assigned to the vendor, who then asks for erasure: it waits on the assignment. */
async function waitingErasure(name: string) {
  const person = await seedAccount(t.app, 'customer', { name });
  const id = await submit(t.app, pan, person, { aadhar_url: await uploadPdf(t.app, person.auth) });
  expect((await t.app.inject(assignCall(pan, admin, id, vendor.id))).statusCode).toBe(200);
  const erased = await t.app.inject({ method: 'POST', url: '/api/v1/users/eraseMe', headers: person.auth });
  expect(erased.statusCode).toBe(202);
  return { person, id };
}

const erasureOf = (accountId: number) =>
  t.app.db.selectFrom('erasures').selectAll().where('account_id', '=', accountId).executeTakeFirstOrThrow();

test('two rounds at once, as two servers without the lock would run them: the request is withdrawn once and the erasure completed once', async () => {
  const { person, id } = await waitingErasure('Sunita Rao');
  expect((await erasureOf(person.id)).completed_at).toBeNull();
  // The vendor gives the work back: nothing is in progress, so the next round withdraws the request and completes.
  const declined = await t.app.inject(vendorCall('declineAssignment', pan, vendor, id, { reason: 'Too busy.' }));
  expect(declined.statusCode).toBe(200);
  const [a, b] = await Promise.all([
    completeErasures(t.app.db, t.app.storage),
    completeErasures(t.app.db, t.app.storage)
  ]);
  expect(a + b).toBe(1);
  const withdrawals = await t.app.db
    .selectFrom('request_events')
    .select('id')
    .where('request_id', '=', id)
    .where('kind', '=', 'delete')
    .execute();
  expect(withdrawals).toHaveLength(1);
  expect(await erasureOf(person.id)).toMatchObject({ completed_at: expect.any(String), documents_removed: 1 });
});

test('the job runs on the job runner: a process that may not run it this round leaves the erasure open, the one that may completes it', async () => {
  const { person, id } = await waitingErasure('Imran Khan');
  expect((await t.app.inject(vendorCall('declineAssignment', pan, vendor, id, { reason: 'Away.' }))).statusCode).toBe(
    200
  );
  const failures: unknown[] = [];
  const report = (error: unknown) => failures.push(error);
  // On PostgreSQL another server holds the job's advisory lock; on SQLite this is a worker that does not own the jobs.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding: Promise<unknown> = Promise.resolve();
  if (onPostgres) {
    let inside = () => {};
    const locked = new Promise<void>((resolve) => {
      inside = resolve;
    });
    holding = exclusiveJobs(database, true)('complete-erasures', async () => {
      inside();
      await held;
    });
    await locked;
  }
  await startErasureChecks(t.app.db, t.app.storage, report, exclusiveJobs(database, onPostgres))();
  expect((await erasureOf(person.id)).completed_at).toBeNull();
  release();
  await holding;
  await startErasureChecks(t.app.db, t.app.storage, report, exclusiveJobs(database, true))();
  expect((await erasureOf(person.id)).completed_at).toEqual(expect.any(String));
  expect(failures).toEqual([]);
});
