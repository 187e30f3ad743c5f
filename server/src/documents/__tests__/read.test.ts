import crypto from 'node:crypto';
import { now } from '../../db';
import { seedAccount, type TestAccount } from '../../test-support/accounts';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { PDF, PNG, upload, uploadPdf } from '../__fixtures__/uploads';
import { signDocumentUrl } from '../index';

const NOT_FOUND =
  'This document does not exist, or this link has expired or is not for you. Reload the page for a fresh link.';

let t: TestApp;
let owner: TestAccount;
let admin: TestAccount;
let assignedVendor: TestAccount;
let otherCustomer: TestAccount;
let otherVendor: TestAccount;
let url: string;
let id: string;

const get = (address: string, auth: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: address, headers: auth });
const caller = (a: TestAccount, role: 'customer' | 'admin' | 'vendor') => ({ id: a.id, role, name: a.name });

/** A request of `customerId`, assigned to `vendorId`, referencing the document: as the requests capability stores one. */
async function requestReferencing(
  documentId: string,
  customerId: number,
  vendorId: number | null,
  deleted = false
): Promise<number> {
  const at = now();
  const request = await t.app.db
    .insertInto('requests')
    .values({
      kind: 'pan',
      customer_id: customerId,
      state: vendorId ? 'ASSIGNED TO VENDOR' : 'PENDING',
      vendor_id: vendorId,
      fields: '{}',
      consent_at: at,
      due_at: null,
      created_at: at,
      updated_at: at,
      deleted_at: deleted ? at : null,
      search_text: null
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('request_documents')
    .values({ request_id: request.id, document_id: documentId, field: 'pan_card_url' })
    .execute();
  return request.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await seedAccount(t.app, 'customer');
  admin = await seedAccount(t.app, 'admin');
  assignedVendor = await seedAccount(t.app, 'vendor');
  otherCustomer = await seedAccount(t.app, 'customer');
  otherVendor = await seedAccount(t.app, 'vendor');
  const res = await upload(t.app, { name: 'PAN card.png', type: 'image/png', data: PNG }, owner.auth);
  url = res.json().url;
  id = url.split('/').pop()!;
  await requestReferencing(id, owner.id, assignedVendor.id);
});
afterAll(async () => {
  await t.close();
});

describe('by bearer token', () => {
  test.each([
    ['its owner', () => owner],
    ['an admin', () => admin],
    ['the vendor assigned to a request that references it', () => assignedVendor]
  ])('%s reads it, with its true type and safe headers', async (_who, who) => {
    const res = await get(url, who().auth);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PNG);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(PNG.length));
    expect(res.headers['content-disposition']).toBe(
      'inline; filename="PAN card.png"; filename*=UTF-8\'\'PAN%20card.png'
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  test.each([
    ['another customer', () => otherCustomer],
    ['another vendor', () => otherVendor]
  ])('%s is refused with 404', async (_who, who) => {
    const res = await get(url, who().auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: NOT_FOUND, code: 'errors.document.notFound' });
  });

  test('anyone without a token is refused with 404', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(NOT_FOUND);
  });

  test('a vendor whose request was deleted, or who is no longer assigned, is refused', async () => {
    const docUrl = await uploadPdf(t.app, owner.auth);
    const docId = docUrl.split('/').pop()!;
    const requestId = await requestReferencing(docId, owner.id, otherVendor.id, true);
    expect((await get(docUrl, otherVendor.auth)).statusCode).toBe(404);
    await t.app.db
      .updateTable('requests')
      .set({ deleted_at: null, vendor_id: null })
      .where('id', '=', requestId)
      .execute();
    expect((await get(docUrl, otherVendor.auth)).statusCode).toBe(404);
    await t.app.db.updateTable('requests').set({ vendor_id: otherVendor.id }).where('id', '=', requestId).execute();
    expect((await get(docUrl, otherVendor.auth)).statusCode).toBe(200);
  });

  test('the customer of a request reads the documents it references, whoever uploaded them', async () => {
    const docUrl = await uploadPdf(t.app, admin.auth);
    await requestReferencing(docUrl.split('/').pop()!, otherCustomer.id, null);
    expect((await get(docUrl, otherCustomer.auth)).statusCode).toBe(200);
  });

  test('an unknown or malformed id is the same 404', async () => {
    expect((await get('/api/v1/global/documents/AAAAAAAAAAAAAAAAAAAAAAAA', admin.auth)).json().message).toBe(NOT_FOUND);
    expect((await get('/api/v1/global/documents/..%2F..%2Fetc', admin.auth)).statusCode).toBe(404);
  });
});

describe('unclaimed uploads', () => {
  test('an anonymous upload no submission claimed is readable by no one, not even an admin or a signed address', async () => {
    const docUrl = await uploadPdf(t.app);
    const docId = docUrl.split('/').pop()!;
    expect((await get(docUrl, admin.auth)).statusCode).toBe(404);
    expect((await get(docUrl)).statusCode).toBe(404);
    expect((await get(signDocumentUrl(t.config, docId, caller(admin, 'admin')))).statusCode).toBe(404);
  });
});

