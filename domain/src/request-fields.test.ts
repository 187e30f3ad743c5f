import fc from 'fast-check';
import { SERVICES, serviceByKey } from './catalogue';
import type { FieldDef, FormatRule, ServiceKind } from './catalogue/types';
import { FORMATS } from './formats';
import { checkRequestFields } from './request-fields';

const KINDS: readonly ServiceKind[] = SERVICES;
const kind = (key: string) => serviceByKey(key)!;

/** A document id as the upload hands them out: 24 base64url characters, different per field. */
const documentId = (name: string) => Buffer.from(name.padEnd(18, '_').slice(0, 18)).toString('base64url');
const documentUrl = (name: string) => `/api/v1/global/documents/${documentId(name)}`;

const GOOD: Record<FormatRule, string> = {
  pan: 'ABCPE1234F',
  gstin: '27AAPFU0939F1ZV',
  tan: 'DELA12345B',
  ifsc: 'SBIN0001234',
  aadhaar: '234567890124',
  din: '01234567',
  mobile: '9876543210',
  pin: '560001',
  email: 'director@example.in',
  digits: '123456789012',
  amount: '150000',
  age: '30',
  date: '2024-04-01'
};

const BAD: Record<FormatRule, string> = {
  pan: 'ABCDE1234F',
  gstin: '27AAPFU0939F1ZA',
  tan: 'DEL123456B',
  ifsc: 'SBIN1001234',
  aadhaar: '234567890123',
  din: '1234567',
  mobile: '5876543210',
  pin: '012345',
  email: 'not-an-email',
  digits: '12AB34',
  amount: '12.345',
  age: '17',
  date: '2023-02-30'
};

function goodValue(field: FieldDef): string {
  if (field.kind === 'file') return documentUrl(field.name);
  if (field.name === 'rental_end_date') return '2025-03-31';
  if (field.format) return GOOD[field.format];
  return field.kind === 'textarea' ? 'Flat 4, 2nd Cross, MG Road, Bengaluru' : 'Asha Verma';
}

const fullBody = (k: ServiceKind) => Object.fromEntries(k.fields.map((f) => [f.name, goodValue(f)]));
const needed = (k: ServiceKind) =>
  new Set([...k.fields.filter((f) => f.required).map((f) => f.name), ...(k.requiredFiles?.fields ?? [])]);
const minimalBody = (k: ServiceKind) =>
  Object.fromEntries(k.fields.filter((f) => needed(k).has(f.name)).map((f) => [f.name, goodValue(f)]));

test('the good Aadhaar used here carries a right Verhoeff digit', () => {
  expect(FORMATS.aadhaar.test(GOOD.aadhaar)).toBe(true);
  expect(FORMATS.aadhaar.test(BAD.aadhaar)).toBe(false);
});

