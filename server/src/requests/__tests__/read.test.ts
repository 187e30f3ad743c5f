import { formatReference, translate } from '@gia/domain';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { seedAccount, type TestAccount } from '../../test-support/accounts';
import {
  assignCall,
  byKey,
  deleteCall,
  KINDS,
  read,
  readOne,
  readUrl,
  rejectCall,
  submit,
  validBody
} from '../test-fixtures';

let t: TestApp;
let asha: TestAccount;
let vikram: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  t = await buildTestApp();
  asha = await seedAccount(t.app, 'customer', { name: 'Asha Rao' });
  vikram = await seedAccount(t.app, 'customer', { name: 'Vikram Singh' });
  admin = await seedAccount(t.app, 'admin', { name: 'Ravi Admin' });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, who?: TestAccount, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: who?.auth ?? {}, query });

/** Moves a request's submission time, as if it had been submitted then. */
async function submittedAt(id: number, iso: string): Promise<void> {
  await t.app.db.updateTable('requests').set({ created_at: iso }).where('id', '=', id).execute();
}

describe.each(KINDS)('read %s', (_key, kind) => {
  test('customers see only their own requests; admins see all', async () => {
    const mine = await submit(t.app, kind, asha);
    const theirs = await submit(t.app, kind, vikram);
    const ashaIds = (await read(t.app, kind, asha)).map((r) => r.id);
    const vikramIds = (await read(t.app, kind, vikram)).map((r) => r.id);
    expect(ashaIds).toContain(mine);
    expect(ashaIds).not.toContain(theirs);
    expect(vikramIds).toContain(theirs);
    expect(vikramIds).not.toContain(mine);
    expect((await read(t.app, kind, admin)).map((r) => r.id)).toEqual(expect.arrayContaining([mine, theirs]));
  });

  test("every row carries the spec's field names and the workflow fields; the history comes from the request's own call", async () => {
    const id = await submit(t.app, kind, asha);
    const row = (await read(t.app, kind, asha)).find((r) => r.id === id)!;
    expect(row).not.toHaveProperty('events');
    for (const f of kind.fields) expect(row).toHaveProperty(f.name);
    for (const name of [
      'status',
      'is_approved',
      'approved_by',
      'approved_date',
      'assigned_vendor',
      'assigned_vendor_id',
      'vendor_id',
      'rejected_by',
      'rejected_reason',
      'user_enquiry_date_time',
      'admin_accepted_date_time',
      'admin_rejected_date_time',
      'admin_rejected_reason',
      'admin_accepted_or_rejected_by',
      'assigned_vendor_date_time',
      'vendor_accepted_date_time',
      'vendor_rejected_reason',
      'vendor_completed_date_time',
      'narration',
      'service_type',
      'due_date',
      'assigned_vendor_name',
      'consent_at'
    ]) {
      expect(row).toHaveProperty(name);
    }
    if (kind.idField === 'request_id') expect(row.request_id).toBe(id);
    else expect(row).not.toHaveProperty('request_id');
    expect((await readOne(t.app, kind, asha, id))!.events).toEqual([
      {
        kind: 'submitted',
        at: row.user_enquiry_date_time,
        actor_id: asha.id,
        actor_name: 'Asha Rao',
        actor_role: 'customer',
        vendor_id: null,
        vendor_name: null,
        reason: null
      }
    ]);
  });

  test('without a token: 401', async () => {
    const res = await get(readUrl(kind));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('User is not logged in. Please log in to continue.');
  });
});

