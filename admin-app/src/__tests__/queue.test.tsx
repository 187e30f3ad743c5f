import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STATES, stateLabel, translate, type MessageKey } from '@gia/domain';
import { api } from '@gia/shared-ui';
import RequestQueue from '../queue/RequestQueue';
import type { GlobalRequestRow } from '@gia/shared-ui/requests';
import { freshPage, renderScreen, row, signIn, VENDORS } from '../test-support';
import { answer, failure } from '@gia/shared-ui/test-support';

const t = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params);

const ROWS: GlobalRequestRow[] = [
  row('GIA-2026-000041', { subject: 'Asha Rao' }),
  row('GIA-2026-000042', {
    kind: 'tan',
    service_type: 'TanRegistrations',
    subject: 'Rao Traders',
    customer: { name: 'Vikram Shah', email: 'vikram@example.in', phone: null }
  }),
  row('GIA-2026-000043', {
    status: 'COMPLETED',
    vendor: { id: 7, name: 'Ravi Legal' },
    customer: { name: 'Leela Iyer', email: 'leela@example.in' }
  })
];

function setup(rows = ROWS, total = rows.length, route = '/RequestQueue') {
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/global/notifications') return answer([], { 'x-unread-count': '0', 'x-total-count': '0' });
    if (url === '/admin/data/getVendors') return answer(VENDORS);
    if (url === '/global/vendors') return answer([...VENDORS].reverse());
    if (url === '/global/requests') return answer(rows, { 'x-total-count': String(total) });
    throw new Error(`unexpected GET ${url}`);
  });
  const post = jest.spyOn(api, 'post');
  renderScreen(
    <Suspense fallback={null}>
      <RequestQueue />
    </Suspense>,
    route
  );
  return { get, post, user: userEvent.setup() };
}

const listCalls = (get: jest.SpyInstance) =>
  get.mock.calls.filter(([url]) => url === '/global/requests').map(([, config]) => config.params);
const where = () => screen.getByTestId('path').textContent;

beforeEach(() => {
  freshPage();
  signIn('admin', 'Meera Admin');
});

test('every row links to its request page and says who submitted it, what it is and where it stands', async () => {
  const { get } = setup();
  expect(await screen.findByRole('heading', { level: 1, name: 'Request queue' })).toBeInTheDocument();
  const rows = await screen.findAllByRole('row');
  expect(rows).toHaveLength(4);
  const first = within(rows[1]);
  expect(first.getByRole('link', { name: 'GIA-2026-000041' })).toHaveAttribute('href', '/Requests/GIA-2026-000041');
  expect(first.getByText('Asha Rao', { selector: '.gia-who span' })).toBeInTheDocument();
  expect(first.getByText('asha@example.in')).toBeInTheDocument();
  expect(first.getByText('PAN registration', { exact: false })).toBeInTheDocument();
  expect(first.getByText('Pending')).toBeInTheDocument();
  expect(within(rows[2]).getByText('vikram@example.in')).toBeInTheDocument();
  expect(within(rows[3]).getByText('Completed')).toBeInTheDocument();
  expect(within(rows[3]).getByText('Ravi Legal')).toBeInTheDocument();
  expect(screen.getByText('3 requests')).toBeInTheDocument();
  expect(listCalls(get)).toEqual([{ page: 1, limit: 20 }]);
});

test('filters, order and page come from the URL and go to the server', async () => {
  const { get } = setup(
    ROWS,
    45,
    '/RequestQueue?kind=pan&status=PENDING&due=overdue&vendor=7&q=Rao&sort=oldest&page=2'
  );
  await screen.findAllByRole('row');
  expect(listCalls(get)[0]).toEqual({
    page: 2,
    limit: 20,
    kind: 'pan',
    status: 'PENDING',
    due: 'overdue',
    vendor: '7',
    q: 'Rao',
    sort: 'oldest'
  });
  expect(screen.getByLabelText('Service')).toHaveValue('pan');
  expect(screen.getByLabelText('Status')).toHaveValue('PENDING');
  expect(screen.getByLabelText('Due date')).toHaveValue('overdue');
  expect(screen.getByLabelText('Order')).toHaveValue('oldest');
  expect(screen.getByRole('searchbox')).toHaveValue('Rao');
  expect(screen.getByText('Page 2 of 3', { selector: 'span' })).toBeInTheDocument();
});

