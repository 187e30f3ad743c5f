import {
  byKey,
  readOne,
  readUrl,
  submit,
  vendorCall,
  assignCall,
  rejectCall,
  deleteCall
} from '../../requests/test-fixtures';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { uploadPdf } from '../../documents/__fixtures__/uploads';
import { seedAccount, type TestAccount } from '../../test-support/accounts';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { completeErasures } from '../erasure';

/** Issue 17, personal data: Aadhaar numbers in free text, documents and links, logs, file modes, myData and erasure. */

const AADHAAR = '234567890124';
const MASKED = 'XXXX XXXX 0124';
const legal = byKey('legalNotice');
const pan = byKey('pan');
const lines: string[] = [];
let t: TestApp;
let customer: TestAccount;
let admin: TestAccount;
let vendor: TestAccount;
const onSqlite = !process.env.DATABASE_URL;

beforeAll(async () => {
  t = await buildTestApp(
    { LOG_LEVEL: 'info' },
    {
      logger: true,
      logStream: {
        write: (line: string) => {
          lines.push(line);
        }
      }
    }
  );
  customer = await seedAccount(t.app, 'customer', { name: 'Asha Rao' });
  admin = await seedAccount(t.app, 'admin', { name: 'Ravi Admin' });
  vendor = await seedAccount(t.app, 'vendor', { name: 'Legal Alpha', businessType: legal.vendorCategory });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, who: TestAccount | null) =>
  t.app.inject({ method: 'GET', url, headers: who ? who.auth : {} });
const post = (url: string, who: TestAccount, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: who.auth, payload });
const referenceOf = async (id: number) =>
  (await t.app.db.selectFrom('requests').select('reference').where('id', '=', id).executeTakeFirstOrThrow()).reference;
const write = (who: TestAccount, reference: string, text: string, internal = false) =>
  post(`/api/v1/global/requests/${reference}/messages`, who, { text, internal });
const conversation = async (who: TestAccount, reference: string) =>
  (await get(`/api/v1/global/requests/${reference}/messages`, who)).json() as {
    text: string;
    internal: boolean;
    author: { name: string; role: string };
  }[];

