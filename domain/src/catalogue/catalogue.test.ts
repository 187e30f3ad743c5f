import { BUSINESS_TYPES, businessTypeForCategory, isBusinessType, serviceByKey, SERVICES } from '.';

describe('vendor category for every spelling getVendors receives', () => {
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
    ['TdsReturns', 'TDS Returns'],
    ['LegalNotices', 'Legal Notice'],
    ['RentalAgreements', 'Rental Agreement']
  ])('%s is %s', (category, business) => {
    expect(businessTypeForCategory(category)).toBe(business);
  });

  test.each(BUSINESS_TYPES.map((b) => [b]))('the business type %s maps to itself, whatever its case or spaces', (b) => {
    expect(businessTypeForCategory(b)).toBe(b);
    expect(businessTypeForCategory(`  ${b.toUpperCase()} `)).toBe(b);
  });

  test.each(['', 'Plumbing', 'GST', 'Affidavit'])('%p is no category', (category) => {
    expect(businessTypeForCategory(category)).toBeUndefined();
  });

  test('every kind has a vendor category among the sign-up business types', () => {
    for (const s of SERVICES) expect(isBusinessType(s.vendorCategory)).toBe(true);
    expect(isBusinessType('Plumbing')).toBe(false);
    expect(isBusinessType(7)).toBe(false);
  });
});

test('the spec sign-up list of business types comes first, in its order', () => {
  expect(BUSINESS_TYPES.slice(0, 8)).toEqual([
    'GST Registration',
    'PAN Registration',
    'TAN Registration',
    'TDS Returns',
    'Legal Notice',
    'Sale Agreement',
    'Sale Deed',
    'Affidavit Request'
  ]);
});

test('fourteen kinds with unique keys, service types and routes', () => {
  expect(SERVICES).toHaveLength(14);
  expect(new Set(SERVICES.map((s) => s.key)).size).toBe(14);
  expect(new Set(SERVICES.map((s) => s.serviceType)).size).toBe(14);
  const routes = SERVICES.flatMap((s) => Object.values(s.routes));
  expect(new Set(routes).size).toBe(routes.length);
  expect(serviceByKey('tds')?.serviceType).toBe('TdsReturns');
  expect(serviceByKey('nope')).toBeUndefined();
});

test('every column and popup entry is a field of the kind or a workflow field', () => {
  const workflow = new Set([
    'assigned_vendor',
    'rejected_by',
    'vendor_id',
    'status',
    'approved_by',
    'approved_date',
    'service_type',
    'user_enquiry_date_time',
    'admin_accepted_date_time',
    'admin_rejected_date_time'
  ]);
  for (const s of SERVICES) {
    const names = new Set<string>(s.fields.map((f) => f.name));
    for (const name of [...s.columns, ...s.popup])
      expect([s.key, names.has(name) || workflow.has(name)]).toEqual([s.key, true]);
  }
});

test('the affidavit request is read by request_id and stored as AffidavitsRequest (spec section 9)', () => {
  expect(serviceByKey('affidavitsRequest')).toMatchObject({ idField: 'request_id', serviceType: 'AffidavitsRequest' });
  expect(SERVICES.filter((s) => s.idField === 'request_id').map((s) => s.key)).toEqual(['affidavitsRequest']);
});

test('only the rental agreement submits without the confirmation question', () => {
  expect(SERVICES.filter((s) => !s.confirmSubmit).map((s) => s.key)).toEqual(['rentalAgreement']);
});

test('PAN, TAN, sale agreement, TDS, legal notice, sale deed and affidavid lists ask for a reason in the alternative words', () => {
  const alt = SERVICES.filter((s) => s.rejectMessage === 'list.rejectRequiredAlt')
    .map((s) => s.key)
    .sort();
  expect(alt).toEqual(['affidavid', 'legalNotice', 'pan', 'saleAgreement', 'saleDeed', 'tan', 'tds']);
});
