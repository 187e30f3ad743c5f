import {
  addWorkingDays,
  fieldLabel,
  formatReference,
  indiaDate,
  isMessageKey,
  REFERENCE_PATTERN,
  translate
} from '@gia/domain';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { seedAccount, type TestAccount } from '../../test-support/accounts';
import { badBody, badValueKey, byKey, insertUrl, KINDS, newDocument, read, readOne, validBody } from '../test-fixtures';

let t: TestApp;
let customer: TestAccount;
let admin: TestAccount;
let vendor: TestAccount;
beforeAll(async () => {
  t = await buildTestApp();
  customer = await seedAccount(t.app, 'customer', { name: 'Asha Rao' });
  admin = await seedAccount(t.app, 'admin', { name: 'Ravi Admin' });
  vendor = await seedAccount(t.app, 'vendor');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

describe.each(KINDS)('insert %s', (_key, kind) => {
  test("a valid body with every field is stored PENDING, answered with the kind's success text", async () => {
    const body = await validBody(t.app, kind, customer, true);
    const res = await post(insertUrl(kind), body, customer.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: translate('en', kind.success),
      id: expect.any(Number),
      reference: expect.stringMatching(REFERENCE_PATTERN)
    });
    const row = (await readOne(t.app, kind, customer, res.json().id))!;
    expect(row.reference).toBe(formatReference(row.id, row.user_enquiry_date_time!));
    expect(res.json().reference).toBe(row.reference);
    expect(row.status).toBe('PENDING');
    expect(row.service_type).toBe(kind.serviceType);
    expect(row.events.map((e) => e.kind)).toEqual(['submitted']);
    expect(row.consent_at).toEqual(expect.any(String));
    expect(row.due_date).toBe(addWorkingDays(indiaDate(row.user_enquiry_date_time!), kind.turnaroundDays));
    for (const f of kind.fields) {
      if (f.kind === 'file')
        expect(row[f.name]).toMatch(
          new RegExp(`^/api/v1/global/documents/${String(body[f.name]).split('/').pop()}\\?exp=`)
        );
      else
        expect(String(row[f.name])).toBe(
          f.format === 'amount' || f.format === 'age' ? String(Number(body[f.name])) : String(body[f.name])
        );
    }
    const links = await t.app.db
      .selectFrom('request_documents')
      .select(['field', 'document_id'])
      .where('request_id', '=', row.id)
      .execute();
    expect(links.map((l) => l.field).sort()).toEqual(
      kind.fields
        .filter((f) => f.kind === 'file')
        .map((f) => f.name)
        .sort()
    );
  });

  test('a body with every field wrong is a 400 naming each field and its rule', async () => {
    const res = await post(insertUrl(kind), badBody(kind), customer.auth);
    expect(res.statusCode).toBe(400);
    const { message, errors } = res.json();
    expect(errors).toEqual(kind.fields.map((f) => ({ field: f.name, code: badValueKey(f) })));
    if (kind.requiredFiles)
      expect([res.json().code, message]).toEqual([
        kind.requiredFiles.message,
        translate('en', kind.requiredFiles.message)
      ]);
    else {
      for (const f of kind.fields) {
        const key = fieldLabel(f.name);
        expect(message).toContain(isMessageKey(key) ? translate('en', key) : f.name);
      }
    }
  });

  test("without a token: 401 with the spec's text; a vendor: 403", async () => {
    const body = await validBody(t.app, kind, customer);
    const anonymous = await post(insertUrl(kind), body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('User is not logged in. Please log in to continue.');
    expect((await post(insertUrl(kind), body, vendor.auth)).statusCode).toBe(403);
  });

  test('a customer must agree to share the details', async () => {
    const { consent: _consent, ...body } = await validBody(t.app, kind, customer);
    const res = await post(insertUrl(kind), body, customer.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please agree to share your details before you submit.',
      code: 'form.consentRequired',
      errors: [{ field: 'consent', code: 'form.consentRequired' }]
    });
  });
});

test('the required fields of a kind are named when missing', async () => {
  const pan = byKey('pan');
  const res = await post(insertUrl(pan), { consent: true }, customer.auth);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    message: 'Name is required.',
    code: 'form.fieldRequired',
    errors: [{ field: 'name', code: 'form.fieldRequired' }]
  });
});

