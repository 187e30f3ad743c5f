import { refusal, SERVICES, translate, type ServiceKind } from '@gia/domain';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { seedAccount, type TestAccount } from '../../test-support/accounts';
import { assignCall, byKey, deleteCall, KINDS, read, readOne, rejectCall, submit, updateUrl } from '../test-fixtures';

let t: TestApp;
let customer: TestAccount;
let admin: TestAccount;
let otherVendorType: TestAccount;
const vendors = new Map<string, TestAccount>();
beforeAll(async () => {
  t = await buildTestApp();
  customer = await seedAccount(t.app, 'customer', { name: 'Asha Rao' });
  admin = await seedAccount(t.app, 'admin', { name: 'Ravi Admin' });
  for (const kind of SERVICES) {
    if (!vendors.has(kind.vendorCategory))
      vendors.set(
        kind.vendorCategory,
        await seedAccount(t.app, 'vendor', { name: `${kind.vendorCategory} Works`, businessType: kind.vendorCategory })
      );
  }
  otherVendorType = await seedAccount(t.app, 'vendor', { name: 'Rental Only', businessType: 'Rental Agreement' });
});
afterAll(async () => {
  await t.close();
});

const vendorFor = (kind: ServiceKind) => vendors.get(kind.vendorCategory)!;
const update = (kind: ServiceKind, payload: Record<string, unknown>, who: TestAccount = admin) =>
  t.app.inject({ method: 'POST', url: updateUrl(kind), headers: who.auth, payload });

/** The spec's three assign bodies (section 7): admin names and dates in them are made up and must be ignored. */
const ASSIGN_STYLES = {
  is_approved: (id: number, v: number) => ({
    id,
    is_approved: 1,
    approved_by: 'Mallory',
    approved_date: '2001-01-01',
    assigned_vendor: v,
    status: 'ASSIGNED TO VENDOR'
  }),
  admin_accepted_or_rejected_by: (id: number, v: number) => ({
    id,
    admin_accepted_or_rejected_by: 999,
    admin_accepted_date_time: '2001-01-01',
    assigned_vendor_id: v,
    status: 'ASSIGNED TO VENDOR'
  }),
  request_id: (id: number, v: number) => ({
    request_id: id,
    is_approved: 1,
    approved_by: 'Mallory',
    approved_date: '2001-01-01',
    assigned_vendor: String(v),
    status: 'ASSIGNED TO VENDOR'
  })
};
const REJECT_STYLES = {
  admin_rejected_reason: (id: number, reason: string) => ({
    id,
    admin_accepted_or_rejected_by: 999,
    admin_rejected_date_time: '2001-01-01',
    admin_rejected_reason: reason,
    status: 'REJECTED'
  }),
  request_id: (id: number, reason: string) => ({ request_id: id, rejected_by: 'Mallory', rejected_reason: reason }),
  'id with rejected_reason': (id: number, reason: string) => ({ id, rejected_by: 'Mallory', rejected_reason: reason })
};

const assignCases = SERVICES.flatMap((kind) =>
  Object.keys(ASSIGN_STYLES).map((style) => [kind.key, style, kind] as const)
);
const rejectCases = SERVICES.flatMap((kind) =>
  Object.keys(REJECT_STYLES).map((style) => [kind.key, style, kind] as const)
);

test.each(assignCases)('%s: assign with the %s body style', async (_key, style, kind) => {
  const id = await submit(t.app, kind, customer);
  const vendor = vendorFor(kind);
  const before = new Date().toISOString();
  const res = await update(kind, ASSIGN_STYLES[style as keyof typeof ASSIGN_STYLES](id, vendor.id));
  expect(res.statusCode).toBe(200);
  const row = res.json();
  expect(row.message).toBe('Request approved successfully.');
  expect(row).toMatchObject({
    id,
    status: 'ASSIGNED TO VENDOR',
    is_approved: 1,
    assigned_vendor: vendor.id,
    assigned_vendor_id: vendor.id,
    vendor_id: vendor.id,
    assigned_vendor_name: vendor.name,
    approved_by: 'Ravi Admin',
    admin_accepted_or_rejected_by: admin.id
  });
  expect(row.admin_accepted_date_time >= before).toBe(true);
  expect(row.approved_date).not.toBe('2001-01-01');
  expect((await readOne(t.app, kind, customer, id))!.status).toBe('ASSIGNED TO VENDOR');
});