describe('Aadhaar numbers typed into free text', () => {
  let id: number;
  beforeAll(async () => {
    id = await submit(t.app, legal, customer, {
      first_person_details: `Asha Rao, Aadhaar ${AADHAAR}, Pune`,
      narration: `Aadhaar 2345 6789 0124 attached`
    });
  });

  test('the customer who typed it sees it whole; admins and the assigned vendor see it masked', async () => {
    const own = await readOne(t.app, legal, customer, id);
    expect(own?.first_person_details).toBe(`Asha Rao, Aadhaar ${AADHAAR}, Pune`);
    const adminView = await readOne(t.app, legal, admin, id);
    expect(adminView?.first_person_details).toBe(`Asha Rao, Aadhaar ${MASKED}, Pune`);
    expect(adminView?.narration).toBe(`Aadhaar ${MASKED} attached`);
    expect((await t.app.inject(assignCall(legal, admin, id, vendor.id))).statusCode).toBe(200);
    const vendorView = await readOne(t.app, legal, vendor, id);
    expect(JSON.stringify(vendorView)).not.toContain(AADHAAR);
    expect(vendorView?.first_person_details).toContain(MASKED);
  });

  test("the admins' CSV shows it masked, and a search for the number finds nothing", async () => {
    const csv = await get(`${readUrl(legal)}?format=csv`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(MASKED);
    expect(csv.body).not.toContain(AADHAAR);
    for (const who of [admin, customer]) {
      const found = await get(`${readUrl(legal)}?q=${AADHAAR}`, who);
      expect(found.json()).toEqual([]);
    }
  });

  test('a rejection reason holding one is masked for the customer, in the request and the notification; its admin sees it whole', async () => {
    const other = await submit(t.app, legal, customer);
    expect(
      (await t.app.inject(rejectCall(legal, admin, other, `The Aadhaar ${AADHAAR} does not match the name.`)))
        .statusCode
    ).toBe(200);
    const seen = await readOne(t.app, legal, customer, other);
    const reason = seen?.events.find((e) => e.kind === 'reject')?.reason;
    expect(reason).toBe(`The Aadhaar ${MASKED} does not match the name.`);
    const byAdmin = await readOne(t.app, legal, admin, other);
    expect(byAdmin?.events.find((e) => e.kind === 'reject')?.reason).toContain(AADHAAR);
    const notices = await get('/api/v1/global/notifications', customer);
    expect(notices.body).not.toContain(AADHAAR);
    expect(notices.body).toContain(MASKED);
  });

  test('form answers holding one are masked for admins, as JSON and CSV', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/data/insertForms',
      headers: admin.auth,
      payload: { formName: 'KYC', fields: [{ type: 'input', label: 'Details', required: true, inputType: 'text' }] }
    });
    const formId = form.json().id;
    const answered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/data/insertFormsResponses',
      payload: { form_id: formId, responses: { Details: `my aadhaar ${AADHAAR}` } }
    });
    expect(answered.statusCode).toBeLessThan(300);
    for (const format of ['json', 'csv']) {
      const res = await get(`/api/v1/admin/data/getFormsResponses?form_id=${formId}&format=${format}`, admin);
      expect(res.body).toContain(MASKED);
      expect(res.body).not.toContain(AADHAAR);
    }
  });

  test('the list across kinds and the request page show its subject masked to admins and the assigned vendor, whole to the customer who typed it', async () => {
    const details = `Asha Rao, Aadhaar ${AADHAAR}, Pune`;
    const mine = await submit(t.app, legal, customer, { first_person_details: details });
    expect((await t.app.inject(assignCall(legal, admin, mine, vendor.id))).statusCode).toBe(200);
    const reference = await referenceOf(mine);
    for (const [who, subject] of [
      [customer, details],
      [admin, `Asha Rao, Aadhaar ${MASKED}, Pune`],
      [vendor, `Asha Rao, Aadhaar ${MASKED}, Pune`]
    ] as const) {
      const list = await get(`/api/v1/global/requests?kind=legalNotice&q=${reference}`, who);
      expect(list.json()).toEqual([expect.objectContaining({ reference, subject })]);
      const page = await get(`/api/v1/global/requests/${reference}`, who);
      expect(page.json()).toMatchObject({ reference, subject });
      if (who !== customer) {
        expect(list.body).not.toContain(AADHAAR);
        expect(page.body).not.toContain(AADHAAR);
      }
    }
  });

  test("a vendor's business address on the admins' approval list shows it masked", async () => {
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vendors/login/signUp',
      payload: {
        vendor_number: '9876543210',
        password: 'Correct-horse-7',
        vendor_name: 'Kumar Associates',
        email: `kumar.${Date.now()}@example.in`,
        vendor_bussiness_name: pan.vendorCategory,
        venndor_bussiness_address: `12 MG Road, Bengaluru 560001 (proprietor's Aadhaar ${AADHAAR})`,
        vendor_aadhar_url: await uploadPdf(t.app),
        vendor_pan_url: await uploadPdf(t.app),
        vendor_registration_document_url: await uploadPdf(t.app)
      }
    });
    expect(signed.statusCode).toBe(201);
    const pending = await get('/api/v1/admin/data/getVendors?status=pending', admin);
    expect(pending.json()).toContainEqual(
      expect.objectContaining({
        vendor_id: signed.json().user.id,
        venndor_bussiness_address: `12 MG Road, Bengaluru 560001 (proprietor's Aadhaar ${MASKED})`
      })
    );
    expect(pending.body).not.toContain(AADHAAR);
  });

  test('in the conversation, a message holding one is whole to its author and masked to everyone else', async () => {
    const mine = await submit(t.app, legal, customer);
    expect((await t.app.inject(assignCall(legal, admin, mine, vendor.id))).statusCode).toBe(200);
    const reference = await referenceOf(mine);
    const asked = `My Aadhaar is ${AADHAAR}.`;
    const written = await write(customer, reference, asked);
    expect([written.statusCode, written.json().text]).toEqual([201, asked]);
    expect((await write(admin, reference, 'Is it 2345 6789 0124, as on the notice?')).statusCode).toBe(201);
    const texts = async (who: TestAccount) => (await conversation(who, reference)).map((m) => m.text);
    expect(await texts(customer)).toEqual([asked, `Is it ${MASKED}, as on the notice?`]);
    expect(await texts(admin)).toEqual([`My Aadhaar is ${MASKED}.`, 'Is it 2345 6789 0124, as on the notice?']);
    expect(await texts(vendor)).toEqual([`My Aadhaar is ${MASKED}.`, `Is it ${MASKED}, as on the notice?`]);
  });

  test('it is never written to the log', () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(AADHAAR);
  });
});

