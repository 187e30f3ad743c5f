import { buildTestApp, type TestApp } from '../../test-support/app';
import { seedAccount, type TestAccount } from '../../test-support/accounts';

let t: TestApp;
let admin: TestAccount;
let customer: TestAccount;

// A generous limit here: the rate limit has its own file.
beforeAll(async () => {
  t = await buildTestApp({ FORM_RESPONSE_RATE_PER_MINUTE: '1000' });
  admin = await seedAccount(t.app, 'admin');
  customer = await seedAccount(t.app, 'customer');
});
afterAll(async () => {
  await t.close();
});

const FIELDS = [
  { type: 'input', label: 'Full name', required: true, inputType: 'text' },
  { type: 'input', label: 'Age', inputType: 'number' },
  { type: 'input', label: 'Visit date', inputType: 'date' },
  { type: 'select', label: 'City', options: ['Pune', 'Chennai'], required: true },
  { type: 'textarea', label: 'Add Narration' }
];

async function createForm(fields: unknown = FIELDS): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/data/insertForms',
    headers: admin.auth,
    payload: { formName: 'Visit', fields }
  });
  return res.json().id;
}

const answer = (formId: number, responses: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/data/insertFormsResponses',
    payload: { form_id: formId, responses }
  });

const responsesOf = (query: string, account: TestAccount | null = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/data/getFormsResponses?${query}`, headers: account?.auth });

describe('insertFormsResponses', () => {
  test('an anonymous visitor answers a form and the admin reads it with the fields it answered', async () => {
    const id = await createForm();
    const res = await answer(id, {
      'Full name': ' Asha Rao ',
      City: 'Pune',
      Age: '34',
      'Visit date': '2025-01-31',
      'Add Narration': ''
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Form submitted successfully!',
      code: 'forms.submitted',
      id: expect.any(Number)
    });
    const list = await responsesOf(`form_id=${id}`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toEqual([
      {
        id: res.json().id,
        form_id: id,
        form_version: 1,
        responses: { 'Full name': 'Asha Rao', City: 'Pune', Age: '34', 'Visit date': '2025-01-31' },
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        fields: expect.arrayContaining([expect.objectContaining({ label: 'Full name' })])
      }
    ]);
  });

  test.each([
    ['a required field missing', { City: 'Pune' }, 'Full name: This field is required.'],
    [
      'required fields blank',
      { 'Full name': '  ', City: '' },
      'Full name: This field is required. City: This field is required.'
    ],
    ['a select value not among its options', { 'Full name': 'A', City: 'Delhi' }, 'City: Choose one of the options.'],
    ['a number that is not a number', { 'Full name': 'A', City: 'Pune', Age: 'thirty' }, 'Age: Enter a number.'],
    [
      'a date that is not a date',
      { 'Full name': 'A', City: 'Pune', 'Visit date': '31/01/2025' },
      'Visit date: Enter a date.'
    ],
    ['an unknown label', { 'Full name': 'A', City: 'Pune', Salary: '10' }, '"Salary" is not a field of this form.'],
    ['an answer that is not text', { 'Full name': 'A', City: 'Pune', Age: { n: 1 } }, 'Age: The answer must be text.'],
    [
      'an answer too long',
      { 'Full name': 'A'.repeat(5001), City: 'Pune' },
      'Full name: The answer is longer than 5000 characters.'
    ]
  ])('a response with %s is refused with 400 naming the field', async (_case, responses, message) => {
    const id = await createForm();
    const res = await answer(id, responses);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await responsesOf(`form_id=${id}`)).json()).toEqual([]);
  });

  test('responses that are not an object, or no form_id, are a 400 with a message', async () => {
    const id = await createForm();
    for (const payload of [{ form_id: id, responses: 'hello' }, { responses: {} }, { form_id: 'x', responses: {} }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/data/insertFormsResponses', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  test('an unknown or deleted form is 404', async () => {
    expect((await answer(999999, { a: 'b' })).statusCode).toBe(404);
    const id = await createForm();
    await t.app.inject({ method: 'POST', url: '/api/v1/admin/data/deleteForms', headers: admin.auth, payload: { id } });
    const res = await answer(id, { 'Full name': 'A', City: 'Pune' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This form does not exist or has been deleted.');
  });
});

describe('getFormsResponses', () => {
  test('editing a form keeps earlier responses readable with the version they answered', async () => {
    const id = await createForm([{ type: 'input', label: 'Old question', required: true }]);
    await answer(id, { 'Old question': 'old answer' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/data/updateForms',
      headers: admin.auth,
      payload: { id, fields: [{ type: 'input', label: 'New question', required: true }] }
    });
    expect((await answer(id, { 'Old question': 'late' })).json().message).toContain(
      '"Old question" is not a field of this form.'
    );
    await answer(id, { 'New question': 'new answer' });
    const rows = (await responsesOf(`form_id=${id}`)).json();
    expect(
      rows.map((r: { form_version: number; responses: object; fields: { label: string }[] }) => [
        r.form_version,
        r.responses,
        r.fields.map((f) => f.label)
      ])
    ).toEqual([
      [2, { 'New question': 'new answer' }, ['New question']],
      [1, { 'Old question': 'old answer' }, ['Old question']]
    ]);
  });

  test('pages newest first with the total in X-Total-Count', async () => {
    const id = await createForm([{ type: 'input', label: 'N' }]);
    for (let n = 1; n <= 5; n += 1) await answer(id, { N: String(n) });
    const page1 = await responsesOf(`form_id=${id}&page=1&limit=2`);
    const page3 = await responsesOf(`form_id=${id}&page=3&limit=2`);
    expect(page1.headers['x-total-count']).toBe('5');
    expect(page1.headers['access-control-expose-headers']).toBe('X-Total-Count');
    expect(page1.json().map((r: { responses: { N: string } }) => r.responses.N)).toEqual(['5', '4']);
    expect(page3.json().map((r: { responses: { N: string } }) => r.responses.N)).toEqual(['1']);
  });

  test('only admins read responses', async () => {
    const id = await createForm();
    expect((await responsesOf(`form_id=${id}`, null)).statusCode).toBe(401);
    expect((await responsesOf(`form_id=${id}`, customer)).statusCode).toBe(403);
    expect((await responsesOf(`form_id=${id}&format=csv`, customer)).statusCode).toBe(403);
  });

  test('an unknown form is 404; a bad page is 400', async () => {
    expect((await responsesOf('form_id=999999')).statusCode).toBe(404);
    expect((await responsesOf('page=0')).statusCode).toBe(400);
    expect((await responsesOf('limit=1000')).statusCode).toBe(400);
  });
});

describe('CSV export', () => {
  test('a header of submitted time and the labels of every version, newest first, and one row per response', async () => {
    const id = await createForm([
      { type: 'input', label: 'Name' },
      { type: 'input', label: 'Old' }
    ]);
    await answer(id, { Name: 'Ravi, "Kumar"', Old: 'line one\nline two' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/data/updateForms',
      headers: admin.auth,
      payload: {
        id,
        fields: [
          { type: 'input', label: 'Email' },
          { type: 'input', label: 'Name' }
        ]
      }
    });
    await answer(id, { Name: 'Meena', Email: 'meena@example.in' });
    const res = await responsesOf(`form_id=${id}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="form-${id}-responses.csv"`);
    const lines = res.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('Submitted at,Email,Name,Old');
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT[^,]+,meena@example\.in,Meena,$/);
    expect(res.body).toMatch(/Z,,"Ravi, ""Kumar""","line one\nline two"\r\n$/);
  });

  test('cells that a spreadsheet would run as a formula are defused with a leading quote', async () => {
    const id = await createForm([
      { type: 'input', label: '=Label' },
      { type: 'textarea', label: 'Note' },
      { type: 'input', label: 'Delta', inputType: 'number' }
    ]);
    await answer(id, { '=Label': '=HYPERLINK("http://evil.example")', Note: '@SUM(A1:A2)', Delta: '-5' });
    await answer(id, { Note: '+1 800' });
    const res = await responsesOf(`form_id=${id}&format=csv`);
    const lines = res.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe("Submitted at,'=Label,Note,Delta");
    expect(lines[1]).toMatch(/,,'\+1 800,$/);
    expect(lines[2]).toMatch(/,"'=HYPERLINK\(""http:\/\/evil\.example""\)",'@SUM\(A1:A2\),'-5$/);
  });

  test('a CSV needs a form', async () => {
    const res = await responsesOf('format=csv');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose a form: form_id is required for a CSV export.');
  });
});
