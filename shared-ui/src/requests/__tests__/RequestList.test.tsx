import { act, screen, waitFor, within } from '@testing-library/react';
import { fieldLabel, fieldOf, SERVICES, STATES, translate, type RequestState, type ServiceKind } from '@gia/domain';
import type { Audience, RequestRow } from '../request-row';
import { RequestList } from '../RequestList';
import { openDetails, showKindList } from '../staff/test-support';
import { freshPage, goodInput, sampleReference, sampleRow } from '../test-support';
import { failure } from '@gia/shared-ui/test-support';

const KINDS: readonly ServiceKind[] = SERVICES;
const AUDIENCES: Audience[] = ['customer', 'admin', 'vendor'];
const label = (name: string) => translate('en', fieldLabel(name));
const t = (key: Parameters<typeof translate>[1]) => translate('en', key);
const byKey = (key: string) => KINDS.find((k) => k.key === key)!;

const setup = (
  kind: ServiceKind,
  audience: Audience,
  rows: RequestRow[],
  options: { total?: number; failFirst?: boolean; route?: string; capped?: boolean } = {}
) => showKindList(<RequestList kind={kind} audience={audience} />, kind, audience, rows, options);

/** What a column shows for a sample row that a vendor was assigned to. */
function expectedCell(kind: ServiceKind, name: string): string {
  if (name === 'assigned_vendor') return 'Ravi Legal';
  if (name === 'rejected_by') return 'N/A';
  if (name === 'vendor_id') return '7';
  const field = fieldOf(kind, name)!;
  return field.format === 'amount' ? '₹1,25,000' : String(goodInput(field).sent);
}

beforeEach(freshPage);

/** The query of the URL the list wrote. */
const query = () =>
  Object.fromEntries(new URLSearchParams(screen.getByTestId('path').textContent!.split('?')[1] ?? ''));

const BACK: Record<Audience, (k: ServiceKind) => string> = {
  customer: () => '/UserForUpdate',
  admin: (k) => k.adminBack,
  vendor: () => '/VendorForUpdate'
};