test('choosing a filter writes it to the URL, back to page 1, and reads the list again', async () => {
  const { get, user } = setup(ROWS, 45, '/RequestQueue?page=2');
  await screen.findAllByRole('row');
  await user.selectOptions(screen.getByLabelText('Status'), 'COMPLETED');
  await waitFor(() => expect(where()).toBe('/RequestQueue?status=COMPLETED'));
  await waitFor(() => expect(listCalls(get).at(-1)).toEqual({ page: 1, limit: 20, status: 'COMPLETED' }));
  await user.selectOptions(screen.getByLabelText('Order'), 'due');
  await waitFor(() => expect(where()).toBe('/RequestQueue?status=COMPLETED&sort=due'));
  // Pasted at once: a keystroke-by-keystroke type on a loaded machine may pause past the box's debounce.
  await user.click(screen.getByRole('searchbox'));
  await user.paste('GIA-2026-000042');
  await waitFor(() => expect(where()).toBe('/RequestQueue?status=COMPLETED&sort=due&q=GIA-2026-000042'));
  await waitFor(() =>
    expect(listCalls(get).at(-1)).toEqual({
      page: 1,
      limit: 20,
      status: 'COMPLETED',
      sort: 'due',
      q: 'GIA-2026-000042'
    })
  );
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(where()).toContain('page=2'));
});

test('the status filter offers every state in the one vocabulary', async () => {
  setup();
  await screen.findAllByRole('row');
  const options = within(screen.getByLabelText('Status')).getAllByRole('option');
  expect(options.map((o) => o.getAttribute('value'))).toEqual(['', ...STATES]);
  expect(options.slice(1).map((o) => o.textContent)).toEqual(STATES.map((s) => t(stateLabel(s))));
});

const vendorOptions = () =>
  within(screen.getByLabelText('Vendor'))
    .getAllByRole('option')
    .map((o) => o.textContent);

test('the vendor filter offers every assignable vendor, by name, from one call', async () => {
  const { get } = setup();
  await screen.findAllByRole('row');
  await waitFor(() => expect(vendorOptions()).toEqual(['Any vendor', 'Ravi Legal', 'Sita Notary']));
  expect(get.mock.calls.filter(([url]) => url === '/global/vendors')).toHaveLength(1);
  expect(get).not.toHaveBeenCalledWith('/admin/data/getVendors', expect.anything());
});

test("with a service chosen, the vendor filter offers that service's vendors", async () => {
  const { get } = setup(ROWS, ROWS.length, '/RequestQueue?kind=tan');
  await screen.findAllByRole('row');
  await waitFor(() => expect(vendorOptions()).toEqual(['Any vendor', 'Ravi Legal', 'Sita Notary']));
  expect(get).toHaveBeenCalledWith('/admin/data/getVendors', { params: { vendor_bussiness_name: 'TAN Registration' } });
  expect(get).not.toHaveBeenCalledWith('/global/vendors');
});

test('no rows under filters offers to clear them', async () => {
  const { user } = setup([], 0, '/RequestQueue?status=REJECTED');
  await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(where()).toBe('/RequestQueue'));
});

test('a list that cannot load says why and tries again', async () => {
  let reads = 0;
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url !== '/global/requests') return answer([], { 'x-unread-count': '0' });
    reads += 1;
    if (reads === 1) throw failure(500, { message: 'Database is down' });
    return answer(ROWS, { 'x-total-count': '3' });
  });
  renderScreen(
    <Suspense fallback={null}>
      <RequestQueue />
    </Suspense>,
    '/RequestQueue'
  );
  expect(
    await screen.findByText('The list could not be loaded. Check your connection and try again. (Database is down)')
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'GIA-2026-000041' })).toBeInTheDocument();
});