describe.each(KINDS.map((k) => [k.key, k] as const))('%s', (_key, k) => {
  test('a body with every field filled in well is accepted, documents by their id', () => {
    const result = checkRequestFields(k, fullBody(k));
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(Object.keys(result.values).sort()).toEqual(k.fields.map((f) => f.name).sort());
    const files = k.fields.filter((f) => f.kind === 'file');
    expect(result.documents).toEqual(Object.fromEntries(files.map((f) => [f.name, documentId(f.name)])));
  });

  test('a body with only the required fields is accepted, the rest empty', () => {
    const result = checkRequestFields(k, minimalBody(k));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    for (const f of k.fields) if (!needed(k).has(f.name)) expect(result.values[f.name]).toBeNull();
  });

  test('an empty body names every required field and no other', () => {
    const result = checkRequestFields(k, {});
    if (needed(k).size === 0) return void expect(result.ok).toBe(true);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([...needed(k)].sort());
    for (const name of needed(k)) expect(result.errors[name]).toBe('form.fieldRequired');
    expect(result.formError).toBe(k.requiredFiles?.message);
  });

  test('blank strings count as missing', () => {
    const blanks = Object.fromEntries(k.fields.map((f) => [f.name, '   ']));
    const result = checkRequestFields(k, blanks);
    expect(result.ok).toBe(needed(k).size === 0);
  });

  test('fields the kind does not know are ignored', () => {
    const body = {
      ...fullBody(k),
      director_id: 1,
      status: 'COMPLETED',
      is_approved: 1,
      service_type: 'Other',
      extra: { deep: [1, 2] }
    };
    const result = checkRequestFields(k, body);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    for (const extra of ['director_id', 'is_approved', 'extra']) expect(result.values).not.toHaveProperty(extra);
  });

  test('a document address the portal did not hand out is refused', () => {
    const file = k.fields.find((f) => f.kind === 'file');
    if (!file) return;
    for (const url of ['https://example.com/scan.pdf', '/api/v1/global/documents/short', 'C:\\scans\\pan.pdf']) {
      const result = checkRequestFields(k, { ...fullBody(k), [file.name]: url });
      expect(result).toMatchObject({ ok: false, errors: { [file.name]: 'format.document' } });
    }
  });

  test('non-text junk in any field never throws and is named under that field', () => {
    const junk = fc.oneof(
      fc.object(),
      fc.array(fc.anything()),
      fc.constant(Number.NaN),
      fc.constant(Infinity),
      fc.boolean(),
      fc.bigInt(),
      fc.constant({
        toString: () => {
          throw new Error('hostile');
        }
      }),
      fc.constant(Symbol('x'))
    );
    fc.assert(
      fc.property(fc.constantFrom(...k.fields), junk, (field, value) => {
        const result = checkRequestFields(k, { ...fullBody(k), [field.name]: value });
        return !result.ok && typeof result.errors[field.name] === 'string';
      }),
      { numRuns: 300 }
    );
  });

  test('a huge string is refused in every field without throwing', () => {
    const huge = '9'.repeat(1_000_000);
    for (const f of k.fields) {
      const result = checkRequestFields(k, { ...fullBody(k), [f.name]: huge });
      expect(result.ok).toBe(false);
    }
  });

  test('a body that is not an object names the required fields instead of throwing', () => {
    for (const body of [null, undefined, 'text', 42, []]) {
      const result = checkRequestFields(k, body as unknown as Record<string, unknown>);
      expect(result.ok).toBe(needed(k).size === 0);
    }
  });
});

const formatted = KINDS.flatMap((k) =>
  k.fields.filter((f) => f.format).map((f) => [k.key, f.name, f.format!, k] as const)
);

test.each(formatted)("%s.%s: a bad %s value is named with the rule's message", (_key, name, format, k) => {
  const result = checkRequestFields(k, { ...fullBody(k), [name]: BAD[format] });
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.errors).toEqual({ [name]: FORMATS[format].message });
});

test('the messages of the format rules read as the user sees them', () => {
  expect(FORMATS.pan.message).toBe('format.pan');
  expect(FORMATS.mobile.message).toBe('format.mobile');
  expect(FORMATS.aadhaar.message).toBe('format.aadhaar');
});

describe('required-files rules', () => {
  test('GST registration needs the director PAN, the director Aadhar and the rental agreement, with the spec message', () => {
    const result = checkRequestFields(kind('gstRegistration'), {
      pan_no: 'ABCPE1234F',
      director_pan_url: documentUrl('director_pan_url')
    });
    expect(result).toEqual({
      ok: false,
      errors: { director_aadhar_url: 'form.fieldRequired', rental_agreement_url: 'form.fieldRequired' },
      formError: 'service.gstRegistration.requiredFiles'
    });
  });

  test('GST registration with the three files is accepted', () => {
    const files = ['director_pan_url', 'director_aadhar_url', 'rental_agreement_url'];
    const body = { pan_no: 'ABCPE1234F', ...Object.fromEntries(files.map((f) => [f, documentUrl(f)])) };
    expect(checkRequestFields(kind('gstRegistration'), body).ok).toBe(true);
  });

  test('a TDS return needs its statement file, with the spec message', () => {
    const result = checkRequestFields(kind('tds'), { any_statement_id: 'ST-2024-01' });
    expect(result).toEqual({
      ok: false,
      errors: { tds_statement_url: 'form.fieldRequired' },
      formError: 'service.tds.requiredFiles'
    });
  });

  test('a required file given as a foreign address keeps its own message and the form message', () => {
    const result = checkRequestFields(kind('tds'), { tds_statement_url: 'https://example.com/tds.pdf' });
    expect(result).toEqual({
      ok: false,
      errors: { tds_statement_url: 'format.document' },
      formError: 'service.tds.requiredFiles'
    });
  });

  test('the company, partnership, proprietorship, affidavit and property forms need no field at all', () => {
    for (const key of [
      'gstCompany',
      'gstPartnership',
      'gstProprietorship',
      'affidavitsRequest',
      'propertyRegistration'
    ]) {
      expect(checkRequestFields(kind(key), {})).toEqual({ ok: true, values: expect.any(Object), documents: {} });
    }
  });
});

