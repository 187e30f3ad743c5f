import type { InjectOptions } from 'fastify';
import { PDF, upload, uploadPdf } from '../../documents/__fixtures__/uploads';
import { lastNotificationId, myNotifications, toldSince } from '../../notifications/test-support';
import { byKey, insertUrl, validBody } from '../../requests/test-fixtures';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { seedAccount, type TestAccount } from '../../test-support/accounts';

let t: TestApp;
let asha: TestAccount;
let vikram: TestAccount;
let admin: TestAccount;
let vendor: TestAccount;
let otherVendor: TestAccount;
beforeAll(async () => {
  t = await buildTestApp();
  asha = await seedAccount(t.app, 'customer', { name: 'Asha Rao' });
  vikram = await seedAccount(t.app, 'customer', { name: 'Vikram Singh' });
  admin = await seedAccount(t.app, 'admin', { name: 'Priya Admin' });
  vendor = await seedAccount(t.app, 'vendor', { name: 'Alpha PAN Services', businessType: 'PAN Registration' });
  otherVendor = await seedAccount(t.app, 'vendor', { name: 'Beta PAN Services', businessType: 'PAN Registration' });
});
afterAll(async () => {
  await t.close();
});

const pan = byKey('pan');
/** Every admin's id but `except`'s: a test of who is told may run after another seeds a second admin. */
const adminsBut = async (except?: number) =>
  (await t.app.db.selectFrom('accounts').select('id').where('role', '=', 'admin').orderBy('id').execute())
    .map((a) => a.id)
    .filter((id) => id !== except);
/** Who was told what since `before`, in account order. */
const toldKinds = async (before: number) =>
  (await toldSince(t.app, before)).map((n): [number, string] => [n.account_id, n.kind]).sort((x, y) => x[0] - y[0]);
const PAN_SCAN = pan.fields.find((f) => f.kind === 'file')!.name;
const BASE = '/api/v1/global/requests';
const call = (
  who: TestAccount | null,
  method: 'GET' | 'POST',
  reference: string,
  path: string,
  payload?: unknown
): InjectOptions => ({
  method,
  url: `${BASE}/${reference}/${path}`,
  headers: who?.auth ?? {},
  ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> })
});
const send = (options: InjectOptions) => t.app.inject(options);