describe.each(KINDS.flatMap((k) => AUDIENCES.map((a) => [k.key, a, k] as const)))(
  '%s list for the %s',
  (_key, audience, kind) => {
    test('reads its call, titles the page, and shows the reference as ID, the columns, the status and the actions', async () => {
      const { get } = setup(kind, audience, [sampleRow(kind, 'ASSIGNED TO VENDOR')]);
      expect(
        screen.getByRole('heading', { level: 1, name: t(`service.${kind.key}.list` as never) })
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', BACK[audience](kind));
      const rows = await screen.findAllByRole('row');
      expect(
        within(rows[0])
          .getAllByRole('columnheader')
          .map((c) => c.textContent)
      ).toEqual(['ID', ...kind.columns.map(label), 'Due Date', 'Status', 'Actions']);
      // One status vocabulary on every screen of every role (issue 14).
      const status = 'Assigned to vendor';
      expect(
        within(rows[1])
          .getAllByRole('cell')
          .map((c) => c.textContent)
      ).toEqual(['GIA-2026-000041', ...kind.columns.map((c) => expectedCell(kind, c)), 'N/A', status, 'View']);
      // Each row leads to its request page by its reference.
      expect(within(rows[1]).getByRole('link', { name: 'GIA-2026-000041' })).toHaveAttribute(
        'href',
        '/Requests/GIA-2026-000041'
      );
      expect(get).toHaveBeenCalledWith(`/admin/data/${kind.endpoints.get}`, { params: { page: 1, limit: 20 } });
    });

    test('its popup leads to the request page', async () => {
      const { user } = setup(kind, audience, [sampleRow(kind, 'PENDING')]);
      const dialog = await openDetails(user);
      await user.click(within(dialog).getByRole('link', { name: 'Open the request page' }));
      expect(screen.getByTestId('path')).toHaveTextContent(/^\/Requests\/GIA-2026-000041$/);
    });
  }
);

describe.each(KINDS.flatMap((k) => (['customer', 'vendor'] as const).map((a) => [k.key, a, k] as const)))(
  '%s popup for the %s',
  (_key, audience, kind) => {
    test('shows the kind popup fields and its documents', async () => {
      const { get, user } = setup(kind, audience, [sampleRow(kind, 'PENDING')]);
      const dialog = await openDetails(user);
      for (const name of kind.popup) {
        if (fieldOf(kind, name)?.kind === 'file')
          expect(within(dialog).getByRole('img', { name: label(name) })).toBeInTheDocument();
        else expect(within(dialog).getByText(label(name))).toBeInTheDocument();
      }
      expect(get).not.toHaveBeenCalledWith(`/global/requests/${sampleReference(41)}`);
    });
  }
);

describe.each(KINDS.map((k) => [k.key, k] as const))('%s popup for the admin', (_key, kind) => {
  test('shows every field and document of the kind and who submitted it, as the request page does', async () => {
    const { get, user } = setup(kind, 'admin', [sampleRow(kind, 'PENDING')]);
    const dialog = await openDetails(user);
    const details = await within(dialog).findByRole('region', { name: 'Details' });
    expect(get).toHaveBeenCalledWith(`/global/requests/${sampleReference(41)}`);
    for (const field of kind.fields) {
      if (field.kind === 'file')
        expect(within(dialog).getByRole('img', { name: label(field.name) })).toBeInTheDocument();
      else expect(within(details).getAllByText(label(field.name)).length).toBeGreaterThan(0);
    }
    for (const [term, value] of [
      ['Customer', 'Asha Rao'],
      ["Customer's email", 'asha@example.in'],
      ["Customer's phone", '9876543210']
    ])
      expect(within(details).getByText(term).nextElementSibling).toHaveTextContent(value);
  });
});

test('the admin sees all nine documents of a GST company request, its DIN, contact, business, import-export code and narration', async () => {
  const kind = byKey('gstCompany');
  const { user } = setup(kind, 'admin', [{ ...sampleRow(kind, 'PENDING'), narration: 'Two directors; one signs.' }]);
  const dialog = await openDetails(user);
  const documents = await within(dialog).findByRole('region', { name: 'Documents' });
  expect(within(documents).getAllByRole('img')).toHaveLength(9);
  const details = within(dialog).getByRole('region', { name: 'Details' });
  for (const [name, value] of [
    ['director_din', '01234567'],
    ['director_contact', '9876543210'],
    ['bussiness_nature', 'v-bussiness_nature'],
    ['import_export_code', 'v-import_export_code'],
    ['narration', 'Two directors; one signs.']
  ])
    expect(within(details).getByText(label(name)).nextElementSibling).toHaveTextContent(value);
});

test("the admin's popup says when the request cannot be read, and Try again reads it", async () => {
  const kind = byKey('pan');
  const { get, user } = setup(kind, 'admin', [sampleRow(kind, 'PENDING')]);
  const read = get.getMockImplementation()!;
  // The read tries once more by itself before it gives up.
  let failures = 2;
  get.mockImplementation(async (url, config) => {
    if (!url.startsWith('/global/requests/') || failures === 0) return read(url, config);
    failures -= 1;
    throw failure(500, { message: 'Database is down' });
  });
  const dialog = await openDetails(user);
  expect(await within(dialog).findByText('The request could not be loaded: Database is down')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
  expect(await within(dialog).findByRole('region', { name: 'Details' })).toBeInTheDocument();
});

test.each(KINDS.map((k) => [k.key, k] as const))('%s: an empty list says so', async (_key, kind) => {
  setup(kind, 'admin', []);
  expect(await screen.findByText('No data available.')).toBeInTheDocument();
});

test('a list that cannot load says why, and Try again loads it', async () => {
  const kind = byKey('pan');
  const { user } = setup(kind, 'admin', [sampleRow(kind, 'PENDING')], { failFirst: true });
  expect(
    await screen.findByText('The list could not be loaded. Check your connection and try again. (Database is down)')
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findAllByRole('row')).toHaveLength(2);
});

/** Every role reads the state in the one vocabulary (issue 14): a completed request no longer reads 'Vendor Assigned'. */
const STATUS_TEXT: [Audience, string, RequestState, string][] = (['customer', 'admin', 'vendor'] as const).flatMap(
  (a) =>
    [
      [a, 'pan', 'PENDING', 'Pending'],
      [a, 'pan', 'ASSIGNED TO VENDOR', 'Assigned to vendor'],
      [a, 'pan', 'IN PROGRESS', 'In progress'],
      [a, 'pan', 'COMPLETED', 'Completed'],
      [a, 'gstCompany', 'REJECTED', 'Rejected']
    ] as [Audience, string, RequestState, string][]
);

test.each(STATUS_TEXT)('the %s sees a %s request in state %s as %s', async (audience, key, state, text) => {
  setup(byKey(key), audience, [sampleRow(byKey(key), state)]);
  expect(await screen.findByRole('button', { name: text })).toBeInTheDocument();
});

test.each([['gstCompany'], ['affidavitsRequest'], ['propertyRegistration']])(
  "the admin's %s popup says the state in the one vocabulary",
  async (key) => {
    const { user } = setup(byKey(key), 'admin', [sampleRow(byKey(key), 'ASSIGNED TO VENDOR')]);
    const dialog = await openDetails(user);
    // The admin's popup reads the whole request after it opens.
    expect(await within(dialog).findByText('Assigned to vendor')).toBeInTheDocument();
  }
);

describe('timeline', () => {
  test('shows each step in India time with who, and the step still to come in grey, not red', async () => {
    const kind = byKey('gstRegistration');
    const { user } = setup(kind, 'customer', [sampleRow(kind, 'IN PROGRESS')]);
    await user.click(await screen.findByRole('button', { name: 'In progress' }));
    const dialog = screen.getByRole('dialog', { name: 'Request timeline' });
    // The history's code arrives when the popup first opens.
    const steps = await within(dialog).findAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      '✓User Submitted (Done)1 Mar 2026, 10:00 am · by Asha Rao',
      '✓Admin Accepted (Done)2 Mar 2026, 10:00 am · by Meera Admin',
      '✓Vendor Assigned (Done)2 Mar 2026, 10:00 am · to Ravi Legal',
      '✓Vendor Accepted (Done)3 Mar 2026, 10:00 am · by Ravi Legal',
      'Vendor Completed (Not yet)The vendor has not completed the request.'
    ]);
    expect(within(steps[4]).getByText('The vendor has not completed the request.')).not.toHaveClass('gia-error');
    expect(steps[4]).toHaveAttribute('data-status', 'waiting');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog', { name: 'Request timeline' })).not.toBeInTheDocument();
  });

  test('a pending request has every step after User Submitted missing', async () => {
    const kind = byKey('pan');
    const { user } = setup(kind, 'admin', [sampleRow(kind, 'PENDING')]);
    await user.click(await screen.findByRole('button', { name: 'Pending' }));
    const dialog = screen.getByRole('dialog', { name: 'Request timeline' });
    // The history's code arrives when the popup first opens.
    await within(dialog).findAllByRole('listitem');
    for (const text of [
      'The admin has not yet accepted the request.',
      'No vendor has been assigned yet.',
      'The vendor has not yet accepted the request.',
      'The vendor has not completed the request.'
    ])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).queryByText('The user has not submitted the request.')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('N/A')).not.toBeInTheDocument();
  });
});