describe('tidy values', () => {
  test('identifiers are upper-cased, amounts and ages become numbers, text is trimmed', () => {
    const result = checkRequestFields(kind('gstRegistration'), {
      pan_no: ' abcpe1234f ',
      narration: '  urgent  ',
      ...Object.fromEntries(
        ['director_pan_url', 'director_aadhar_url', 'rental_agreement_url'].map((f) => [f, documentUrl(f)])
      )
    });
    expect(result).toMatchObject({ ok: true, values: { pan_no: 'ABCPE1234F', narration: 'urgent' } });
    const sale = checkRequestFields(kind('saleAgreement'), {
      purchaser_details: 'A',
      seller_details: 'B',
      sale_amount: '₹1,50,000',
      advance_received: 25000
    });
    expect(sale).toMatchObject({ ok: true, values: { sale_amount: 150000, advance_received: 25000 } });
    const affidavit = checkRequestFields(kind('affidavid'), {
      name: 'Asha',
      address: 'Pune',
      details: 'Name change',
      age: '42'
    });
    expect(affidavit).toMatchObject({ ok: true, values: { age: 42 } });
  });

  test('a contact sent as a number is accepted like the typed digits', () => {
    const result = checkRequestFields(kind('gstCompany'), { director_contact: 9876543210 });
    expect(result).toMatchObject({ ok: true, values: { director_contact: '9876543210' } });
  });

  test('absolute and signed document addresses are accepted, the id taken from the path', () => {
    const id = documentId('tds_statement_url');
    for (const url of [
      `https://gia.example/api/v1/global/documents/${id}`,
      `/api/v1/global/documents/${id}?sig=abc&exp=1`
    ]) {
      expect(checkRequestFields(kind('tds'), { tds_statement_url: url })).toMatchObject({
        ok: true,
        documents: { tds_statement_url: id }
      });
    }
  });
});

describe('rental dates', () => {
  const rental = kind('rentalAgreement');
  test.each([
    ['2025-03-31', true],
    ['2024-04-01', false],
    ['2024-03-01', false]
  ])('end date %s after a 2024-04-01 start: accepted %p', (end, ok) => {
    const result = checkRequestFields(rental, {
      ...fullBody(rental),
      rental_start_date: '2024-04-01',
      rental_end_date: end
    });
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.errors).toEqual({ rental_end_date: 'format.dateOrder' });
  });
});

test('text longer than its box is refused with the length message', () => {
  const pan = kind('pan');
  expect(checkRequestFields(pan, { name: 'a'.repeat(501) })).toMatchObject({
    ok: false,
    errors: { name: 'format.text' }
  });
  expect(checkRequestFields(pan, { name: 'a'.repeat(500) }).ok).toBe(true);
  const notice = kind('legalNotice');
  const long = { first_person_details: 'a'.repeat(5001), second_person_details: 'b' };
  expect(checkRequestFields(notice, long)).toMatchObject({
    ok: false,
    errors: { first_person_details: 'format.text' }
  });
});

test('an object in a plain text field asks for plain text, in a file field for the document again', () => {
  expect(checkRequestFields(kind('pan'), { name: { first: 'Asha' } })).toMatchObject({
    ok: false,
    errors: { name: 'format.notText' }
  });
  expect(checkRequestFields(kind('tds'), { tds_statement_url: { url: 'x' } })).toMatchObject({
    ok: false,
    errors: { tds_statement_url: 'format.document' }
  });
});