describe('bulk actions', () => {
  test('assigns the selected requests to one vendor of their category and shows each result', async () => {
    const pans = [row('GIA-2026-000051'), row('GIA-2026-000052'), row('GIA-2026-000053')];
    const { get, post, user } = setup(pans);
    post.mockResolvedValue(
      answer({
        results: [
          { reference: 'GIA-2026-000051', ok: true, status: 'ASSIGNED TO VENDOR' },
          {
            reference: 'GIA-2026-000052',
            ok: false,
            status: 'REJECTED',
            message: 'This request is Rejected now.',
            code: 'workspace.stateMoved',
            params: { state: 'Rejected' }
          }
        ]
      })
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select GIA-2026-000051' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select GIA-2026-000052' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assign to one vendor' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign 2 requests to one vendor' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign Vendor' }));
    expect(within(dialog).getByText('Please select a vendor')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/admin/data/getVendors', {
      params: { vendor_bussiness_name: 'PAN Registration' }
    });
    await user.click(within(dialog).getByLabelText('Vendor'));
    await user.click(await within(dialog).findByText('Sita Notary'));
    await user.click(within(dialog).getByRole('button', { name: 'Assign Vendor' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/data/bulkAction', {
        action: 'assign',
        vendor_id: 9,
        references: ['GIA-2026-000051', 'GIA-2026-000052']
      })
    );
    expect(await screen.findByText('1 of 2 done.')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Result' });
    expect(
      within(results)
        .getByText(/GIA-2026-000051/)
        .closest('li')
    ).toHaveTextContent('GIA-2026-000051: Done');
    expect(
      within(results)
        .getByText(/GIA-2026-000052/)
        .closest('li')
    ).toHaveTextContent(
      'GIA-2026-000052: Not done: This request is Rejected now, so this cannot be done any more. Reload it to see what changed.'
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // What failed stays selected to try again; what worked leaves the selection. The list is read again.
    expect(screen.getByRole('checkbox', { name: 'Select GIA-2026-000051' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select GIA-2026-000052' })).toBeChecked();
    await waitFor(() => expect(listCalls(get).length).toBeGreaterThanOrEqual(2));
  });

  test('requests that need different kinds of vendor cannot be assigned together', async () => {
    const { post, user } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select GIA-2026-000041' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select GIA-2026-000042' }));
    await user.click(screen.getByRole('button', { name: 'Assign to one vendor' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign 2 requests to one vendor' });
    expect(within(dialog).getByText(t('bulk.mixedCategories'))).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Assign Vendor' })).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  test('rejects every request on the page with one reason', async () => {
    const { post, user } = setup();
    post.mockResolvedValue(
      answer({
        results: ROWS.map((r) => ({
          reference: r.reference,
          ok: r.status === 'PENDING',
          message: r.status === 'PENDING' ? undefined : 'This request is Completed.'
        }))
      })
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select every request on this page' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject with one reason' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject 3 requests' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByLabelText('Reason for rejection')).toHaveAccessibleDescription(
      'Rejection reason is required.'
    );
    await user.type(within(dialog).getByLabelText('Reason for rejection'), 'Documents unreadable');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/data/bulkAction', {
        action: 'reject',
        reason: 'Documents unreadable',
        references: ['GIA-2026-000041', 'GIA-2026-000042', 'GIA-2026-000043']
      })
    );
    expect(await screen.findByText('2 of 3 done.')).toBeInTheDocument();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  test('a bulk call that fails as a whole says why and keeps the selection', async () => {
    const { post, user } = setup();
    post.mockRejectedValue(
      failure(400, { message: 'Send action (assign or reject) and references: 1 to 100 request references.' })
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select GIA-2026-000041' }));
    await user.click(screen.getByRole('button', { name: 'Reject with one reason' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject 1 requests' });
    await user.type(within(dialog).getByLabelText('Reason for rejection'), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'The requests could not be changed: Send action (assign or reject) and references: 1 to 100 request references.'
      )
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select GIA-2026-000041' })).toBeChecked();
  });
});

test('a search that matches more than the server reads says so, and how to find the rest', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/global/requests') return answer(ROWS, { 'x-total-count': '1000', 'x-total-capped': '1' });
    return answer([], { 'x-unread-count': '0', 'x-total-count': '0' });
  });
  renderScreen(
    <Suspense fallback={null}>
      <RequestQueue />
    </Suspense>,
    '/RequestQueue?q=bengaluru'
  );
  expect(await screen.findByText('1000+ requests')).toBeInTheDocument();
  expect(
    screen.getByText(
      'More than 1000 requests match this search. The newest 1000 are shown: add a word to find the others.'
    )
  ).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 50')).toBeInTheDocument();
});