async function ok(options: InjectOptions, status = 200) {
  const res = await send(options);
  if (res.statusCode !== status) throw new Error(`${options.url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

async function newPan(customer = asha): Promise<{ id: number; reference: string }> {
  const body = await validBody(t.app, pan, customer, true);
  const res = await send({ method: 'POST', url: insertUrl(pan), headers: customer.auth, payload: body });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json();
}

const detail = (who: TestAccount, reference: string) =>
  ok({ method: 'GET', url: `${BASE}/${reference}`, headers: who.auth });
const messages = (who: TestAccount, reference: string) => ok(call(who, 'GET', reference, 'messages'));
const assign = (reference: string) => ok(call(admin, 'POST', reference, 'assign', { vendor_id: vendor.id }));
const rowOf = (id: number) =>
  t.app.db.selectFrom('requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const messageCount = async (id: number) =>
  (await t.app.db.selectFrom('request_messages').select('id').where('request_id', '=', id).execute()).length;

describe('messages and internal notes', () => {
  test('the customer, the admins and the assigned vendor talk on a request, each seeing who wrote and who has read it', async () => {
    const r = await newPan();
    await assign(r.reference);
    const first = await ok(
      call(asha, 'POST', r.reference, 'messages', { text: '  When will my PAN card arrive?  ' }),
      201
    );
    expect(first).toMatchObject({
      kind: 'message',
      text: 'When will my PAN card arrive?',
      internal: false,
      author: { name: 'Asha Rao', role: 'customer' },
      read: true,
      seen_by: []
    });

    const forAdmin = await messages(admin, r.reference);
    expect(forAdmin).toHaveLength(1);
    expect(forAdmin[0].read).toBe(false);
    await ok(call(admin, 'POST', r.reference, 'messages', { text: 'Within seven working days.' }), 201);
    await ok(call(vendor, 'POST', r.reference, 'messages', { text: 'Working on it now.' }), 201);

    const forAsha = await messages(asha, r.reference);
    expect(forAsha.map((m: { text: string }) => m.text)).toEqual([
      'When will my PAN card arrive?',
      'Within seven working days.',
      'Working on it now.'
    ]);
    expect(forAsha[0].seen_by).toEqual(
      expect.arrayContaining([
        { name: 'Priya Admin', role: 'admin' },
        { name: 'Alpha PAN Services', role: 'vendor' }
      ])
    );
    expect(forAsha.map((m: { author: { role: string } }) => m.author.role)).toEqual(['customer', 'admin', 'vendor']);
    expect(new Date(forAsha[1].at).toString()).not.toBe('Invalid Date');
  });

  test("an internal note never reaches the customer: not in messages, not in the page's unread count, not in notifications, not as a document", async () => {
    const r = await newPan();
    await assign(r.reference);
    const before = await lastNotificationId(t.app);
    const note = await uploadPdf(t.app, admin.auth);
    await ok(
      call(admin, 'POST', r.reference, 'messages', {
        text: 'Customer sounds unsure; check the PAN twice.',
        internal: true,
        document_urls: [note]
      }),
      201
    );

    expect(await messages(asha, r.reference)).toEqual([]);
    expect((await detail(asha, r.reference)).unread_messages).toBe(0);
    const told = await toldSince(t.app, before);
    expect(told.map((n) => n.account_id).sort((x, y) => x - y)).toEqual(
      [vendor.id, ...(await adminsBut(admin.id))].sort((x, y) => x - y)
    );
    const ashaNotices = (await myNotifications(t.app, asha)).json();
    expect(JSON.stringify(ashaNotices)).not.toContain('check the PAN twice');
    const noteId = note.split('/').pop();
    expect(
      (await send({ method: 'GET', url: `/api/v1/global/documents/${noteId}`, headers: asha.auth })).statusCode
    ).toBe(404);
    expect(
      (await send({ method: 'GET', url: `/api/v1/global/documents/${noteId}`, headers: vendor.auth })).statusCode
    ).toBe(200);

    const forVendor = await messages(vendor, r.reference);
    expect(forVendor).toHaveLength(1);
    expect(forVendor[0]).toMatchObject({ internal: true, author: { role: 'admin' } });
    expect(forVendor[0].documents[0]).toMatchObject({ name: 'scan.pdf', content_type: 'application/pdf' });
  });

  test("a message's attachment is readable by the customer of the request, not by another customer", async () => {
    const r = await newPan();
    const doc = await uploadPdf(t.app, admin.auth);
    await ok(
      call(admin, 'POST', r.reference, 'messages', { text: 'Here is the form to sign.', document_urls: [doc] }),
      201
    );
    const id = doc.split('/').pop();
    expect((await send({ method: 'GET', url: `/api/v1/global/documents/${id}`, headers: asha.auth })).statusCode).toBe(
      200
    );
    expect(
      (await send({ method: 'GET', url: `/api/v1/global/documents/${id}`, headers: vikram.auth })).statusCode
    ).toBe(404);
    const [m] = await messages(asha, r.reference);
    expect(m.documents[0].url).toMatch(/sig=/);
  });

  test.each([
    ['empty text', { text: '   ' }, 'talk.textRequired'],
    ['no text', {}, 'talk.textRequired'],
    ['text too long', { text: 'x'.repeat(4001) }, 'talk.textTooLong'],
    ["a customer's internal note", { text: 'hi', internal: true }, 'talk.internalNotAllowed'],
    ['documents not a list', { text: 'hi', document_urls: 'x' }, 'talk.badDocumentList'],
    ['a document that is not an address', { text: 'hi', document_urls: ['nope'] }, 'talk.badDocumentList'],
    [
      'too many documents',
      {
        text: 'hi',
        document_urls: Array.from({ length: 6 }, (_, i) => `/api/v1/global/documents/${'a'.repeat(20)}${i}`)
      },
      'talk.tooManyDocuments'
    ]
  ])('refuses %s with 400 and its reason, storing nothing', async (_name, payload, code) => {
    const r = await newPan();
    const res = await send(call(asha, 'POST', r.reference, 'messages', payload));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code });
    expect(res.json().message).toMatch(/\w/);
    expect(await messageCount(r.id)).toBe(0);
  });

  test('a document of someone else cannot be attached', async () => {
    const r = await newPan();
    const theirs = await uploadPdf(t.app, vikram.auth);
    const res = await send(
      call(asha, 'POST', r.reference, 'messages', { text: 'see attached', document_urls: [theirs] })
    );
    expect(res.statusCode).toBe(400);
    expect(await messageCount(r.id)).toBe(0);
  });

  test('who may take part: others get 404, so references do not leak; anonymous callers 401', async () => {
    const r = await newPan();
    for (const who of [vikram, vendor, otherVendor]) {
      expect((await send(call(who, 'GET', r.reference, 'messages'))).statusCode).toBe(404);
      expect((await send(call(who, 'POST', r.reference, 'messages', { text: 'hello' }))).statusCode).toBe(404);
    }
    expect((await send(call(null, 'GET', r.reference, 'messages'))).statusCode).toBe(401);
    await assign(r.reference);
    expect((await send(call(vendor, 'POST', r.reference, 'messages', { text: 'hello' }))).statusCode).toBe(201);
    expect((await send(call(otherVendor, 'POST', r.reference, 'messages', { text: 'hello' }))).statusCode).toBe(404);
  });
});

describe('asking the customer', () => {
  test('the admin asks for a new PAN scan; the request waits with its clock paused; the answer replaces the document and resumes', async () => {
    const r = await newPan();
    const oldDoc = (await rowOf(r.id)).fields;
    const before = await lastNotificationId(t.app);
    const page = await ok(
      call(admin, 'POST', r.reference, 'askCustomer', {
        text: 'The PAN card scan is unreadable.',
        documents: [PAN_SCAN]
      })
    );
    expect(page.status).toBe('WAITING FOR CUSTOMER');
    expect(page.waiting.asked_documents.map((d: { field: string }) => d.field)).toEqual([PAN_SCAN]);
    expect(page.actions).toEqual([]);
    expect(await toldKinds(before)).toEqual(
      [
        [asha.id, 'asked'] as [number, string],
        ...(await adminsBut(admin.id)).map((id): [number, string] => [id, 'message'])
      ].sort((x, y) => x[0] - y[0])
    );
    const forAsha = await detail(asha, r.reference);
    expect(forAsha.actions).toEqual(['answer', 'withdraw']);
    expect(forAsha.unread_messages).toBe(1);

    // The customer took an hour: the due date moves on by that hour.
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await t.app.db.updateTable('requests').set({ paused_at: hourAgo }).where('id', '=', r.id).execute();
    const dueBefore = (await rowOf(r.id)).due_at!;
    const scan = await uploadPdf(t.app, asha.auth);
    const after = await ok(
      call(asha, 'POST', r.reference, 'answer', { text: 'Here is a clearer scan.', documents: { [PAN_SCAN]: scan } })
    );
    expect(after.status).toBe('PENDING');
    expect(after.waiting).toBeNull();
    const stored = await rowOf(r.id);
    expect(Date.parse(stored.due_at!) - Date.parse(dueBefore)).toBeGreaterThanOrEqual(3_600_000);
    expect(Date.parse(stored.due_at!) - Date.parse(dueBefore)).toBeLessThan(3_600_000 + 60_000);
    expect(stored.paused_at).toBeNull();
    expect(JSON.parse(stored.fields)[PAN_SCAN]).toBe(scan);
    expect(stored.fields).not.toBe(oldDoc);

    const forAdmin = await detail(admin, r.reference);
    expect(forAdmin.replaced_documents).toHaveLength(1);
    expect(forAdmin.replaced_documents[0]).toMatchObject({ field: PAN_SCAN });
    expect(forAdmin.documents.find((d: { field: string }) => d.field === PAN_SCAN).url).toContain(
      scan.split('/').pop()
    );
    expect((await detail(asha, r.reference)).replaced_documents).toEqual([]);
    const conversation = await messages(admin, r.reference);
    expect(conversation.map((m: { kind: string }) => m.kind)).toEqual(['ask', 'answer']);
    expect(conversation[1].documents[0].field).toBe(PAN_SCAN);
    expect(forAdmin.events.map((e: { kind: string }) => e.kind)).toEqual(['submitted', 'ask', 'answer']);
  });

  test("the assigned vendor asks; the answer returns the request to the vendor's state", async () => {
    const r = await newPan();
    await assign(r.reference);
    await ok(call(vendor, 'POST', r.reference, 'accept'));
    const asked = await ok(
      call(vendor, 'POST', r.reference, 'askCustomer', { text: 'Which address should the card go to?' })
    );
    expect(asked.status).toBe('WAITING FOR CUSTOMER');
    expect((await send(call(otherVendor, 'POST', r.reference, 'askCustomer', { text: 'hi' }))).statusCode).toBe(404);
    const answered = await ok(call(asha, 'POST', r.reference, 'answer', { text: 'The Bengaluru one.' }));
    expect(answered.status).toBe('IN PROGRESS');
    expect(answered.vendor).toMatchObject({ id: vendor.id });
  });

  test.each([
    ['a field of another kind', { text: 'send it', documents: ['nonexistent_field'] }, 'talk.notADocumentField'],
    [
      'a text field',
      { text: 'send it', documents: [pan.fields.find((f) => f.kind !== 'file')!.name] },
      'talk.notADocumentField'
    ],
    ['no text', { documents: [PAN_SCAN] }, 'talk.textRequired'],
    ['documents not names', { text: 'x', documents: [{ field: PAN_SCAN }] }, 'talk.badAskDocuments']
  ])('an ask naming %s is refused with 400, nothing changed', async (_name, payload, code) => {
    const r = await newPan();
    const res = await send(call(admin, 'POST', r.reference, 'askCustomer', payload));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    expect((await rowOf(r.id)).state).toBe('PENDING');
    expect(await messageCount(r.id)).toBe(0);
  });

  test('the customer cannot ask, a vendor cannot ask before the work is theirs', async () => {
    const r = await newPan();
    expect((await send(call(asha, 'POST', r.reference, 'askCustomer', { text: 'x' }))).statusCode).toBe(403);
    await ok(call(admin, 'POST', r.reference, 'reject', { reason: 'Wrong PAN' }));
    const res = await send(call(admin, 'POST', r.reference, 'askCustomer', { text: 'x' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'workspace.stateMoved', status: 'REJECTED' });
  });

  describe('bad answers: a clear 4xx and nothing stored', () => {
    let r: { id: number; reference: string };
    beforeEach(async () => {
      r = await newPan();
      await ok(
        call(admin, 'POST', r.reference, 'askCustomer', { text: 'New PAN scan please.', documents: [PAN_SCAN] })
      );
    });
    const unchanged = async () => {
      const row = await rowOf(r.id);
      expect(row.state).toBe('WAITING FOR CUSTOMER');
      expect(await messageCount(r.id)).toBe(1);
    };

    test('a field that was not asked for', async () => {
      const other = pan.fields.filter((f) => f.kind === 'file')[1];
      const scan = await uploadPdf(t.app, asha.auth);
      const documents = {
        [PAN_SCAN]: scan,
        ...(other ? { [other.name]: await uploadPdf(t.app, asha.auth) } : { nope: scan })
      };
      const res = await send(call(asha, 'POST', r.reference, 'answer', { text: 'both', documents }));
      expect(res.statusCode).toBe(400);
      expect(['talk.notAskedField', 'talk.notADocumentField']).toContain(res.json().code);
      await unchanged();
    });

    test('without the document asked for', async () => {
      const res = await send(call(asha, 'POST', r.reference, 'answer', { text: 'forgot it' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('talk.askedDocumentMissing');
      await unchanged();
    });

    test('a document of someone else', async () => {
      const theirs = await uploadPdf(t.app, vikram.auth);
      const res = await send(
        call(asha, 'POST', r.reference, 'answer', { text: 'here', documents: { [PAN_SCAN]: theirs } })
      );
      expect(res.statusCode).toBe(400);
      await unchanged();
    });

    test('empty text', async () => {
      const scan = await uploadPdf(t.app, asha.auth);
      const res = await send(call(asha, 'POST', r.reference, 'answer', { text: '', documents: { [PAN_SCAN]: scan } }));
      expect(res.json().code).toBe('talk.textRequired');
      await unchanged();
    });

    test('by the admin or another customer', async () => {
      expect((await send(call(admin, 'POST', r.reference, 'answer', { text: 'x' }))).statusCode).toBe(403);
      expect((await send(call(vikram, 'POST', r.reference, 'answer', { text: 'x' }))).statusCode).toBe(404);
      await unchanged();
    });
  });

  test('an answer when the request is not waiting is a 409 in words, nothing stored', async () => {
    const r = await newPan();
    const res = await send(call(asha, 'POST', r.reference, 'answer', { text: 'hello?' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'talk.notWaiting', status: 'PENDING' });
    expect(await messageCount(r.id)).toBe(0);
  });

  test('two answers at once: one goes through, the other gets 409', async () => {
    const r = await newPan();
    await ok(call(admin, 'POST', r.reference, 'askCustomer', { text: 'Which city?' }));
    const results = await Promise.all([
      send(call(asha, 'POST', r.reference, 'answer', { text: 'Pune' })),
      send(call(asha, 'POST', r.reference, 'answer', { text: 'Mumbai' }))
    ]);
    expect(results.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    expect((await messages(admin, r.reference)).filter((m: { kind: string }) => m.kind === 'answer')).toHaveLength(1);
  });

  test('an ask and an assignment at once: exactly one wins', async () => {
    const r = await newPan();
    const results = await Promise.all([
      send(call(admin, 'POST', r.reference, 'askCustomer', { text: 'Which city?' })),
      send(call(admin, 'POST', r.reference, 'assign', { vendor_id: vendor.id }))
    ]);
    expect(results.map((x) => x.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('withdrawing', () => {
  test('a pending request is withdrawn with a reason; the admins are told; documents are kept', async () => {
    const r = await newPan();
    const before = await lastNotificationId(t.app);
    const page = await ok(call(asha, 'POST', r.reference, 'withdraw', { reason: 'Filed it myself.' }));
    expect(page.status).toBe('WITHDRAWN');
    expect(page.actions).toEqual([]);
    expect(page.events.at(-1)).toMatchObject({ kind: 'withdraw', reason: 'Filed it myself.' });
    expect(await toldKinds(before)).toEqual((await adminsBut()).map((id) => [id, 'withdrawn']));
    expect(page.documents.length).toBeGreaterThan(0);
  });

  test('a waiting request can be withdrawn without a reason', async () => {
    const r = await newPan();
    await ok(call(admin, 'POST', r.reference, 'askCustomer', { text: 'Which city?' }));
    expect((await ok(call(asha, 'POST', r.reference, 'withdraw', {}))).status).toBe('WITHDRAWN');
  });

  test('not once the vendor works on it, not twice, not by others', async () => {
    const r = await newPan();
    await assign(r.reference);
    const res = await send(call(asha, 'POST', r.reference, 'withdraw', {}));
    expect(res.statusCode).toBe(409);
    expect(res.json().status).toBe('ASSIGNED TO VENDOR');
    const p = await newPan();
    await ok(call(asha, 'POST', p.reference, 'withdraw', {}));
    expect((await send(call(asha, 'POST', p.reference, 'withdraw', {}))).statusCode).toBe(409);
    expect((await send(call(admin, 'POST', p.reference, 'withdraw', {}))).statusCode).toBe(403);
    expect((await send(call(asha, 'POST', p.reference, 'withdraw', { reason: 'x'.repeat(2001) }))).statusCode).toBe(
      400
    );
  });
});

describe('correcting a rejected request', () => {
  const nameField = pan.fields.find((f) => f.kind !== 'file' && !f.format)!.name;

  async function rejected() {
    const r = await newPan();
    await ok(call(admin, 'POST', r.reference, 'reject', { reason: 'The name does not match the PAN.' }));
    const body = await validBody(t.app, pan, asha, false);
    const stored = JSON.parse((await rowOf(r.id)).fields);
    for (const f of pan.fields) if (f.kind === 'file') body[f.name] = stored[f.name];
    return { ...r, body };
  }

  test('the customer corrects a field and resubmits: pending again, the changes shown to the admins, the history intact', async () => {
    const r = await rejected();
    const before = await lastNotificationId(t.app);
    const page = await ok(call(asha, 'POST', r.reference, 'resubmit', { ...r.body, [nameField]: 'Asha R. Rao' }));
    expect(page.status).toBe('PENDING');
    expect(page.events.map((e: { kind: string }) => e.kind)).toEqual(['submitted', 'reject', 'resubmit']);
    const forAdmin = await detail(admin, r.reference);
    expect(forAdmin.resubmissions).toEqual([
      { at: expect.any(String), changes: [{ field: nameField, before: 'Asha Rao', after: 'Asha R. Rao' }] }
    ]);
    expect(forAdmin.actions).toEqual(expect.arrayContaining(['assign', 'reject']));
    expect(await toldKinds(before)).toEqual((await adminsBut()).map((id) => [id, 'resubmitted']));
  });

  test('a replaced document is kept as an earlier version', async () => {
    const r = await rejected();
    const scan = await uploadPdf(t.app, asha.auth);
    await ok(call(asha, 'POST', r.reference, 'resubmit', { ...r.body, [PAN_SCAN]: scan }));
    const forAdmin = await detail(admin, r.reference);
    expect(forAdmin.replaced_documents.map((d: { field: string }) => d.field)).toEqual([PAN_SCAN]);
    expect(forAdmin.resubmissions[0].changes).toEqual([{ field: PAN_SCAN, document: true }]);
  });

  test('nothing changed, a bad field, or a request not rejected: 4xx in words, nothing changed', async () => {
    const r = await rejected();
    const same = await send(call(asha, 'POST', r.reference, 'resubmit', r.body));
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('talk.nothingChanged');
    const bad = await send(call(asha, 'POST', r.reference, 'resubmit', { ...r.body, [nameField]: '' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'talk.fixFields',
      errors: [{ field: nameField, code: expect.any(String) }]
    });
    expect((await rowOf(r.id)).state).toBe('REJECTED');
    const pending = await newPan();
    const res = await send(call(asha, 'POST', pending.reference, 'resubmit', { ...r.body, [nameField]: 'X Y' }));
    expect(res.statusCode).toBe(409);
    expect((await send(call(vikram, 'POST', r.reference, 'resubmit', r.body))).statusCode).toBe(404);
  });
});

describe('who is told: everyone on the request but the one who acted', () => {
  let meena: TestAccount;
  beforeAll(async () => {
    meena = await seedAccount(t.app, 'admin', { name: 'Meena Admin' });
  });
  const byAccount = (told: [number, string][]) => told.sort((a, b) => a[0] - b[0]);
  const toldOf = async (before: number) =>
    byAccount((await toldSince(t.app, before)).map((n): [number, string] => [n.account_id, n.kind]));

  test("an admin's message reaches the other admins, the customer and the vendor, never its author", async () => {
    const r = await newPan();
    await assign(r.reference);
    const before = await lastNotificationId(t.app);
    await ok(call(admin, 'POST', r.reference, 'messages', { text: 'Your card is on its way.' }), 201);
    expect(await toldOf(before)).toEqual(
      byAccount([
        [asha.id, 'message'],
        [meena.id, 'message'],
        [vendor.id, 'message']
      ])
    );
  });

  test("a vendor's ask reaches the customer to answer it and every admin as a message", async () => {
    const r = await newPan();
    await assign(r.reference);
    await ok(call(vendor, 'POST', r.reference, 'accept'));
    const before = await lastNotificationId(t.app);
    await ok(call(vendor, 'POST', r.reference, 'askCustomer', { text: 'Which address should the card go to?' }));
    expect(await toldOf(before)).toEqual(
      byAccount([
        [asha.id, 'asked'],
        [admin.id, 'message'],
        [meena.id, 'message']
      ])
    );
    const forMeena = (await myNotifications(t.app, meena)).json();
    expect(JSON.stringify(forMeena)).toContain(r.reference);
  });

  test("an admin's ask reaches the customer, the other admins and the request's vendor, not the asker", async () => {
    const r = await newPan();
    await assign(r.reference);
    const before = await lastNotificationId(t.app);
    await ok(call(meena, 'POST', r.reference, 'askCustomer', { text: 'Please confirm your date of birth.' }));
    expect(await toldOf(before)).toEqual(
      byAccount([
        [asha.id, 'asked'],
        [admin.id, 'message'],
        [vendor.id, 'message']
      ])
    );
  });
});

test('uploads stay private: the PDF helper really stores a document (guards the fixtures above)', async () => {
  const res = await upload(t.app, { name: 'scan.pdf', type: 'application/pdf', data: PDF }, asha.auth);
  expect(res.statusCode).toBe(200);
});