describe('the popup without role actions', () => {
  test("a request a vendor declined shows the vendor's reason to the admin", async () => {
    const kind = byKey('pan');
    const { user } = setup(kind, 'admin', [
      { ...sampleRow(kind, 'PENDING'), vendor_rejected_reason: 'Too busy this week' }
    ]);
    expect(within(await openDetails(user)).getByText('Declined by the vendor: Too busy this week')).toBeInTheDocument();
  });

  test('customers get no admin controls', async () => {
    const kind = byKey('pan');
    const { user } = setup(kind, 'customer', [sampleRow(kind, 'PENDING')]);
    const dialog = await openDetails(user);
    expect(within(dialog).queryByRole('button', { name: 'Assign Vendor' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  test('a completed request shows the delivered document to its customer', async () => {
    const kind = byKey('pan');
    const { user } = setup(kind, 'customer', [
      { ...sampleRow(kind, 'COMPLETED'), delivered_document_url: '/api/v1/global/documents/deliveredpanfile0001?sig=1' }
    ]);
    expect(within(await openDetails(user)).getByRole('img', { name: 'Delivered Document' })).toBeInTheDocument();
  });
});

describe('finding requests', () => {
  test('search, status and dates go to the server and into the URL, and the list starts again from page 1', async () => {
    const kind = byKey('legalNotice');
    const { get, user } = setup(kind, 'admin', [sampleRow(kind, 'PENDING')], { total: 45 });
    await screen.findAllByRole('row');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/admin/data/getLegalNotices', { params: { page: 2, limit: 20 } })
    );
    expect(query()).toEqual({ page: '2' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Asha');
    await user.selectOptions(screen.getByLabelText('Status'), 'REJECTED');
    await user.type(screen.getByLabelText('From date'), '2026-03-01');
    await user.type(screen.getByLabelText('To date'), '2026-03-31');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/admin/data/getLegalNotices', {
        params: { page: 1, limit: 20, q: 'Asha', status: 'REJECTED', from: '2026-03-01', to: '2026-03-31' }
      })
    );
    expect(query()).toEqual({ q: 'Asha', status: 'REJECTED', from: '2026-03-01', to: '2026-03-31' });
  });

  test('a shared or reloaded link opens the list with its search, filters, order and page', async () => {
    const kind = byKey('legalNotice');
    const { get } = setup(kind, 'admin', [sampleRow(kind, 'REJECTED')], {
      total: 45,
      route: '/ListLegalNotices?q=Asha&status=REJECTED&from=2026-03-01&to=2026-03-31&due=overdue&sort=due&page=2'
    });
    await screen.findAllByRole('row');
    expect(get.mock.calls.filter(([url]) => url === '/admin/data/getLegalNotices')).toEqual([
      [
        '/admin/data/getLegalNotices',
        {
          params: {
            page: 2,
            limit: 20,
            q: 'Asha',
            status: 'REJECTED',
            from: '2026-03-01',
            to: '2026-03-31',
            due: 'overdue',
            sort: 'due'
          }
        }
      ]
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Asha');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('REJECTED');
    expect(screen.getByLabelText('From date')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('To date')).toHaveValue('2026-03-31');
    expect(screen.getByRole('combobox', { name: 'Due date' })).toHaveValue('overdue');
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('due');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  test("a link cannot ask for what the list does not offer: the customer's has no status or due filter", async () => {
    const kind = byKey('pan');
    const { listCalls } = setup(kind, 'customer', [sampleRow(kind, 'PENDING')], {
      route: '/PanRegistrationsRequest?status=REJECTED&due=overdue&sort=due&q=Asha'
    });
    await screen.findAllByRole('row');
    expect(listCalls()).toEqual([[`/admin/data/${kind.endpoints.get}`, { params: { page: 1, limit: 20, q: 'Asha' } }]]);
  });

  test('Clear filters empties the URL but keeps the order', async () => {
    const kind = byKey('pan');
    const { get, user } = setup(kind, 'admin', [], { route: '/ListofPanRegistration?q=Zed&status=PENDING&sort=due' });
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(query()).toEqual({ sort: 'due' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(`/admin/data/${kind.endpoints.get}`, {
        params: { page: 1, limit: 20, sort: 'due' }
      })
    );
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
    expect(get).toHaveBeenCalledWith('/admin/data/getSaleAggrement', {
      params: { format: 'csv' },
      responseType: 'blob'
    });
  });

  test('a CSV download that fails says so', async () => {
    const kind = byKey('saleAgreement');
    const { get, user } = setup(kind, 'admin', [sampleRow(kind, 'PENDING')]);
    await screen.findAllByRole('row');
    get.mockRejectedValueOnce(failure(500, { message: 'Export failed' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('That did not work: Export failed')).toBeInTheDocument();
  });

  test('every state can be chosen in the status filter, named as the badges name it', async () => {
    const kind = byKey('pan');
    setup(kind, 'admin', []);
    await act(async () => undefined);
    const options = within(screen.getByLabelText('Status')).getAllByRole('option');
    // The spec's values still go to the server...
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['', ...STATES]);
    // ...under the one status vocabulary, not the legacy 'ASSIGNED TO VENDOR'.
    expect(options.map((o) => o.textContent)).toEqual([
      'All statuses',
      'Pending',
      'Assigned to vendor',
      'In progress',
      'Waiting for customer',
      'Completed',
      'Rejected',
      'Withdrawn'
    ]);
  });
});

describe('a search that matched more than the server reads (X-Total-Capped)', () => {
  const pan = byKey('pan');
  const note = 'More than 1000 requests match this search. The newest 1000 are shown: add a word to find the others.';

  test.each(AUDIENCES)('the %s is told the newest 1000 are shown, and pages through them', async (audience) => {
    setup(pan, audience, [sampleRow(pan, 'PENDING')], { total: 1000, capped: true, route: '/?q=bengaluru' });
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 50')).toBeInTheDocument();
  });

  test('a whole total says nothing of the kind', async () => {
    setup(pan, 'admin', [sampleRow(pan, 'PENDING')], { total: 1000, route: '/?q=bengaluru' });
    await screen.findAllByRole('row');
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });
});
