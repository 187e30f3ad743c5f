import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldLabel, fieldOf, SERVICES, STATES, translate, type RequestState, type ServiceKind } from '@gia/domain';
import { api } from '../../api/client';
import type { Audience, RequestRow } from '../request-row';
import { RequestList } from '../RequestList';
import { answer, failure, freshPage, goodInput, renderScreen, sampleRow, signIn, VENDORS } from '../test-support';

const KINDS: readonly ServiceKind[] = SERVICES;
const AUDIENCES: Audience[] = ['customer', 'admin', 'vendor'];
const label = (name: string) => translate('en', fieldLabel(name));
const t = (key: Parameters<typeof translate>[1]) => translate('en', key);
const byKey = (key: string) => KINDS.find((k) => k.key === key)!;

function setup(kind: ServiceKind, audience: Audience, rows: RequestRow[], { total = rows.length, failFirst = false } = {}) {
  signIn(audience);
  const list = `/admin/data/${kind.endpoints.get}`;
  let failing = failFirst;
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/admin/data/getVendors') return answer(VENDORS);
    if (url === '/global/config') return answer({ maxUploadMb: 10 });
    if (url === list && failing) {
      failing = false;
      throw failure(500, { message: 'Database is down' });
    }
    if (url === list) return answer(rows, { 'x-total-count': String(total) });
    throw failure(404, { message: 'Not found' });
  });
  const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ message: 'ok' }));
  const request = jest.spyOn(api, 'request').mockResolvedValue(answer({ message: 'ok' }));
  renderScreen(<RequestList kind={kind} audience={audience} />);
  const listCalls = () => get.mock.calls.filter(([url]) => url === list);
  return { get, post, request, listCalls, user: userEvent.setup() };
}

/** What a column shows for a sample row that a vendor was assigned to. */
function expectedCell(kind: ServiceKind, name: string): string {
  if (name === 'assigned_vendor') return 'Ravi Legal';
  if (name === 'rejected_by') return 'N/A';
  if (name === 'vendor_id') return '7';
  const field = fieldOf(kind, name)!;
  return field.format === 'amount' ? '₹1,25,000' : String(goodInput(field).sent);
}

async function openDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'View' }));
  return screen.getByRole('dialog', { name: 'Request details' });
}

beforeEach(freshPage);

const BACK: Record<Audience, (k: ServiceKind) => string> = { customer: () => '/UserForUpdate', admin: (k) => k.adminBack, vendor: () => '/VendorForUpdate' };

