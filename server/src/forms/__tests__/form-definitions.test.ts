import { buildTestApp, type TestApp } from '../../test-support/app';
import { seedAccount, type TestAccount } from '../../test-support/accounts';

let t: TestApp;
let admin: TestAccount;
let customer: TestAccount;
let vendor: TestAccount;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await seedAccount(t.app, 'admin');
  customer = await seedAccount(t.app, 'customer');
  vendor = await seedAccount(t.app, 'vendor');
});
afterAll(async () => {
  await t.close();
});

const FIELDS = [
  { type: 'input', label: 'Full name', required: true, inputType: 'text' },
  { type: 'textarea', label: 'Add Narration' },
  { type: 'select', label: 'City', options: ['Pune', 'Chennai'], required: true }
];

const post = (url: string, payload: unknown, account?: TestAccount) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/data/${url}`,
    payload: payload as object,
    headers: account?.auth
  });

async function createForm(name = 'Feedback', fields: unknown = FIELDS): Promise<number> {
  const res = await post('insertForms', { formName: name, fields }, admin);
  expect(res.statusCode).toBe(200);
  return res.json().id;
}

describe('insertForms', () => {
  test('an admin saves a form: 200 with the spec message and the id; anyone reads it back', async () => {
    const res = await post('insertForms', { formName: '  Visitor survey ', fields: FIELDS }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Form saved successfully!',
      code: 'forms.saved',
      id: expect.any(Number),
      version: 1,
      status: 'published'
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/admin/data/getForms?id=${res.json().id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual([
      {
        id: res.json().id,
        name: 'Visitor survey',
        version: 1,
        status: 'published',
        fields: [
          { type: 'input', label: 'Full name', required: true, inputType: 'text' },
          { type: 'textarea', label: 'Add Narration', required: false },
          { type: 'select', label: 'City', options: ['Pune', 'Chennai'], required: true }
        ]
      }
    ]);
  });

  test.each([
    ['no name', { fields: FIELDS }, 'Please provide form name.'],
    ['a blank name', { formName: '   ', fields: FIELDS }, 'Please provide form name.'],
    ['no fields', { formName: 'Empty', fields: [] }, 'Please add at least one field to save the form.'],
    [
      'an unknown type',
      { formName: 'X', fields: [{ type: 'slider', label: 'Tick' }] },
      'Field 1: choose a field type.'
    ],
    ['a blank label', { formName: 'X', fields: [{ type: 'input', label: ' ' }] }, 'Field 1: a label is required.'],
    [
      'a bad input type',
      { formName: 'X', fields: [{ type: 'input', label: 'Age', inputType: 'colour' }] },
      'Field 1: choose an input type.'
    ],
    [
      'a select without options',
      { formName: 'X', fields: [{ type: 'select', label: 'City', options: ['  '] }] },
      'Field 1: add at least one option.'
    ],
    [
      'a checkbox without options',
      { formName: 'X', fields: [{ type: 'checkbox', label: 'Papers' }] },
      'Field 1: add at least one option.'
    ],
    [
      'min above max',
      { formName: 'X', fields: [{ type: 'input', inputType: 'number', label: 'N', min: 5, max: 1 }] },
      'Field 1: the lower limit is above the upper limit.'
    ],
    [
      'a broken pattern',
      { formName: 'X', fields: [{ type: 'input', label: 'P', pattern: '([' }] },
      'Field 1: the pattern is not a valid regular expression of at most 200 characters.'
    ],
    [
      'showIf on a later field',
      {
        formName: 'X',
        fields: [
          { type: 'input', label: 'A', showIf: { label: 'B', equals: 'y' } },
          { type: 'input', label: 'B' }
        ]
      },
      'Field 1: "Show only if" must name a field above it'
    ],
    [
      'a label used twice',
      {
        formName: 'X',
        fields: [
          { type: 'input', label: 'Name' },
          { type: 'textarea', label: 'name ' }
        ]
      },
      'Field 2: the label "name" is used twice.'
    ]
  ])('a definition with %s is refused with 400 and the reason', async (_case, body, message) => {
    const res = await post('insertForms', body, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(res.json().problems).toEqual([
      expect.objectContaining({ message: expect.stringContaining(message), key: expect.any(String) })
    ]);
    expect(res.json().code).toBe(res.json().problems[0].key);
  });

  test('several problems are all named in one message', async () => {
    const res = await post('insertForms', { formName: '', fields: [{ type: 'select', label: 'City' }] }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please provide form name. Field 1: add at least one option.');
    expect(
      res.json().problems.map((p: { key: string; field?: number; prop?: string }) => [p.key, p.field, p.prop])
    ).toEqual([
      ['forms.provideName', undefined, undefined],
      ['forms.def.options', 1, 'options']
    ]);
  });

  test('fields of the wrong shape get a 400, never a 500', async () => {
    const res = await post(
      'insertForms',
      { formName: 'X', fields: [{ type: 'input', label: 'A', required: 'maybe' }] },
      admin
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('required');
  });

  test('only admins create forms: 401 without a token, 403 for customers and vendors', async () => {
    expect((await post('insertForms', { formName: 'X', fields: FIELDS })).statusCode).toBe(401);
    for (const who of [customer, vendor]) {
      const res = await post('insertForms', { formName: 'X', fields: FIELDS }, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This call is for admin accounts only.');
    }
  });
});

describe('updateForms', () => {
  test('saving edits makes a new version; the name is kept when not sent', async () => {
    const id = await createForm('Kept name');
    const res = await post(
      'updateForms',
      { id, fields: [{ type: 'input', label: 'Email', inputType: 'text' }] },
      admin
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Form updated successfully!',
      code: 'forms.updated',
      id,
      version: 2,
      status: 'published'
    });
    const [form] = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/data/getForms?id=${id}` })).json();
    expect(form).toMatchObject({ name: 'Kept name', version: 2, fields: [{ label: 'Email' }] });
  });

  test('the name may be changed as name or formName', async () => {
    const id = await createForm('Old');
    expect((await post('updateForms', { id, name: 'New', fields: FIELDS }, admin)).statusCode).toBe(200);
    expect((await post('updateForms', { id, formName: 'Newer', fields: FIELDS }, admin)).statusCode).toBe(200);
    const [form] = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/data/getForms?id=${id}` })).json();
    expect(form).toMatchObject({ name: 'Newer', version: 3 });
  });

  test('edits are validated like new forms, also for "no fields"', async () => {
    const id = await createForm();
    const res = await post('updateForms', { id, fields: [] }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please add at least one field to save the form.');
  });

  test('an unknown or deleted form is 404; only admins edit', async () => {
    expect((await post('updateForms', { id: 999999, fields: FIELDS }, admin)).statusCode).toBe(404);
    const id = await createForm();
    expect((await post('updateForms', { id, fields: FIELDS })).statusCode).toBe(401);
    expect((await post('updateForms', { id, fields: FIELDS }, customer)).statusCode).toBe(403);
    await post('deleteForms', { id }, admin);
    const res = await post('updateForms', { id, fields: FIELDS }, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This form does not exist or has been deleted.');
  });

  test('a missing id is a 400 with a message', async () => {
    const res = await post('updateForms', { fields: FIELDS }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('id');
  });
});

describe('deleteForms and getForms', () => {
  test('deleting hides the form from getForms; deleting again is 404', async () => {
    const id = await createForm('Short-lived');
    const res = await post('deleteForms', { id }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Form deleted successfully!', code: 'forms.deleted', id });
    const all = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/data/getForms' })).json();
    expect(all.map((f: { id: number }) => f.id)).not.toContain(id);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/admin/data/getForms?id=${id}` })).statusCode).toBe(404);
    expect((await post('deleteForms', { id }, admin)).statusCode).toBe(404);
  });

  test('only admins delete', async () => {
    const id = await createForm();
    expect((await post('deleteForms', { id })).statusCode).toBe(401);
    expect((await post('deleteForms', { id }, vendor)).statusCode).toBe(403);
  });

  test('getForms lists every live form, newest first, with or without a token', async () => {
    const first = await createForm('First');
    const second = await createForm('Second');
    for (const headers of [undefined, customer.auth]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/data/getForms', headers });
      expect(res.statusCode).toBe(200);
      const ids = res.json().map((f: { id: number }) => f.id);
      expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    }
  });

  test('a malformed id is a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/data/getForms?id=abc' });
    expect(res.statusCode).toBe(400);
  });

  test('the form calls are described in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const call of [
      'insertForms',
      'updateForms',
      'deleteForms',
      'getForms',
      'insertFormsResponses',
      'getFormsResponses',
      'getFormsSummary'
    ]) {
      expect(paths[`/api/v1/admin/data/${call}`]).toBeDefined();
    }
  });
});
