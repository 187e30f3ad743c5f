import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { uploadPdf } from '../../documents/__fixtures__/uploads';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { seedAccount, type TestAccount } from '../../test-support/accounts';

/**
 * Every rule of a form is enforced by the server with the domain's code: a refused response is a clear
 * 400 naming the field, and nothing is stored. Drafts and closed forms take no responses.
 */
let t: TestApp;
let admin: TestAccount;
let customer: TestAccount;
let otherCustomer: TestAccount;
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'gia-forms-web-'));

beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>GIA</title>');
  t = await buildTestApp({ FORM_RESPONSE_RATE_PER_MINUTE: '1000', WEB_ROOT: webRoot });
  admin = await seedAccount(t.app, 'admin');
  customer = await seedAccount(t.app, 'customer');
  otherCustomer = await seedAccount(t.app, 'customer');
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const FIELDS = [
  {
    type: 'input',
    label: 'Name',
    required: true,
    minLength: 2,
    maxLength: 40,
    pattern: '[A-Za-z ]+',
    patternMessage: 'Letters and spaces only'
  },
  { type: 'radio', label: 'Own a house?', options: ['Yes', 'No'], required: true },
  {
    type: 'input',
    label: 'Since which year?',
    inputType: 'number',
    min: 1950,
    max: 2026,
    required: true,
    showIf: { label: 'Own a house?', equals: 'Yes' }
  },
  { type: 'input', label: 'Rating', inputType: 'number', min: 1, max: 5 },
  { type: 'input', label: 'Visit date', inputType: 'date', min: '2026-01-01', max: '2026-12-31' },
  { type: 'input', label: 'Email', inputType: 'email' },
  { type: 'input', label: 'Mobile', inputType: 'tel' },
  { type: 'input', label: 'PAN', inputType: 'pan' },
  { type: 'checkbox', label: 'Papers', options: ['Deed', 'Tax receipt'], page: 2 },
  { type: 'file', label: 'Deed scan', page: 2, required: true, showIf: { label: 'Papers', equals: 'Deed' } }
];
const GOOD = { Name: 'Asha Rao', 'Own a house?': 'No' };