describe.each(KINDS.flatMap((k) => AUDIENCES.map((a) => [k.key, a, k] as const)))('%s list for the %s', (_key, audience, kind) => {
  test('reads its call, titles the page, and shows ID, the columns, the status and the actions', async () => {
    const { get } = setup(kind, audience, [sampleRow(kind, 'ASSIGNED TO VENDOR')]);
    expect(screen.getByRole('heading', { level: 1, name: t(`service.${kind.key}.list` as never) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', BACK[audience](kind));
    const rows = await screen.findAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['ID', ...kind.columns.map(label), 'Due Date', 'Status', 'Actions']);
    const status = audience === 'vendor' ? 'APPROVED' : 'Vendor Assigned';
    expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['41', ...kind.columns.map((c) => expectedCell(kind, c)), 'N/A', status, 'View']);
    expect(get).toHaveBeenCalledWith(`/admin/data/${kind.endpoints.get}`, { params: { page: 1, limit: 20 } });
  });

  test('opens the detail popup with the kind popup fields and its documents', async () => {
    const { user } = setup(kind, audience, [sampleRow(kind, 'PENDING')]);
    const dialog = await openDetails(user);
    for (const name of kind.popup) {
      if (fieldOf(kind, name)?.kind === 'file') expect(within(dialog).getByRole('img', { name: label(name) })).toBeInTheDocument();
      else expect(within(dialog).getByText(label(name))).toBeInTheDocument();
    }
  });
});

test.each(KINDS.map((k) => [k.key, k] as const))('%s: an empty list says so', async (_key, kind) => {
  setup(kind, 'admin', []);
  expect(await screen.findByText('No data available.')).toBeInTheDocument();
});

test('a list that cannot load says why, and Try again loads it', async () => {
  const kind = byKey('pan');
  const { user } = setup(kind, 'admin', [sampleRow(kind, 'PENDING')], { failFirst: true });
  expect(await screen.findByText('The list could not be loaded. Check your connection and try again. (Database is down)')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findAllByRole('row')).toHaveLength(2);
});

const STATUS_TEXT: [Audience, string, RequestState, string][] = [
  ...(['customer', 'admin'] as const).flatMap((a) => [
    [a, 'pan', 'PENDING', 'Pending'], [a, 'pan', 'ASSIGNED TO VENDOR', 'Vendor Assigned'], [a, 'pan', 'IN PROGRESS', 'Vendor Assigned'],
    [a, 'pan', 'COMPLETED', 'Vendor Assigned'], [a, 'pan', 'REJECTED', 'Rejected']
  ] as [Audience, string, RequestState, string][]),
  ['vendor', 'pan', 'PENDING', 'PENDING'], ['vendor', 'pan', 'ASSIGNED TO VENDOR', 'APPROVED'], ['vendor', 'pan', 'IN PROGRESS', 'IN PROGRESS'],
  ['vendor', 'pan', 'COMPLETED', 'COMPLETED'], ['vendor', 'pan', 'REJECTED', 'REJECTED'],
  ['vendor', 'gstCompany', 'REJECTED', 'PENDING'], ['vendor', 'propertyRegistration', 'ASSIGNED TO VENDOR', 'APPROVED'], ['vendor', 'gstCompany', 'PENDING', 'PENDING']
];

test.each(STATUS_TEXT)('the %s sees a %s request in state %s as %s', async (audience, key, state, text) => {
  setup(byKey(key), audience, [sampleRow(byKey(key), state)]);
  expect(await screen.findByRole('button', { name: text })).toBeInTheDocument();
});

test.each([['gstCompany'], ['affidavitsRequest'], ['propertyRegistration']])("the admin's %s popup says ACCEPTED once a vendor is assigned", async (key) => {
  const { user } = setup(byKey(key), 'admin', [sampleRow(byKey(key), 'ASSIGNED TO VENDOR')]);
  const dialog = await openDetails(user);
  expect(within(dialog).getByText('ACCEPTED')).toBeInTheDocument();
});

describe('timeline', () => {
  test('shows each step in India time and the steps still to come in red', async () => {
    const kind = byKey('gstRegistration');
    const { user } = setup(kind, 'customer', [sampleRow(kind, 'IN PROGRESS')]);
    await user.click(await screen.findByRole('button', { name: 'Vendor Assigned' }));
    const dialog = screen.getByRole('dialog', { name: 'Request timeline' });
    const steps = within(dialog).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'User Submitted1 Mar 2026, 10:00 am',
      'Admin Accepted2 Mar 2026, 10:00 am',
      'Vendor Assigned2 Mar 2026, 10:00 am',
      'Vendor Accepted3 Mar 2026, 10:00 am',
      'Vendor CompletedN/AThe vendor has not completed the request.'
    ]);
    expect(within(steps[4]).getByText('The vendor has not completed the request.')).toHaveClass('gia-error');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog', { name: 'Request timeline' })).not.toBeInTheDocument();
  });

  test('a pending request has every step after User Submitted missing', async () => {
    const kind = byKey('pan');
    const { user } = setup(kind, 'admin', [sampleRow(kind, 'PENDING')]);
    await user.click(await screen.findByRole('button', { name: 'Pending' }));
    const dialog = screen.getByRole('dialog', { name: 'Request timeline' });
    for (const text of [
      'The admin has not yet accepted the request.', 'No vendor has been assigned yet.',
      'The vendor has not yet accepted the request.', 'The vendor has not completed the request.'
    ]) expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).queryByText('The user has not submitted the request.')).not.toBeInTheDocument();
    expect(within(dialog).getAllByText('N/A')).toHaveLength(4);
  });
});

