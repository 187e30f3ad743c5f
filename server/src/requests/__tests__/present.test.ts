import type { ServiceKind } from '@gia/domain';
import type { StoredEvent } from '../../db/schema';
import { requestsCsv } from '../csv';
import { presentRequest, type StoredRequestRow } from '../present';

/** A kind with an Aadhaar number field: none of the fourteen has one today, the rule must hold when one does. */
const kyc: ServiceKind = {
  key: 'kyc',
  serviceType: 'Kyc',
  routes: { form: '/Kyc', customerList: '/UserKyc', adminList: '/ListKyc', vendorList: '/VendorKyc' },
  endpoints: {
    insertBase: 'users',
    insert: 'insertKyc',
    get: 'getKyc',
    update: 'updateKyc',
    delete: 'deleteKyc',
    deleteMethod: 'DELETE'
  },
  fields: [
    { name: 'name', kind: 'text' },
    { name: 'aadhaar_no', kind: 'text', format: 'aadhaar' },
    { name: 'photo_url', kind: 'file' }
  ],
  columns: ['name'],
  popup: ['name'],
  vendorCategory: 'PAN Registration',
  categoryAliases: [],
  success: 'form.requestSubmitted',
  rejectMessage: 'list.rejectRequired',
  confirmSubmit: true,
  idField: 'id',
  turnaroundDays: 3,
  adminBack: '/DashboardForUpdate'
};

const stored: StoredRequestRow = {
  id: 7,
  reference: 'GIA-2025-000007',
  customer_id: 11,
  state: 'PENDING',
  fields: JSON.stringify({
    name: 'Asha Rao',
    aadhaar_no: '234567890124',
    photo_url: '/api/v1/global/documents/abcdefghijklmnop1234'
  }),
  consent_at: '2025-03-03T05:00:00.000Z',
  due_at: '2025-03-06T18:29:59.999Z'
};
const events: StoredEvent[] = [
  {
    id: 1,
    request_id: 7,
    kind: 'submitted',
    at: '2025-03-03T05:00:00.000Z',
    actor_id: 11,
    actor_name: 'Asha Rao',
    actor_role: 'customer',
    vendor_id: null,
    vendor_name: null,
    reason: null,
    document_id: null,
    changes: null
  }
];
const sign = (id: string) => `/api/v1/global/documents/${id}?sig=test`;

test('the owner sees their Aadhaar number; admins and vendors see it masked', () => {
  expect(presentRequest(kyc, stored, events, { id: 11, role: 'customer', name: 'Asha Rao' }, sign).aadhaar_no).toBe(
    '234567890124'
  );
  expect(presentRequest(kyc, stored, events, { id: 1, role: 'admin', name: 'Ravi' }, sign).aadhaar_no).toBe(
    'XXXX XXXX 0124'
  );
  expect(presentRequest(kyc, stored, events, { id: 5, role: 'vendor', name: 'V' }, sign).aadhaar_no).toBe(
    'XXXX XXXX 0124'
  );
});

test('document fields become signed addresses; the due date is the India date', () => {
  const row = presentRequest(kyc, stored, events, { id: 1, role: 'admin', name: 'Ravi' }, sign);
  expect(row.photo_url).toBe('/api/v1/global/documents/abcdefghijklmnop1234?sig=test');
  expect(row.due_date).toBe('2025-03-06');
  expect(row.delivered_document_url).toBeNull();
});

test('the CSV leaves documents out and holds the masked value the viewer was shown', () => {
  const row = presentRequest(kyc, stored, events, { id: 1, role: 'admin', name: 'Ravi' }, sign);
  expect(requestsCsv(kyc, [row]).split('\r\n')[1]).toBe(
    '7,GIA-2025-000007,Asha Rao,XXXX XXXX 0124,PENDING,2025-03-03T05:00:00.000Z,2025-03-06,'
  );
  const withCustomer = {
    ...row,
    customer_name: 'Asha Rao',
    customer_email: 'asha@example.in',
    customer_phone: '9876543210'
  };
  const [header, line] = requestsCsv(kyc, [withCustomer], true).split('\r\n');
  expect(header).toBe(
    '\uFEFFID,Reference,Customer name,Customer email,Customer phone,Name,aadhaar_no,Status,Enquiry Date,Due Date,Assigned vendor'
  );
  expect(line).toBe(
    '7,GIA-2025-000007,Asha Rao,asha@example.in,9876543210,Asha Rao,XXXX XXXX 0124,PENDING,2025-03-03T05:00:00.000Z,2025-03-06,'
  );
});