test.each(rejectCases)('%s: reject with the %s body style', async (_key, style, kind) => {
  const id = await submit(t.app, kind, customer);
  const res = await update(
    kind,
    REJECT_STYLES[style as keyof typeof REJECT_STYLES](id, '  Aadhaar scan is blurred.  ')
  );
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    message: 'Request rejected successfully.',
    id,
    status: 'REJECTED',
    rejected_by: 'Ravi Admin',
    rejected_reason: 'Aadhaar scan is blurred.',
    admin_rejected_reason: 'Aadhaar scan is blurred.',
    admin_accepted_or_rejected_by: admin.id,
    is_approved: 0
  });
  expect(res.json().admin_rejected_date_time).not.toBe('2001-01-01');
});

const refusalText = (...args: Parameters<typeof refusal>) => {
  const { key, params } = refusal(...args);
  return translate('en', key, params);
};

describe.each(KINDS)('%s transitions', (_key, kind) => {
  test("reject without a non-blank reason is a 400 with the kind's message", async () => {
    const id = await submit(t.app, kind, customer);
    for (const reason of ['', '   ', null]) {
      const res = await update(kind, { [kind.idField]: id, admin_rejected_reason: reason, status: 'REJECTED' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(translate('en', kind.rejectMessage));
    }
    expect((await readOne(t.app, kind, admin, id))!.status).toBe('PENDING');
  });

  test('rejecting an assigned request is a 409 saying why; a rejected one is reopened only on purpose', async () => {
    const assigned = await submit(t.app, kind, customer);
    await t.app.inject(assignCall(kind, admin, assigned, vendorFor(kind).id));
    const refused = await t.app.inject(rejectCall(kind, admin, assigned));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(refusalText('reject', 'ASSIGNED TO VENDOR'));
    const again = await t.app.inject(assignCall(kind, admin, assigned, vendorFor(kind).id));
    expect(again.statusCode).toBe(409);

    const rejected = await submit(t.app, kind, customer);
    await t.app.inject(rejectCall(kind, admin, rejected));
    const plainAssign = await t.app.inject(assignCall(kind, admin, rejected, vendorFor(kind).id));
    expect(plainAssign.statusCode).toBe(409);
    expect(plainAssign.json().message).toBe(refusalText('assign', 'REJECTED'));
    const call = assignCall(kind, admin, rejected, vendorFor(kind).id);
    const reopened = await t.app.inject({ ...call, payload: { ...(call.payload as object), reopen: true } });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({
      status: 'ASSIGNED TO VENDOR',
      rejected_by: null,
      admin_rejected_date_time: null,
      assigned_vendor: vendorFor(kind).id
    });
    expect(reopened.json().events.map((e: { kind: string }) => e.kind)).toEqual(['submitted', 'reject', 'reopen']);
  });

  test('the vendor must exist, be a vendor, be enabled and do this kind of work', async () => {
    const id = await submit(t.app, kind, customer);
    const wrongType = kind.vendorCategory === 'Rental Agreement' ? vendors.get('PAN Registration')! : otherVendorType;
    const disabled = await seedAccount(t.app, 'vendor', { name: 'Closed Shop', businessType: kind.vendorCategory });
    await t.app.db.updateTable('accounts').set({ disabled: 1 }).where('id', '=', disabled.id).execute();
    const cases: [number | string, RegExp][] = [
      [wrongType.id, new RegExp(`needs a ${kind.vendorCategory} vendor`)],
      [disabled.id, /disabled/],
      [customer.id, /no vendor with id/],
      [987654, /no vendor with id/],
      ['seven', /by its id/]
    ];
    for (const [vendorId, message] of cases) {
      const res = await update(kind, { [kind.idField]: id, assigned_vendor: vendorId, status: 'ASSIGNED TO VENDOR' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const none = await update(kind, { [kind.idField]: id, assigned_vendor: '', status: 'ASSIGNED TO VENDOR' });
    expect(none.json().message).toBe('Please select a vendor');
    expect((await readOne(t.app, kind, admin, id))!.status).toBe('PENDING');
  });

  test('an id of another kind, or a deleted one, is a 404 on update and delete', async () => {
    const other = kind.key === 'pan' ? byKey('tan') : byKey('pan');
    const foreign = await submit(t.app, other, customer);
    expect((await t.app.inject(assignCall(kind, admin, foreign, vendorFor(kind).id))).statusCode).toBe(404);
    expect((await t.app.inject(rejectCall(kind, admin, foreign))).statusCode).toBe(404);
    expect((await t.app.inject({ ...deleteCall(kind, foreign), headers: admin.auth })).statusCode).toBe(404);
    expect((await readOne(t.app, other, admin, foreign))!.status).toBe('PENDING');
  });

  test('delete: its own call, only while PENDING, soft, with an event', async () => {
    const id = await submit(t.app, kind, customer);
    const res = await t.app.inject({ ...deleteCall(kind, id), headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Record deleted successfully.');
    expect(res.json().events.map((e: { kind: string }) => e.kind)).toEqual(['submitted', 'delete']);
    expect(await readOne(t.app, kind, admin, id)).toBeUndefined();
    const stored = await t.app.db
      .selectFrom('requests')
      .select('deleted_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.deleted_at).not.toBeNull();
    expect((await t.app.inject({ ...deleteCall(kind, id), headers: admin.auth })).statusCode).toBe(404);

    const assigned = await submit(t.app, kind, customer);
    await t.app.inject(assignCall(kind, admin, assigned, vendorFor(kind).id));
    const refused = await t.app.inject({ ...deleteCall(kind, assigned), headers: admin.auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(refusalText('delete', 'ASSIGNED TO VENDOR'));
  });

  test('customers and vendors are refused every admin action; without a token 401', async () => {
    const id = await submit(t.app, kind, customer);
    const vendor = vendorFor(kind);
    for (const who of [customer, vendor]) {
      expect((await t.app.inject({ ...assignCall(kind, who, id, vendor.id) })).statusCode).toBe(403);
      expect((await t.app.inject({ ...rejectCall(kind, who, id) })).statusCode).toBe(403);
      expect((await t.app.inject({ ...deleteCall(kind, id), headers: who.auth })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ ...deleteCall(kind, id) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: updateUrl(kind), payload: { id } })).statusCode).toBe(401);
    expect((await readOne(t.app, kind, admin, id))!.status).toBe('PENDING');
  });
});

describe('deletes of the spec', () => {
  test('deleteTanRegistrations is a POST and deletes TAN requests only', async () => {
    const tan = byKey('tan');
    const sale = byKey('saleAgreement');
    const tanId = await submit(t.app, tan, customer);
    const saleId = await submit(t.app, sale, customer);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/data/deleteTanRegistrations/${saleId}`,
      headers: admin.auth
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(`No TAN registration request has id ${saleId}.`);
    expect((await readOne(t.app, sale, admin, saleId))!.status).toBe('PENDING');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/data/deleteTanRegistrations/${tanId}`,
          headers: admin.auth
        })
      ).statusCode
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/admin/data/deleteSaleAggrement/${saleId}`,
          headers: admin.auth
        })
      ).statusCode
    ).toBe(200);
  });

  test("the spec's DELETE calls keep their paths", async () => {
    for (const [name, key] of [
      ['deletePanRegistrations', 'pan'],
      ['deleteTdsReturns', 'tds'],
      ['deleteLegalNotices', 'legalNotice']
    ] as const) {
      const id = await submit(t.app, byKey(key), customer);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/data/${name}/${id}`,
        headers: admin.auth
      });
      expect(res.statusCode).toBe(200);
    }
  });

  test('an id too large to exist is a 404, not a fault', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/data/deletePanRegistrations/9999999999',
      headers: admin.auth
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('update bodies', () => {
  const pan = byKey('pan');
  test('a body asking for nothing, or for both, is a 400 saying what to send', async () => {
    const id = await submit(t.app, pan, customer);
    const nothing = await update(pan, { id });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toMatch(/assigned_vendor/);
    const both = await update(pan, { id, assigned_vendor: vendorFor(pan).id, rejected_reason: 'no' });
    expect(both.json().message).toBe('Send either a vendor to assign or a reason to reject, not both.');
    const strange = await update(pan, { id, status: 'COMPLETED' });
    expect(strange.statusCode).toBe(400);
    const noId = await update(pan, { assigned_vendor: vendorFor(pan).id });
    expect(noId.json().message).toBe('Send the id of the request (as id or request_id).');
  });

  test('a rejection reason longer than 2000 characters is refused', async () => {
    const id = await submit(t.app, pan, customer);
    const res = await t.app.inject(rejectCall(pan, admin, id, 'x'.repeat(2001)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/too long/);
  });
});

describe('concurrent admins', () => {
  const pan = byKey('pan');
  const outcome = (codes: number[]) => [...codes].sort();

  test.each([1, 2, 3])('two assigns at once: exactly one wins, the other gets 409 (round %i)', async () => {
    const id = await submit(t.app, pan, customer);
    const second = await seedAccount(t.app, 'admin', { name: 'Second Admin' });
    const [a, b] = await Promise.all([
      t.app.inject(assignCall(pan, admin, id, vendorFor(pan).id)),
      t.app.inject(assignCall(pan, second, id, vendorFor(pan).id))
    ]);
    expect(outcome([a.statusCode, b.statusCode])).toEqual([200, 409]);
    const events = await t.app.db.selectFrom('request_events').select('kind').where('request_id', '=', id).execute();
    expect(events.filter((e) => e.kind === 'assign')).toHaveLength(1);
  });

  test.each([1, 2, 3])(
    'assign and reject at once: exactly one wins and the history shows one outcome (round %i)',
    async () => {
      const id = await submit(t.app, pan, customer);
      const [a, r] = await Promise.all([
        t.app.inject(assignCall(pan, admin, id, vendorFor(pan).id)),
        t.app.inject(rejectCall(pan, admin, id))
      ]);
      expect([a.statusCode, r.statusCode].sort()).toEqual([200, 409]);
      const row = (await readOne(t.app, pan, admin, id))!;
      const kinds = row.events.map((e) => e.kind);
      expect(kinds).toEqual(a.statusCode === 200 ? ['submitted', 'assign'] : ['submitted', 'reject']);
      expect(row.status).toBe(a.statusCode === 200 ? 'ASSIGNED TO VENDOR' : 'REJECTED');
    }
  );

  test('assign and delete at once: one wins', async () => {
    const id = await submit(t.app, pan, customer);
    const [a, d] = await Promise.all([
      t.app.inject(assignCall(pan, admin, id, vendorFor(pan).id)),
      t.app.inject({ ...deleteCall(pan, id), headers: admin.auth })
    ]);
    expect(outcome([a.statusCode, d.statusCode])).toEqual(a.statusCode === 200 ? [200, 409] : [200, 404]);
    const events = await t.app.db.selectFrom('request_events').select('kind').where('request_id', '=', id).execute();
    expect(events.map((e) => e.kind)).toHaveLength(2);
  });
});

describe('getVendors', () => {
  const url = '/api/v1/admin/data/getVendors';
  const names = async (category: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: admin.auth,
      query: { vendor_bussiness_name: category }
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { vendor_id: number; vendor_name: string }[];
  };

  test.each([
    ['PropertyRegistration', 'Property Registration'],
    ['GstRegistrations', 'GST Registration'],
    ['GST Registration', 'GST Registration'],
    ['Affidavits', 'Affidavit Request'],
    ['TanRegistrations', 'TAN Registration'],
    ['SaleAggrement', 'Sale Agreement'],
    ['Saledeed', 'Sale Deed'],
    ['Affidavid', 'Affidavit Request'],
    ['PanRegistrations', 'PAN Registration'],
    ['tds returns', 'TDS Returns']
  ])("the spec's category %s means %s vendors", async (category, type) => {
    const vendor = vendors.get(type)!;
    expect(await names(category)).toContainEqual({ vendor_id: vendor.id, vendor_name: vendor.name });
    for (const other of vendors.values())
      if (other !== vendor) expect((await names(category)).map((v) => v.vendor_id)).not.toContain(other.id);
  });

  test('disabled vendors are not offered', async () => {
    const closed = await seedAccount(t.app, 'vendor', { businessType: 'Legal Notice' });
    await t.app.db.updateTable('accounts').set({ disabled: 1 }).where('id', '=', closed.id).execute();
    expect((await names('Legal Notice')).map((v) => v.vendor_id)).not.toContain(closed.id);
  });

  test('an unknown or missing category is a 400 naming the accepted ones', async () => {
    for (const query of [{ vendor_bussiness_name: 'Astrology' }, {}] as Record<string, string>[]) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin.auth, query });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('PAN Registration');
      expect(res.json().message).toContain('GstRegistrations');
    }
  });

  test('only admins may ask', async () => {
    expect((await t.app.inject({ method: 'GET', url, query: { vendor_bussiness_name: 'Sale Deed' } })).statusCode).toBe(
      401
    );
    for (const who of [customer, vendors.get('Sale Deed')!]) {
      expect(
        (await t.app.inject({ method: 'GET', url, headers: who.auth, query: { vendor_bussiness_name: 'Sale Deed' } }))
          .statusCode
      ).toBe(403);
    }
  });
});

describe('every assignable vendor (GET /api/v1/global/vendors)', () => {
  const url = '/api/v1/global/vendors';
  const all = async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    return res.json() as { vendor_id: number; vendor_name: string; vendor_bussiness_name: string }[];
  };

  test('holds the vendors getVendors offers for each business type, each once with their type', async () => {
    const offered = await all();
    for (const type of new Set([...vendors.keys(), 'Rental Agreement'])) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/data/getVendors',
        headers: admin.auth,
        query: { vendor_bussiness_name: type }
      });
      const ofType = offered.filter((v) => v.vendor_bussiness_name === type);
      expect(ofType.map(({ vendor_id, vendor_name }) => ({ vendor_id, vendor_name }))).toEqual(res.json());
    }
    expect(offered).toContainEqual({
      vendor_id: otherVendorType.id,
      vendor_name: 'Rental Only',
      vendor_bussiness_name: 'Rental Agreement'
    });
    expect(new Set(offered.map((v) => v.vendor_id)).size).toBe(offered.length);
  });

  test('leaves out disabled vendors and those not approved', async () => {
    const closed = await seedAccount(t.app, 'vendor', { businessType: 'Sale Deed' });
    await t.app.db.updateTable('accounts').set({ disabled: 1 }).where('id', '=', closed.id).execute();
    const waiting = await seedAccount(t.app, 'vendor', { businessType: 'Sale Deed', vendorStatus: 'pending' });
    const ids = (await all()).map((v) => v.vendor_id);
    expect(ids).not.toContain(closed.id);
    expect(ids).not.toContain(waiting.id);
    expect(ids).toContain(vendors.get('Sale Deed')!.id);
  });

  test('only admins may ask', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const who of [customer, vendors.get('Sale Deed')!])
      expect((await t.app.inject({ method: 'GET', url, headers: who.auth })).statusCode).toBe(403);
  });
});

test('reads of every kind show assigned and rejected requests to their customer', async () => {
  for (const kind of SERVICES) {
    const a = await submit(t.app, kind, customer);
    const r = await submit(t.app, kind, customer);
    await t.app.inject(assignCall(kind, admin, a, vendorFor(kind).id));
    await t.app.inject(rejectCall(kind, admin, r));
    const rows = await read(t.app, kind, customer, { limit: '200' });
    expect(rows.find((x) => x.id === a)!.status).toBe('ASSIGNED TO VENDOR');
    expect(rows.find((x) => x.id === r)!.admin_rejected_reason).toBe('The PAN card scan is unreadable.');
  }
});