test.each(KINDS.filter(([, s]) => s.requiredFiles))(
  "%s without its required files answers the spec's message",
  async (_key, kind) => {
    const body = await validBody(t.app, kind, customer);
    for (const f of kind.requiredFiles!.fields) body[f] = null;
    const res = await post(insertUrl(kind), body, customer.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(translate('en', kind.requiredFiles!.message));
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort()
    ).toEqual([...kind.requiredFiles!.fields].sort());
  }
);

test('an admin may submit without the consent box; the consent time stays empty', async () => {
  const pan = byKey('pan');
  const { consent: _consent, ...body } = await validBody(t.app, pan, admin);
  const res = await post(insertUrl(pan), body, admin.auth);
  expect(res.statusCode).toBe(200);
  expect((await readOne(t.app, pan, admin, res.json().id))!.consent_at).toBeNull();
});

test('submissions by different people, one after another, each store their own values and their own submitter in the history', async () => {
  // PostgreSQL writes a submission without documents by a statement compiled once (submissions.ts).
  const notice = byKey('legalNotice');
  const other = await seedAccount(t.app, 'customer', { name: 'Meera Iyer' });
  const { consent: _consent, ...unconsented } = await validBody(t.app, notice, admin);
  const sent = [
    { who: customer, body: { ...(await validBody(t.app, notice, customer)), first_person_details: 'Asha Rao, Pune' } },
    { who: other, body: { ...(await validBody(t.app, notice, other)), first_person_details: 'Meera Iyer, Kochi' } },
    { who: admin, body: { ...unconsented, first_person_details: 'Ravi Admin, Delhi' } }
  ];
  for (const { who, body } of sent) {
    const before = new Date().toISOString();
    const res = await post(insertUrl(notice), body, who.auth);
    expect(res.statusCode).toBe(200);
    const row = (await readOne(t.app, notice, who, res.json().id))!;
    expect(row.user_enquiry_date_time! >= before).toBe(true);
    // Its own text is what a search finds it by.
    const town = String(body.first_person_details).split(', ')[1]!;
    expect((await read(t.app, notice, who, { q: town })).map((r) => r.id)).toContain(row.id);
    expect([row.first_person_details, row.events.map((e) => [e.kind, e.actor_id, e.actor_name])]).toEqual([
      body.first_person_details,
      [['submitted', who.id, who.name]]
    ]);
    expect(row.consent_at === null).toBe(who === admin);
  }
});

test('each submission is stamped with its own time: one submitted between two others is listed between them', async () => {
  // On PostgreSQL a submission without documents runs a statement compiled once, one with documents a statement
  // built in its transaction (submissions.ts); the list across kinds, newest first, orders them by their times.
  const notice = byKey('legalNotice');
  const pan = byKey('pan');
  // Each path is taken: the notice's body holds no document, the PAN request's does.
  expect(notice.fields.filter((f) => f.kind === 'file')).toEqual([]);
  expect(pan.fields.some((f) => f.kind === 'file')).toBe(true);
  const someone = await seedAccount(t.app, 'customer');
  const ids: number[] = [];
  for (const [kind, withDocuments] of [
    [notice, false],
    [pan, true],
    [notice, false]
  ] as const) {
    // Apart by more than the stored time's millisecond.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await post(insertUrl(kind), await validBody(t.app, kind, someone, withDocuments), someone.auth);
    expect(res.statusCode).toBe(200);
    ids.push(res.json().id);
  }
  const list = await t.app.inject({ method: 'GET', url: '/api/v1/global/requests', headers: someone.auth });
  expect(list.statusCode).toBe(200);
  expect((list.json() as { id: number }[]).map((r) => r.id)).toEqual([...ids].reverse());
});