describe('by signed address', () => {
  test('works without any bearer header, for the time it was signed for', async () => {
    const signed = signDocumentUrl(t.config, id, caller(assignedVendor, 'vendor'));
    expect(signed).toMatch(
      new RegExp(`^/api/v1/global/documents/${id}\\?exp=\\d+&v=${assignedVendor.id}&sig=[A-Za-z0-9_-]{22}$`)
    );
    const res = await get(signed);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PNG);
  });

  test('an address lives between nine tenths of its lifetime and all of it, and is the same while its expiry is', async () => {
    const ttl = t.config.signedUrlTtlSeconds;
    const expOf = (address: string) => Number(new URL(address, 'http://gia.test').searchParams.get('exp'));
    const viewer = caller(owner, 'customer');
    const start = Math.ceil(Date.now() / 1000) * 1000;
    const addresses = Array.from({ length: ttl / 5 }, (_, i) =>
      signDocumentUrl(t.config, id, viewer, start + i * 5_000)
    );
    addresses.forEach((address, i) => {
      const life = expOf(address) - (start / 1000 + i * 5);
      expect(life).toBeGreaterThanOrEqual(ttl * 0.9);
      expect(life).toBeLessThanOrEqual(ttl);
    });
    expect(new Set(addresses).size).toBeGreaterThan(1);
    expect(new Set(addresses).size).toBeLessThanOrEqual(11);
    const again = signDocumentUrl(t.config, id, viewer, start);
    expect(again).toBe(addresses[0]);
    expect(signDocumentUrl(t.config, id, caller(admin, 'admin'), start)).not.toBe(again);
    expect((await get(signDocumentUrl(t.config, id, viewer))).statusCode).toBe(200);
  });

  test("an address asked again while its expiry holds is not signed again; another viewer's is", () => {
    const signing = jest.spyOn(crypto, 'createHmac');
    try {
      // An expiry no earlier test reached, nothing kept for it yet; at the start of its step, so a second
      // later falls in the same step.
      const ttl = t.config.signedUrlTtlSeconds;
      const step = Math.max(1, Math.floor(ttl / 10));
      const later = (Math.ceil((Date.now() / 1000 + 101 * ttl) / step) * step - ttl) * 1000;
      const first = signDocumentUrl(t.config, id, caller(owner, 'customer'), later);
      expect(signDocumentUrl(t.config, id, caller(owner, 'customer'), later + 1_000)).toBe(first);
      expect(signing).toHaveBeenCalledTimes(1);
      signDocumentUrl(t.config, id, caller(admin, 'admin'), later);
      expect(signing).toHaveBeenCalledTimes(2);
    } finally {
      signing.mockRestore();
    }
  });

  test('an expired signature is refused', async () => {
    const longAgo = Date.now() - (t.config.signedUrlTtlSeconds + 5) * 1000;
    const res = await get(signDocumentUrl(t.config, id, caller(owner, 'customer'), longAgo));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(NOT_FOUND);
  });

  test.each([
    // A character within it, made another: the last ones may carry bits no byte holds, or be 'AA' already.
    ['the signature', (u: URL) => u.searchParams.set('sig', otherCharacterAt(u.searchParams.get('sig')!, 10))],
    ['the expiry', (u: URL) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600))],
    ['the viewer', (u: URL) => u.searchParams.set('v', String(otherCustomer.id))],
    [
      'the document',
      (u: URL) => {
        u.pathname = u.pathname.replace(id, `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`);
      }
    ]
  ])('a signature with %s changed is refused', async (_part, change) => {
    const address = new URL(signDocumentUrl(t.config, id, caller(owner, 'customer')), 'http://gia.test');
    change(address);
    const res = await get(`${address.pathname}${address.search}`);
    expect(res.statusCode).toBe(404);
  });

  test('a signature for an account that has since been disabled is refused', async () => {
    const admin2 = await seedAccount(t.app, 'admin');
    const signed = signDocumentUrl(t.config, id, caller(admin2, 'admin'));
    expect((await get(signed)).statusCode).toBe(200);
    await t.app.db.updateTable('accounts').set({ disabled: 1 }).where('id', '=', admin2.id).execute();
    expect((await get(signed)).statusCode).toBe(404);
  });

  test('a file name that is not plain ASCII is sent safely in the header', async () => {
    const res = await upload(t.app, { name: 'अनुबंध (final) 100%.pdf', type: 'application/pdf', data: PDF }, owner.auth);
    const read = await get(res.json().url, owner.auth);
    expect(read.headers['content-disposition']).toBe(
      `inline; filename="______ (final) 100_.pdf"; filename*=UTF-8''${encodeURIComponent('अनुबंध')}%20%28final%29%20100%25.pdf`
    );
  });
});

describe('the access log', () => {
  test('every read is written down: who, which document, when, and how; admins can read it', async () => {
    const docUrl = await uploadPdf(t.app, owner.auth);
    const docId = docUrl.split('/').pop()!;
    await get(docUrl, owner.auth);
    await get(signDocumentUrl(t.config, docId, caller(admin, 'admin')));
    await get(docUrl, otherCustomer.auth);
    const res = await get(`/api/v1/admin/data/getDocumentViews?document_id=${docId}`, admin.auth);
    expect(res.statusCode).toBe(200);
    const views = res.json();
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({
      document_id: docId,
      viewer_id: admin.id,
      viewer_role: 'admin',
      viewer_name: admin.name,
      via: 'signature'
    });
    expect(views[1]).toMatchObject({ document_id: docId, viewer_id: owner.id, viewer_role: 'customer', via: 'token' });
    expect(Date.now() - Date.parse(views[0].at)).toBeLessThan(60_000);
  });

  test('is for admins only', async () => {
    expect((await get('/api/v1/admin/data/getDocumentViews', owner.auth)).statusCode).toBe(403);
    expect((await get('/api/v1/admin/data/getDocumentViews')).statusCode).toBe(401);
  });
});

/** `text` with its character at `at` made another one of base64url's. */
function otherCharacterAt(text: string, at: number): string {
  return `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
}