describe('links and logs', () => {
  test('request logs redact sig, token and q', async () => {
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/global/documents/abcdefghijklmnopqrstuvwx?exp=1&v=2&sig=SECRETSIG123&token=SECRETTOKEN456&q=Asha+Secret`
    });
    await t.app.inject({ method: 'GET', url: `/ResetPassword?token=RESETSECRET789` });
    const log = lines.join('\n');
    for (const secret of ['SECRETSIG123', 'SECRETTOKEN456', 'Asha+Secret', 'RESETSECRET789'])
      expect(log).not.toContain(secret);
    expect(log).toContain('sig=[redacted]');
  });

  test("a signed link stops working when its holder's assignment ends; the view log records the real caller and address", async () => {
    const docUrl = await uploadPdf(t.app, customer.auth);
    const id = await submit(t.app, pan, customer, { aadhar_url: docUrl });
    const panVendor = await seedAccount(t.app, 'vendor', { businessType: pan.vendorCategory });
    expect((await t.app.inject(assignCall(pan, admin, id, panVendor.id))).statusCode).toBe(200);
    const row = await readOne(t.app, pan, panVendor, id);
    const link = Object.values(row!).find((v) => typeof v === 'string' && v.includes('sig=')) as string;
    expect(link).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: link, remoteAddress: '10.20.30.40' })).statusCode).toBe(200);
    expect(
      (await t.app.inject(vendorCall('declineAssignment', pan, panVendor, id, { reason: 'Too busy this week.' })))
        .statusCode
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);

    const documentId = link.split('/').pop()!.split('?')[0];
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/global/documents/${documentId}`,
          headers: admin.auth,
          remoteAddress: '10.9.8.7'
        })
      ).statusCode
    ).toBe(200);
    const views = (await get(`/api/v1/admin/data/getDocumentViews?document_id=${documentId}`, admin)).json();
    expect(
      views.slice(0, 2).map((v: { viewer_id: number; via: string; address: string }) => [v.viewer_id, v.via, v.address])
    ).toEqual([
      [admin.id, 'token', '10.9.8.7'],
      [panVendor.id, 'signature', '10.20.30.40']
    ]);
  });

  test('deleting a pending request removes its documents', async () => {
    const docUrl = await uploadPdf(t.app, customer.auth);
    const documentId = docUrl.split('/').pop()!;
    const id = await submit(t.app, pan, customer, { aadhar_url: docUrl });
    const stored = await t.app.db
      .selectFrom('documents')
      .select('storage_key')
      .where('id', '=', documentId)
      .executeTakeFirstOrThrow();
    const call = deleteCall(pan, id);
    expect((await t.app.inject({ ...call, headers: admin.auth })).statusCode).toBe(200);
    expect(
      await t.app.db.selectFrom('documents').select('id').where('id', '=', documentId).executeTakeFirst()
    ).toBeUndefined();
    expect(existsSync(path.join(t.config.dataDir, 'documents', stored.storage_key))).toBe(false);
    expect((await get(`/api/v1/global/documents/${documentId}`, admin)).statusCode).toBe(404);
  });

  test('deleting a pending request from the request page removes its documents, but not one another live request of the customer uses', async () => {
    const ownUrl = await uploadPdf(t.app, customer.auth);
    const sharedUrl = await uploadPdf(t.app, customer.auth);
    const [own, shared] = [ownUrl, sharedUrl].map((url) => url.split('/').pop()!);
    const id = await submit(t.app, pan, customer, { aadhar_url: ownUrl, photo_url: sharedUrl });
    const other = await submit(t.app, pan, customer, { photo_url: sharedUrl });
    const stored = await t.app.db
      .selectFrom('documents')
      .select('storage_key')
      .where('id', '=', own)
      .executeTakeFirstOrThrow();
    const reference = await referenceOf(id);
    const deleted = await post(`/api/v1/global/requests/${reference}/delete`, admin, {
      reason: 'Submitted twice by mistake.'
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await t.app.db.selectFrom('documents').select('id').where('id', '=', own).executeTakeFirst()
    ).toBeUndefined();
    expect(existsSync(path.join(t.config.dataDir, 'documents', stored.storage_key))).toBe(false);
    expect((await get(`/api/v1/global/documents/${own}`, admin)).statusCode).toBe(404);
    expect((await get(`/api/v1/global/documents/${shared}`, admin)).statusCode).toBe(200);
    expect((await readOne(t.app, pan, admin, other))?.photo_url).toContain(shared);
  });

  (onSqlite ? test : test.skip)(
    "the SQLite file, its WAL and every stored document are readable by the server's user only",
    async () => {
      await uploadPdf(t.app, customer.auth);
      const mode = (file: string) => statSync(file).mode & 0o777;
      const dir = t.config.dataDir;
      expect(mode(path.join(dir, 'gia.sqlite'))).toBe(0o600);
      expect(mode(path.join(dir, 'gia.sqlite-wal'))).toBe(0o600);
      expect(mode(dir)).toBe(0o700);
      const docs = path.join(dir, 'documents');
      for (const folder of readdirSync(docs)) {
        expect(mode(path.join(docs, folder))).toBe(0o700);
        for (const file of readdirSync(path.join(docs, folder)))
          expect(mode(path.join(docs, folder, file))).toBe(0o600);
      }
    }
  );
});