test('dates and admin names in the body are not trusted: the server stamps its own', async () => {
  const pan = byKey('pan');
  const before = new Date().toISOString();
  const body = {
    ...(await validBody(t.app, pan, customer)),
    user_enquiry_date_time: '2001-01-01',
    approved_by: 'Mallory',
    status: 'COMPLETED'
  };
  const res = await post(insertUrl(pan), body, customer.auth);
  const row = (await readOne(t.app, pan, customer, res.json().id))!;
  expect(row.user_enquiry_date_time! >= before).toBe(true);
  expect(row.status).toBe('PENDING');
  expect(row.approved_by).toBeNull();
});

test('a document another customer uploaded cannot be referenced, and nothing is stored', async () => {
  const pan = byKey('pan');
  const other = await seedAccount(t.app, 'customer');
  const theirs = await newDocument(t.app, other.id);
  await t.app.inject({
    method: 'POST',
    url: insertUrl(pan),
    headers: other.auth,
    payload: { ...(await validBody(t.app, pan, other)), photo_url: theirs }
  });
  const count = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('requests')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n
    );
  const before = await count();
  const res = await post(
    insertUrl(pan),
    { ...(await validBody(t.app, pan, customer)), photo_url: theirs },
    customer.auth
  );
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/not uploaded by you/);
  expect(await count()).toBe(before);
});

test('submissions sent at once are each stored with its own reference; a refused one among them stores nothing and keeps none of the others from being stored', async () => {
  const pan = byKey('pan');
  const other = await seedAccount(t.app, 'customer');
  const theirs = await newDocument(t.app, other.id);
  const good = await Promise.all(Array.from({ length: 6 }, () => validBody(t.app, pan, customer, true)));
  const refused: Record<string, unknown> = { ...(await validBody(t.app, pan, customer, true)), photo_url: theirs };
  const answers = await Promise.all(
    [...good.slice(0, 3), refused, ...good.slice(3)].map((body) => post(insertUrl(pan), body, customer.auth))
  );
  const stored = answers
    .filter((res) => res.statusCode === 200)
    .map((res) => res.json() as { id: number; reference: string });
  expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 400, 200, 200, 200]);
  expect(new Set(stored.map((s) => s.reference)).size).toBe(6);
  for (const { id, reference } of stored) {
    const row = (await readOne(t.app, pan, customer, id))!;
    expect([row.reference, row.events.map((e) => e.kind)]).toEqual([reference, ['submitted']]);
  }
  const refusedOwnUpload = String(refused.aadhar_url).split('/').pop()!;
  const doc = await t.app.db
    .selectFrom('documents')
    .select(['claimed_at'])
    .where('id', '=', refusedOwnUpload)
    .executeTakeFirstOrThrow();
  expect(doc.claimed_at).toBeNull();
});

test('an unclaimed anonymous upload is claimed by the submission', async () => {
  const pan = byKey('pan');
  const anonymous = await newDocument(t.app, null);
  const res = await post(
    insertUrl(pan),
    { ...(await validBody(t.app, pan, customer)), aadhar_url: anonymous },
    customer.auth
  );
  expect(res.statusCode).toBe(200);
  const doc = await t.app.db
    .selectFrom('documents')
    .select(['owner_id', 'claimed_at'])
    .where('id', '=', anonymous.split('/').pop()!)
    .executeTakeFirstOrThrow();
  expect(doc.owner_id).toBe(customer.id);
  expect(doc.claimed_at).not.toBeNull();
});

test('a body that is not an object is a 400 with a message', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: insertUrl(byKey('pan')),
    headers: { ...customer.auth, 'content-type': 'application/json' },
    payload: '[1,2]'
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toEqual(expect.any(String));
});