describe('paging, search and filters', () => {
  const pan = byKey('pan');
  let owner: TestAccount;
  const ids: number[] = [];
  beforeAll(async () => {
    owner = await seedAccount(t.app, 'customer');
    const names = ['Meera Iyer', 'Karan Mehta', 'Fatima Shaikh', 'Arjun Nair', 'Priya 100% Sharma'];
    for (const name of names) ids.push(await submit(t.app, pan, owner, { name }));
    // Submitted on 1, 2, 3, 4 and 5 March 2025 at 00:10 India time: the day before in UTC.
    const utc = ['2025-02-28', '2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04'];
    for (const [i, id] of ids.entries()) await submittedAt(id, `${utc[i]}T18:40:00.000Z`);
  });

  test('without paging the plain array comes newest first, with X-Total-Count exposed to scripts', async () => {
    const res = await get(readUrl(pan), owner);
    expect(res.json().map((r: { id: number }) => r.id)).toEqual([...ids].reverse());
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.headers['access-control-expose-headers']).toBe('X-Total-Count');
  });

  test('page and limit answer one page; the total is all that match', async () => {
    const res = await get(readUrl(pan), owner, { page: '2', limit: '2' });
    expect(res.json().map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(res.headers['x-total-count']).toBe('5');
    const past = await get(readUrl(pan), owner, { page: '9', limit: '2' });
    expect(past.json()).toEqual([]);
  });

  test('limit is at most 200 and page at least 1', async () => {
    expect((await get(readUrl(pan), owner, { limit: '201' })).statusCode).toBe(400);
    expect((await get(readUrl(pan), owner, { page: '0' })).statusCode).toBe(400);
    expect((await get(readUrl(pan), owner, { limit: 'ten' })).json().message).toMatch(/limit/);
  });

  test("q searches the kind's text fields, case-insensitively, and the id", async () => {
    expect((await read(t.app, pan, owner, { q: 'mehta' })).map((r) => r.id)).toEqual([ids[1]]);
    expect((await read(t.app, pan, owner, { q: 'FATIMA' })).map((r) => r.id)).toEqual([ids[2]]);
    expect((await read(t.app, pan, owner, { q: String(ids[3]) })).map((r) => r.id)).toContain(ids[3]);
    expect((await read(t.app, pan, owner, { q: '100%' })).map((r) => r.id)).toEqual([ids[4]]);
    expect((await read(t.app, pan, owner, { q: '0%' })).map((r) => r.id)).toEqual([ids[4]]);
    expect(await read(t.app, pan, owner, { q: 'nobody' })).toEqual([]);
  });

  test('from and to take India dates of submission', async () => {
    expect((await read(t.app, pan, owner, { from: '2025-03-02', to: '2025-03-03' })).map((r) => r.id)).toEqual([
      ids[2],
      ids[1]
    ]);
    expect((await read(t.app, pan, owner, { from: '2025-03-05' })).map((r) => r.id)).toEqual([ids[4]]);
    expect((await read(t.app, pan, owner, { to: '2025-03-01' })).map((r) => r.id)).toEqual([ids[0]]);
    const bad = await get(readUrl(pan), owner, { from: '2025-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('from must be a date written YYYY-MM-DD, not "2025-02-30".');
  });

  test("status takes a state or the spec's derived words", async () => {
    const vendor = await seedAccount(t.app, 'vendor', { businessType: 'PAN Registration' });
    await t.app.inject(assignCall(pan, admin, ids[0], vendor.id));
    await t.app.inject(rejectCall(pan, admin, ids[1]));
    const ofStatus = async (status: string) => (await read(t.app, pan, owner, { status })).map((r) => r.id).sort();
    expect(await ofStatus('ASSIGNED TO VENDOR')).toEqual([ids[0]]);
    expect(await ofStatus('Vendor Assigned')).toEqual([ids[0]]);
    expect(await ofStatus('Rejected')).toEqual([ids[1]]);
    expect(await ofStatus('REJECTED')).toEqual([ids[1]]);
    expect(await ofStatus('Pending')).toEqual([ids[2], ids[3], ids[4]].sort());
    const bad = await get(readUrl(pan), owner, { status: 'Lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Vendor Assigned');
  });

  test('sort=due puts the soonest due first', async () => {
    await t.app.db
      .updateTable('requests')
      .set({ due_at: '2030-01-01T18:29:59.999Z' })
      .where('id', '=', ids[4])
      .execute();
    await t.app.db
      .updateTable('requests')
      .set({ due_at: '2020-01-01T18:29:59.999Z' })
      .where('id', '=', ids[3])
      .execute();
    const rows = await read(t.app, pan, owner, { sort: 'due' });
    expect(rows[0].id).toBe(ids[3]);
    expect(rows[rows.length - 1].id).toBe(ids[4]);
    expect(rows[0].due_date).toBe('2020-01-01');
  });

  test('deleted requests never appear', async () => {
    const gone = await submit(t.app, pan, owner, { name: 'Deleted Person' });
    await t.app.inject({ ...deleteCall(pan, gone), headers: admin.auth });
    expect(await read(t.app, pan, owner, { q: 'deleted person' })).toEqual([]);
    expect(await read(t.app, pan, admin, { q: 'deleted person' })).toEqual([]);
  });
});

describe('CSV export', () => {
  const legal = byKey('legalNotice');
  test('format=csv answers the filtered rows as a CSV file with labelled columns', async () => {
    const owner = await seedAccount(t.app, 'customer');
    const plain = await submit(t.app, legal, owner, {
      first_person_details: 'Ramesh Kumar, Pune',
      second_person_details: '=HYPERLINK("x")',
      narration: 'Line one\nsaid "urgent"'
    });
    await submit(t.app, legal, owner, { first_person_details: 'Someone else' });
    const res = await get(readUrl(legal), owner, { format: 'csv', q: 'ramesh' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="LegalNotices-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['x-total-count']).toBe('1');
    const [header, line, end] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'ID,Reference,First Person Details,Second Person Details,Narration,Status,Enquiry Date,Due Date,Assigned vendor'
    );
    expect(
      line.startsWith(
        `${plain},${formatReference(plain, new Date().toISOString())},"Ramesh Kumar, Pune","'=HYPERLINK(""x"")","Line one`
      )
    ).toBe(true);
    expect(res.body).toContain('said ""urgent""",PENDING,');
    expect(end).toBe('');
  });

  test('a CSV of document-only kinds leaves the documents out', async () => {
    const property = byKey('propertyRegistration');
    const owner = await seedAccount(t.app, 'customer');
    await submit(t.app, property, owner);
    const res = await get(readUrl(property), owner, { format: 'csv' });
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'ID,Reference,Narration,Status,Enquiry Date,Due Date,Assigned vendor'
    );
  });

  test("an admin's CSV says who submitted each request (name, email, phone)", async () => {
    const owner = await seedAccount(t.app, 'customer', { name: 'Kavya Iyer' });
    const id = await submit(t.app, legal, owner, { first_person_details: 'Kavya Iyer, Chennai' });
    const res = await get(readUrl(legal), admin, { format: 'csv', q: String(id) });
    const [header, line] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'ID,Reference,Customer name,Customer email,Customer phone,First Person Details,Second Person Details,Narration,Status,Enquiry Date,Due Date,Assigned vendor'
    );
    expect(line.startsWith(`${id},GIA-`)).toBe(true);
    expect(line).toContain(`,Kavya Iyer,${owner.email},9876543210,"Kavya Iyer, Chennai",`);
  });
});

describe('who submitted', () => {
  test("admin rows carry the customer's name, email and phone; customers' and vendors' rows do not", async () => {
    const pan = byKey('pan');
    const id = await submit(t.app, pan, asha);
    const asAdmin = (await read(t.app, pan, admin, { q: String(id) })).find((r) => r.id === id)!;
    expect(asAdmin).toMatchObject({
      customer_name: 'Asha Rao',
      customer_email: asha.email,
      customer_phone: '9876543210'
    });
    const asOwner = (await read(t.app, pan, asha, { q: String(id) })).find((r) => r.id === id)!;
    expect(asOwner).not.toHaveProperty('customer_name');
    expect(asOwner).not.toHaveProperty('customer_email');
  });
});

test('the success text of the spec comes back for its kinds', async () => {
  const gst = byKey('gstCompany');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/users/data/${gst.endpoints.insert}`,
    headers: asha.auth,
    payload: await validBody(t.app, gst, asha)
  });
  expect(res.json().message).toBe(translate('en', 'service.gstCompany.success'));
  expect(res.json().message).toBe('GST Registration data submitted successfully!');
});

test("the OpenAPI description documents every call of every kind under the kind's tag", async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  for (const [, kind] of KINDS) {
    const tag = translate('en', `service.${kind.key}.name` as Parameters<typeof translate>[1]);
    expect(doc.paths[`/api/v1/${kind.endpoints.insertBase}/data/${kind.endpoints.insert}`].post.tags).toEqual([tag]);
    expect(doc.paths[readUrl(kind)].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'q', 'status', 'from', 'to'])
    );
    expect(doc.paths[`/api/v1/admin/data/${kind.endpoints.update}`].post.tags).toEqual([tag]);
    expect(
      doc.paths[`/api/v1/admin/data/${kind.endpoints.delete}/{id}`][kind.endpoints.deleteMethod.toLowerCase()]
    ).toBeDefined();
  }
  for (const call of ['acceptAssignment', 'declineAssignment', 'completeAssignment'])
    expect(doc.paths[`/api/v1/vendors/data/${call}`].post).toBeDefined();
  expect(doc.paths['/api/v1/admin/data/getVendors'].get).toBeDefined();
});