const post = (call: string, payload: unknown, account?: TestAccount | null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/data/${call}`,
    payload: payload as object,
    headers: account?.auth
  });
const get = (url: string, account?: TestAccount | null) => t.app.inject({ method: 'GET', url, headers: account?.auth });

async function createForm(extra: Record<string, unknown> = {}, fields: unknown = FIELDS): Promise<number> {
  const res = await post('insertForms', { formName: 'Property survey', fields, ...extra }, admin);
  expect(res.statusCode).toBe(200);
  return res.json().id;
}
const answer = (
  formId: number,
  responses: unknown,
  account?: TestAccount | null,
  extra: Record<string, unknown> = {}
) => post('insertFormsResponses', { form_id: formId, responses, ...extra }, account);
const stored = async (formId: number) =>
  (await get(`/api/v1/admin/data/getFormsResponses?form_id=${formId}`, admin)).json() as {
    responses: Record<string, unknown>;
  }[];

describe('every rule is enforced on the server: 400 naming the field, nothing stored', () => {
  let formId: number;
  beforeAll(async () => {
    formId = await createForm();
  });

  test.each([
    ['a number above max', { Rating: '9' }, 'Rating', 'forms.rule.max', 'Rating: Enter 5 or less.'],
    ['a number below min', { Rating: '0' }, 'Rating', 'forms.rule.min', 'Rating: Enter 1 or more.'],
    [
      'a date after max',
      { 'Visit date': '2027-01-05' },
      'Visit date',
      'forms.rule.dateMax',
      'Visit date: Choose 31 Dec 2026 or earlier.'
    ],
    [
      'a date before min',
      { 'Visit date': '2025-12-31' },
      'Visit date',
      'forms.rule.dateMin',
      'Visit date: Choose 1 Jan 2026 or later.'
    ],
    ['a bad email', { Email: 'asha@' }, 'Email', 'format.email', 'Email: '],
    ['a mobile that is not Indian', { Mobile: '12345' }, 'Mobile', 'format.mobile', 'Mobile: '],
    ['a bad PAN', { PAN: 'ABCDE12345' }, 'PAN', 'format.pan', 'PAN: '],
    ['too short', { Name: 'A' }, 'Name', 'forms.rule.minLength', 'Name: Enter at least 2 characters.'],
    ['too long', { Name: 'A'.repeat(41) }, 'Name', 'forms.rule.maxLength', 'Name: Enter at most 40 characters.'],
    ['against the pattern', { Name: 'Asha 123' }, 'Name', 'forms.rule.pattern', 'Name: Letters and spaces only'],
    [
      'a radio answer not among its options',
      { 'Own a house?': 'Maybe' },
      'Own a house?',
      'forms.rule.option',
      'Own a house?: Choose one of the options.'
    ],
    [
      'a checkbox answer with an unknown option',
      { Papers: ['Tax receipt', 'Passport'] },
      'Papers',
      'forms.rule.options',
      'Papers: Choose only from the options given.'
    ],
    ['a checkbox answer that is not a list', { Papers: 'Deed, Tax receipt' }, 'Papers', 'forms.rule.list', 'Papers: '],
    [
      'a shown required field left out',
      { 'Own a house?': 'Yes' },
      'Since which year?',
      'forms.rule.required',
      'Since which year?: This field is required.'
    ],
    [
      'a shown required file left out',
      { Papers: ['Deed'] },
      'Deed scan',
      'forms.rule.required',
      'Deed scan: This field is required.'
    ],
    [
      'a file answer that is not an address of ours',
      { Papers: ['Deed'], 'Deed scan': 'https://evil.example/deed.pdf' },
      'Deed scan',
      'forms.rule.file',
      'Deed scan: '
    ]
  ])('%s', async (_case, change, label, key, message) => {
    const res = await answer(formId, { ...GOOD, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(res.json().code).toBe(key);
    expect(res.json().problems).toEqual([expect.objectContaining({ label, key, message: expect.any(String) })]);
    expect(await stored(formId)).toEqual([]);
  });

  test('a hidden required field is not required, and a hidden answer is dropped, not stored', async () => {
    const form = await createForm(); // its own: the refusals above check that their form stores nothing
    const res = await answer(form, { ...GOOD, 'Since which year?': '1800', Papers: ['Tax receipt'], 'Deed scan': '' });
    expect(res.statusCode).toBe(200);
    const [row] = await stored(form);
    expect(row.responses).toEqual({ Name: 'Asha Rao', 'Own a house?': 'No', Papers: ['Tax receipt'] });
  });

  test('a file the caller did not upload is refused and stays unclaimed; their own file is stored and readable by the admin', async () => {
    const form = await createForm();
    const others = await uploadPdf(t.app, otherCustomer.auth);
    const refused = await answer(form, { ...GOOD, Papers: ['Deed'], 'Deed scan': others }, customer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'forms.rule.fileNotYours',
      problems: [{ label: 'Deed scan', key: 'forms.rule.fileNotYours' }]
    });
    expect(await stored(form)).toEqual([]);
    const byOwner = await answer(form, { ...GOOD, Papers: ['Deed'], 'Deed scan': others }, otherCustomer);
    expect(byOwner.statusCode).toBe(200);
    // Claimed by that response: nobody may reuse it in another.
    expect((await answer(form, { ...GOOD, Papers: ['Deed'], 'Deed scan': others }, otherCustomer)).statusCode).toBe(
      400
    );
    const anonymous = await uploadPdf(t.app);
    expect((await answer(form, { ...GOOD, Papers: ['Deed'], 'Deed scan': anonymous })).statusCode).toBe(200);
    const rows = await stored(form);
    expect(rows).toHaveLength(2);
    // Both files, the customer's and the anonymous visitor's, are the admins' to read, by signed address or token.
    for (const row of rows) {
      const signed = String(row.responses['Deed scan']);
      expect(signed).toMatch(/^\/api\/v1\/global\/documents\/[\w-]+\?exp=\d+&v=\d+&sig=/);
      const file = await get(signed);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect((await get(signed.split('?')[0], admin)).statusCode).toBe(200);
    }
    // The visitor who sent it may not read it back.
    expect((await get(String(rows[1].responses['Deed scan']).split('?')[0], otherCustomer)).statusCode).toBe(404);
    const made = '/api/v1/global/documents/AAAAAAAAAAAAAAAAAAAAAAAA';
    expect((await answer(form, { ...GOOD, Papers: ['Deed'], 'Deed scan': made })).json().code).toBe(
      'forms.rule.fileNotYours'
    );
  });

  test('the honeypot: a filled hidden field looks accepted, and nothing is stored', async () => {
    const form = await createForm();
    const res = await answer(form, GOOD, null, { website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Form submitted successfully!', code: 'forms.submitted' });
    expect(await stored(form)).toEqual([]);
    expect((await answer(form, GOOD, null, { website: '' })).statusCode).toBe(200);
    expect(await stored(form)).toHaveLength(1);
  });
});

describe('draft, published, closed', () => {
  test('a form saved as a draft: hidden from everyone but admins, refuses responses; publishing opens it', async () => {
    const id = await createForm({ status: 'draft' });
    expect((await get('/api/v1/admin/data/getForms')).json().map((f: { id: number }) => f.id)).not.toContain(id);
    expect((await get('/api/v1/admin/data/getForms', customer)).json().map((f: { id: number }) => f.id)).not.toContain(
      id
    );
    expect((await get(`/api/v1/admin/data/getForms?id=${id}`)).statusCode).toBe(404);
    const mine = (await get('/api/v1/admin/data/getForms', admin)).json().find((f: { id: number }) => f.id === id);
    expect(mine).toMatchObject({ status: 'draft', notify: false });
    const anon = await answer(id, GOOD);
    expect(anon.statusCode).toBe(404);
    const byAdmin = await answer(id, GOOD, admin);
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json()).toMatchObject({
      code: 'forms.draftRefused',
      message: 'This form is a draft. Publish it to accept responses.'
    });
    expect(await stored(id)).toEqual([]);

    const published = await post('updateForms', { id, status: 'published' }, admin);
    expect(published.json()).toMatchObject({ status: 'published', version: 1 });
    expect((await get(`/api/v1/admin/data/getForms?id=${id}`)).json()).toEqual([
      expect.objectContaining({ id, status: 'published' })
    ]);
    expect((await answer(id, GOOD)).statusCode).toBe(200);
  });

  test('a closed form says so, and refuses responses; its earlier responses stay readable', async () => {
    const id = await createForm();
    expect((await answer(id, GOOD)).statusCode).toBe(200);
    expect((await post('updateForms', { id, status: 'closed' }, admin)).statusCode).toBe(200);
    const read = await get(`/api/v1/admin/data/getForms?id=${id}`);
    expect(read.statusCode).toBe(410);
    expect(read.json()).toMatchObject({ message: 'This form is no longer accepting responses.', code: 'forms.closed' });
    expect((await get('/api/v1/admin/data/getForms')).json().map((f: { id: number }) => f.id)).not.toContain(id);
    const refused = await answer(id, GOOD, customer);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe('This form is no longer accepting responses.');
    expect(await stored(id)).toHaveLength(1);
  });

  test('insertForms publishes unless the body says draft; a bad status is a 400; only admins change it', async () => {
    const id = await createForm();
    expect((await get(`/api/v1/admin/data/getForms?id=${id}`)).json()[0].status).toBe('published');
    expect((await post('insertForms', { formName: 'X', fields: FIELDS, status: 'archived' }, admin)).statusCode).toBe(
      400
    );
    expect((await post('updateForms', { id, status: 'gone' }, admin)).statusCode).toBe(400);
    expect((await post('updateForms', { id, status: 'closed' }, customer)).statusCode).toBe(403);
    expect((await post('updateForms', { id, status: 'closed' })).statusCode).toBe(401);
  });

  test('editing a form with responses keeps the status and the old responses against their version', async () => {
    const id = await createForm({ status: 'published' });
    await answer(id, GOOD);
    await post('updateForms', { id, fields: [{ type: 'input', label: 'Name', required: true }] }, admin);
    const [form] = (await get(`/api/v1/admin/data/getForms?id=${id}`)).json();
    expect(form).toMatchObject({ status: 'published', version: 2 });
    const [old] = (await get(`/api/v1/admin/data/getFormsResponses?form_id=${id}`, admin)).json();
    expect(old).toMatchObject({ form_version: 1, responses: GOOD });
    expect(old.fields.map((f: { label: string }) => f.label)).toContain('Own a house?');
  });
});

describe('responses: notification, search, summary, CSV', () => {
  test('a form that asks tells every admin of each response; others do not', async () => {
    const quiet = await createForm();
    const told = await createForm({ notify: true });
    const before = Number((await get('/api/v1/global/notifications', admin)).headers['x-total-count']);
    await answer(quiet, GOOD);
    const res = await answer(told, GOOD);
    const list = await get('/api/v1/global/notifications', admin);
    expect(Number(list.headers['x-total-count'])).toBe(before + 1);
    expect(list.json()[0]).toMatchObject({
      kind: 'formResponse',
      message_key: 'notification.formResponse',
      message: `New response #${res.json().id} to the form "Property survey".`
    });
    expect(Number((await get('/api/v1/global/notifications', customer)).headers['x-total-count'])).toBe(0);
  });

  test('search finds responses by any answer, case-insensitive, wildcards taken literally', async () => {
    const id = await createForm();
    await answer(id, { Name: 'Meena Iyer', 'Own a house?': 'Yes', 'Since which year?': '1999' });
    await answer(id, { Name: 'Ravi Kumar', 'Own a house?': 'No' });
    const find = async (q: string) => {
      const res = await get(
        `/api/v1/admin/data/getFormsResponses?form_id=${id}&page=1&limit=10&q=${encodeURIComponent(q)}`,
        admin
      );
      return [res.headers['x-total-count'], res.json().map((r: { responses: { Name: string } }) => r.responses.Name)];
    };
    expect(await find('meena')).toEqual(['1', ['Meena Iyer']]);
    expect(await find('1999')).toEqual(['1', ['Meena Iyer']]);
    expect(await find('%')).toEqual(['0', []]);
    expect(await find('')).toEqual(['2', ['Ravi Kumar', 'Meena Iyer']]);
  });

  test('the summary counts options and gives min / mean / max of numbers', async () => {
    const id = await createForm();
    await answer(id, { ...GOOD, Rating: '2', Papers: ['Deed', 'Tax receipt'], 'Deed scan': await uploadPdf(t.app) });
    await answer(id, { ...GOOD, Rating: '5', Papers: ['Tax receipt'] });
    await answer(id, { Name: 'Ravi', 'Own a house?': 'Yes', 'Since which year?': '2001' });
    const res = await get(`/api/v1/admin/data/getFormsSummary?form_id=${id}`, admin);
    expect(res.statusCode).toBe(200);
    const byLabel = Object.fromEntries(res.json().fields.map((f: { label: string }) => [f.label, f]));
    expect(res.json().total).toBe(3);
    expect(byLabel['Own a house?'].counts).toEqual([
      { option: 'Yes', count: 1 },
      { option: 'No', count: 2 }
    ]);
    expect(byLabel.Papers.counts).toEqual([
      { option: 'Deed', count: 1 },
      { option: 'Tax receipt', count: 2 }
    ]);
    expect(byLabel.Rating).toMatchObject({ answered: 2, min: 2, mean: 3.5, max: 5 });
    expect((await get(`/api/v1/admin/data/getFormsSummary?form_id=${id}`, customer)).statusCode).toBe(403);
    expect((await get('/api/v1/admin/data/getFormsSummary?form_id=999999', admin)).statusCode).toBe(404);
  });

  test('the CSV lists ticked options in one cell', async () => {
    const id = await createForm();
    await answer(id, { ...GOOD, Papers: ['Deed', 'Tax receipt'], 'Deed scan': await uploadPdf(t.app) });
    const csv = (await get(`/api/v1/admin/data/getFormsResponses?form_id=${id}&format=csv`, admin)).body;
    expect(csv).toContain(',Deed; Tax receipt,/api/v1/global/documents/');
  });
});

describe('embedding', () => {
  test('only the renderer page may be framed by other sites', async () => {
    for (const url of ['/FormRenderer?id=1', '/FormRenderer']) {
      const renderer = await get(url);
      expect([url, renderer.statusCode]).toEqual([url, 200]);
      expect(String(renderer.headers['content-security-policy'])).toContain('frame-ancestors *');
      expect(renderer.headers['x-frame-options']).toBeUndefined();
    }
    for (const url of [
      '/AdminLogin',
      '/ListOfForms',
      '/FormRendererX',
      '/FormRendererX?id=1',
      '/api/v1/admin/data/getForms'
    ]) {
      const res = await get(url);
      expect([url, String(res.headers['content-security-policy'])]).toEqual([
        url,
        expect.stringContaining("frame-ancestors 'none'")
      ]);
    }
  });
});