describe('admin actions', () => {
  const ACTIONS_BY_STATE: [RequestState, string[]][] = [
    ['PENDING', ['Assign Vendor', 'Reject', 'Delete']],
    ['REJECTED', ['Assign Vendor']],
    ['ASSIGNED TO VENDOR', []],
    ['IN PROGRESS', []],
    ['COMPLETED', []]
  ];

  test.each(ACTIONS_BY_STATE)('a %s request offers exactly %j', async (state, offered) => {
    const kind = byKey('tan');
    const { user } = setup(kind, 'admin', [sampleRow(kind, state)]);
    const dialog = await openDetails(user);
    for (const name of ['Assign Vendor', 'Reject', 'Delete']) {
      if (offered.includes(name)) expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
      else expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    if (state === 'REJECTED') {
      expect(within(dialog).getByText(t('list.reopenNote'))).toBeInTheDocument();
      expect(within(dialog).getByText('Rejection Reason: PAN copy unreadable')).toBeInTheDocument();
    }
  });

  test.each(KINDS.map((k) => [k.key, k] as const))('%s: Assign Vendor needs a vendor of its category, then assigns and refreshes', async (_key, kind) => {
    const { get, post, listCalls, user } = setup(kind, 'admin', [sampleRow(kind, 'PENDING')]);
    const dialog = await openDetails(user);
    await user.click(within(dialog).getByRole('button', { name: 'Assign Vendor' }));
    expect(within(dialog).getByText('Please select a vendor')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(get).toHaveBeenCalledWith('/admin/data/getVendors', { params: { vendor_bussiness_name: kind.vendorCategory } });
    await user.click(within(dialog).getByLabelText('Vendor'));
    await user.click(await screen.findByText('Sita Notary'));
    await user.click(within(dialog).getByRole('button', { name: 'Assign Vendor' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/admin/data/${kind.endpoints.update}`, {
      [kind.idField]: 41, assigned_vendor: 9, assigned_vendor_id: 9, is_approved: 1, status: 'ASSIGNED TO VENDOR'
    }));
    expect(await screen.findByText('Request approved successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Request details' })).not.toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  test('assigning a vendor to a rejected request reopens it on purpose', async () => {
    const kind = byKey('tan');
    const { post, user } = setup(kind, 'admin', [sampleRow(kind, 'REJECTED')]);
    const dialog = await openDetails(user);
    await user.click(within(dialog).getByLabelText('Vendor'));
    await user.click(await screen.findByText('Sita Notary'));
    await user.click(within(dialog).getByRole('button', { name: 'Assign Vendor' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/admin/data/${kind.endpoints.update}`, {
      [kind.idField]: 41, assigned_vendor: 9, assigned_vendor_id: 9, is_approved: 1, status: 'ASSIGNED TO VENDOR', reopen: true
    }));
  });

  test.each(KINDS.map((k) => [k.key, k] as const))('%s: Reject asks for a reason with the kind message, then rejects', async (_key, kind) => {
    const { post, listCalls, user } = setup(kind, 'admin', [sampleRow(kind, 'PENDING')]);
    const details = await openDetails(user);
    await user.click(within(details).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Provide a Reason for Rejection' });
    await user.type(within(dialog).getByLabelText('Reason for rejection'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText(t(kind.rejectMessage))).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Reason for rejection'), ' PAN copy unreadable ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/admin/data/${kind.endpoints.update}`, {
      [kind.idField]: 41, admin_rejected_reason: 'PAN copy unreadable', rejected_reason: 'PAN copy unreadable', status: 'REJECTED'
    }));
    expect(await screen.findByText('Request rejected successfully.')).toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  test('Cancel closes the rejection without a call', async () => {
    const kind = byKey('pan');
    const { post, user } = setup(kind, 'admin', [sampleRow(kind, 'PENDING')]);
    const details = await openDetails(user);
    await user.click(within(details).getByRole('button', { name: 'Reject' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Provide a Reason for Rejection' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Provide a Reason for Rejection' })).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  test.each(KINDS.map((k) => [k.key, k] as const))('%s: Delete asks first, then calls its own delete', async (_key, kind) => {
    const { request, listCalls, user } = setup(kind, 'admin', [sampleRow(kind, 'PENDING')]);
    const details = await openDetails(user);
    await user.click(within(details).getByRole('button', { name: 'Delete' }));
    const ask = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this record?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith({ method: kind.endpoints.deleteMethod, url: `/admin/data/${kind.endpoints.delete}/41` }));
    expect(await screen.findByText('Record deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  test('a delete the server refuses says so', async () => {
    const kind = byKey('pan');
    const { request, user } = setup(kind, 'admin', [sampleRow(kind, 'PENDING')]);
    request.mockRejectedValue(failure(409, { message: 'This request is ASSIGNED TO VENDOR' }));
    await user.click(within(await openDetails(user)).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete the record. Please try again.')).toBeInTheDocument();
  });

  test('an assignment the server refuses shows its reason', async () => {
    const kind = byKey('pan');
    const { post, user } = setup(kind, 'admin', [sampleRow(kind, 'PENDING')]);
    post.mockRejectedValue(failure(409, { message: 'Another admin has just rejected it.' }));
    const dialog = await openDetails(user);
    await user.click(within(dialog).getByLabelText('Vendor'));
    await user.click(await screen.findByText('Ravi Legal'));
    await user.click(within(dialog).getByRole('button', { name: 'Assign Vendor' }));
    expect(await screen.findByText('That did not work: Another admin has just rejected it.')).toBeInTheDocument();
  });

  test("a request a vendor declined shows the vendor's reason", async () => {
    const kind = byKey('pan');
    const { user } = setup(kind, 'admin', [{ ...sampleRow(kind, 'PENDING'), vendor_rejected_reason: 'Too busy this week' }]);
    expect(within(await openDetails(user)).getByText('Declined by the vendor: Too busy this week')).toBeInTheDocument();
  });

  test('customers and vendors get no admin controls', async () => {
    const kind = byKey('pan');
    const { user } = setup(kind, 'customer', [sampleRow(kind, 'PENDING')]);
    const dialog = await openDetails(user);
    expect(within(dialog).queryByRole('button', { name: 'Assign Vendor' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });
});

describe('vendor actions', () => {
  const BY_STATE: [RequestState, string[]][] = [
    ['ASSIGNED TO VENDOR', ['Accept', 'Decline']],
    ['IN PROGRESS', ['Mark completed']],
    ['PENDING', []],
    ['COMPLETED', []],
    ['REJECTED', []]
  ];

  test.each(BY_STATE)('a %s request offers exactly %j', async (state, offered) => {
    const kind = byKey('saleDeed');
    const { user } = setup(kind, 'vendor', [sampleRow(kind, state)]);
    const dialog = await openDetails(user);
    for (const name of ['Accept', 'Decline', 'Mark completed']) {
      if (offered.includes(name)) expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
      else expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  test('Accept asks first, then accepts and refreshes', async () => {
    const kind = byKey('affidavitsRequest');
    const { post, listCalls, user } = setup(kind, 'vendor', [sampleRow(kind, 'ASSIGNED TO VENDOR')]);
    await user.click(within(await openDetails(user)).getByRole('button', { name: 'Accept' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Do you accept this request?' })).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/vendors/data/acceptAssignment', { service_type: 'AffidavitsRequest', id: 41 }));
    expect(await screen.findByText('Request accepted.')).toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  test('Decline needs a reason', async () => {
    const kind = byKey('pan');
    const { post, user } = setup(kind, 'vendor', [sampleRow(kind, 'ASSIGNED TO VENDOR')]);
    await user.click(within(await openDetails(user)).getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Reason for declining' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('A reason for declining is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason for declining'), 'Too busy this week');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/vendors/data/declineAssignment', { service_type: 'PanRegistrations', id: 41, reason: 'Too busy this week' }));
    expect(await screen.findByText('Request declined. The admin will reassign it.')).toBeInTheDocument();
  });

  test('Mark completed sends the delivered document when one is given', async () => {
    const kind = byKey('pan');
    const { post, user } = setup(kind, 'vendor', [sampleRow(kind, 'IN PROGRESS')]);
    post.mockImplementation(async (url: string) => answer(url === '/global/upload/file' ? { url: '/api/v1/global/documents/deliveredpanfile0001' } : { message: 'ok' }));
    await user.click(within(await openDetails(user)).getByRole('button', { name: 'Mark completed' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark completed' });
    expect(within(dialog).getByText('Mark this request as completed?')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Delivered document (optional)'), new File(['%PDF-'], 'pan.pdf', { type: 'application/pdf' }));
    await within(dialog).findByText('Uploaded: pan.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/vendors/data/completeAssignment', {
      service_type: 'PanRegistrations', id: 41, delivered_document_url: '/api/v1/global/documents/deliveredpanfile0001'
    }));
    expect(await screen.findByText('Request marked as completed.')).toBeInTheDocument();
  });

  test('Mark completed works without a document', async () => {
    const kind = byKey('tds');
    const { post, user } = setup(kind, 'vendor', [sampleRow(kind, 'IN PROGRESS')]);
    await user.click(within(await openDetails(user)).getByRole('button', { name: 'Mark completed' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Mark completed' })).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/vendors/data/completeAssignment', { service_type: 'TdsReturns', id: 41 }));
  });

  test('a completed request shows the delivered document to its customer', async () => {
    const kind = byKey('pan');
    const { user } = setup(kind, 'customer', [{ ...sampleRow(kind, 'COMPLETED'), delivered_document_url: '/api/v1/global/documents/deliveredpanfile0001?sig=1' }]);
    expect(within(await openDetails(user)).getByRole('img', { name: 'Delivered Document' })).toBeInTheDocument();
  });
});

describe('finding requests', () => {
  test('search, status and dates go to the server, and the list starts again from page 1', async () => {
    const kind = byKey('legalNotice');
    const { get, user } = setup(kind, 'admin', [sampleRow(kind, 'PENDING')], { total: 45 });
    await screen.findAllByRole('row');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/admin/data/getLegalNotices', { params: { page: 2, limit: 20 } }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Asha');
    await user.selectOptions(screen.getByLabelText('Status'), 'REJECTED');
    await user.type(screen.getByLabelText('From date'), '2026-03-01');
    await user.type(screen.getByLabelText('To date'), '2026-03-31');
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/admin/data/getLegalNotices', {
      params: { page: 1, limit: 20, q: 'Asha', status: 'REJECTED', from: '2026-03-01', to: '2026-03-31' }
    }));
  });

  test('the admin downloads the filtered list as CSV with the token', async () => {
    const kind = byKey('saleAgreement');
    const save = jest.fn();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      save(this.download, this.href);
    });
    const { get, user } = setup(kind, 'admin', [sampleRow(kind, 'PENDING')]);
    await screen.findAllByRole('row');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('SaleAggrement.csv', 'blob:csv'));
    expect(get).toHaveBeenCalledWith('/admin/data/getSaleAggrement', { params: { format: 'csv' }, responseType: 'blob' });
  });

  test('a CSV download that fails says so', async () => {
    const kind = byKey('saleAgreement');
    const { get, user } = setup(kind, 'admin', [sampleRow(kind, 'PENDING')]);
    await screen.findAllByRole('row');
    get.mockRejectedValueOnce(failure(500, { message: 'Export failed' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('That did not work: Export failed')).toBeInTheDocument();
  });

  test('every state can be chosen in the status filter', async () => {
    const kind = byKey('pan');
    setup(kind, 'admin', []);
    await act(async () => undefined);
    const options = within(screen.getByLabelText('Status')).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(options).toEqual(['', ...STATES]);
  });
});