describe("a copy of one's data, and erasure (DPDP Act)", () => {
  test('myData answers the account, requests, consents and documents as links; only to the customer themselves', async () => {
    const person = await seedAccount(t.app, 'customer', { name: 'Neha Kulkarni' });
    const docUrl = await uploadPdf(t.app, person.auth);
    const id = await submit(t.app, pan, person, { aadhar_url: docUrl });
    const res = await get('/api/v1/users/myData', person);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.account).toMatchObject({ id: person.id, name: 'Neha Kulkarni', email: person.email, role: 'customer' });
    expect(data.requests).toEqual([
      expect.objectContaining({ id, kind: 'pan', status: expect.any(String), events: expect.any(Array) })
    ]);
    expect(data.consents).toEqual([{ request_id: id, kind: 'pan', given_at: expect.any(String) }]);
    expect(data.documents).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: data.documents[0].url })).statusCode).toBe(200);
    expect(JSON.stringify(data)).not.toContain('password');
    expect((await get('/api/v1/users/myData', admin)).statusCode).toBe(403);
    expect((await get('/api/v1/users/myData', null)).statusCode).toBe(401);
  });

  test("myData holds the conversation's messages, never an internal note", async () => {
    const person = await seedAccount(t.app, 'customer', { name: 'Meena Iyer' });
    const id = await submit(t.app, pan, person);
    const panVendor = await seedAccount(t.app, 'vendor', { businessType: pan.vendorCategory });
    expect((await t.app.inject(assignCall(pan, admin, id, panVendor.id))).statusCode).toBe(200);
    const reference = await referenceOf(id);
    expect((await write(person, reference, 'When will my PAN card arrive?')).statusCode).toBe(201);
    expect((await write(admin, reference, 'Within ten days.')).statusCode).toBe(201);
    expect((await write(admin, reference, 'Check the photo against the PAN record.', true)).statusCode).toBe(201);
    expect((await write(panVendor, reference, 'The signature looks different.', true)).statusCode).toBe(201);
    const data = (await get('/api/v1/users/myData', person)).json();
    expect(data.conversation).toEqual([
      {
        request_id: id,
        reference,
        messages: [
          expect.objectContaining({ text: 'When will my PAN card arrive?', internal: false }),
          expect.objectContaining({ text: 'Within ten days.', internal: false })
        ]
      }
    ]);
    const all = JSON.stringify(data);
    expect(all).not.toContain('Check the photo');
    expect(all).not.toContain('signature looks different');
  });

  test('erasure with nothing in progress: closed at once, documents and personal fields destroyed, anonymous rows kept, logged for admins', async () => {
    const person = await seedAccount(t.app, 'customer', { name: 'Kiran Desai' });
    const docUrl = await uploadPdf(t.app, person.auth);
    const documentId = docUrl.split('/').pop()!;
    const pending = await submit(t.app, pan, person, { aadhar_url: docUrl, name: 'Kiran Desai' });
    const ownRead = await t.app.inject({
      method: 'GET',
      url: `/api/v1/global/documents/${documentId}`,
      headers: person.auth,
      remoteAddress: '10.55.66.77'
    });
    expect(ownRead.statusCode).toBe(200);
    const erased = await t.app.inject({ method: 'POST', url: '/api/v1/users/eraseMe', headers: person.auth });
    expect(erased.statusCode).toBe(202);
    expect((await get('/api/v1/users/myData', person)).statusCode).toBe(401);
    const account = await t.app.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ name: 'Erased customer', phone: null });
    expect(account.email).not.toContain(person.email.split('@')[0]);
    expect(
      await t.app.db.selectFrom('documents').select('id').where('id', '=', documentId).executeTakeFirst()
    ).toBeUndefined();
    const request = await t.app.db
      .selectFrom('requests')
      .select(['fields', 'kind', 'deleted_at', 'milestones'])
      .where('id', '=', pending)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ fields: '{}', kind: 'pan' });
    // The list's copy of the history (issue 18) forgets the name with the history itself.
    expect(request.milestones).toContain('Erased customer');
    expect(request.milestones).not.toContain('Kiran Desai');
    const reads = await t.app.db
      .selectFrom('document_views')
      .select(['address'])
      .where('viewer_id', '=', person.id)
      .execute();
    expect(reads).toEqual([{ address: null }]);
    const log = (await get('/api/v1/admin/data/getErasureLog', admin)).json();
    expect(log[0]).toMatchObject({
      account_id: person.id,
      completed_at: expect.any(String),
      documents_removed: 1,
      requests_kept: 1
    });
    expect((await get('/api/v1/admin/data/getErasureLog', customer)).statusCode).toBe(403);
  });

  test('erasure while a vendor works on a request waits until it is no longer in progress', async () => {
    const person = await seedAccount(t.app, 'customer', { name: 'Farhan Ali' });
    const docUrl = await uploadPdf(t.app, person.auth);
    const id = await submit(t.app, pan, person, { aadhar_url: docUrl });
    const panVendor = await seedAccount(t.app, 'vendor', { businessType: pan.vendorCategory });
    expect((await t.app.inject(assignCall(pan, admin, id, panVendor.id))).statusCode).toBe(200);
    expect((await t.app.inject(vendorCall('acceptAssignment', pan, panVendor, id))).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/users/eraseMe', headers: person.auth })).statusCode
    ).toBe(202);
    expect((await get('/api/v1/users/myData', person)).statusCode).toBe(401);
    const open = (await get('/api/v1/admin/data/getErasureLog', admin)).json()[0];
    expect(open).toMatchObject({ account_id: person.id, completed_at: null });
    // The vendor can still finish the work with the papers.
    const row = await readOne(t.app, pan, panVendor, id);
    expect(row?.name).toBeTruthy();
    expect((await t.app.inject(vendorCall('completeAssignment', pan, panVendor, id))).statusCode).toBe(200);
    expect(await completeErasures(t.app.db, t.app.storage)).toBeGreaterThanOrEqual(1);
    const done = (await get('/api/v1/admin/data/getErasureLog', admin)).json()[0];
    expect(done).toMatchObject({ account_id: person.id, completed_at: expect.any(String), documents_removed: 1 });
    const after = await readOne(t.app, pan, admin, id);
    expect(after?.status).toBeTruthy();
    expect(after?.name ?? null).toBeNull();
  });

  test("erasure blanks what the customer wrote in the conversation and keeps the others' answers", async () => {
    const person = await seedAccount(t.app, 'customer', { name: 'Sunita Joshi' });
    const id = await submit(t.app, pan, person);
    const panVendor = await seedAccount(t.app, 'vendor', { name: 'PAN Desk', businessType: pan.vendorCategory });
    expect((await t.app.inject(assignCall(pan, admin, id, panVendor.id))).statusCode).toBe(200);
    expect((await t.app.inject(vendorCall('acceptAssignment', pan, panVendor, id))).statusCode).toBe(200);
    const reference = await referenceOf(id);
    expect((await write(person, reference, 'Please send it to 7 Lake View, Pune.')).statusCode).toBe(201);
    expect((await write(panVendor, reference, 'Noted, thank you.')).statusCode).toBe(201);
    expect((await post('/api/v1/users/eraseMe', person, {})).statusCode).toBe(202);
    expect((await t.app.inject(vendorCall('completeAssignment', pan, panVendor, id))).statusCode).toBe(200);
    await completeErasures(t.app.db, t.app.storage);
    const seen = (await conversation(admin, reference)).map((m) => [m.author.name, m.author.role, m.text]);
    expect(seen).toEqual([
      ['Erased customer', 'customer', ''],
      ['PAN Desk', 'vendor', 'Noted, thank you.']
    ]);
  });

  test('only customers can ask for erasure here', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/users/eraseMe', headers: vendor.auth })).statusCode
    ).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/users/eraseMe' })).statusCode).toBe(401);
  });
});
