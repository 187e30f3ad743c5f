import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@gia/shared-ui';
import MyWork from '../work/MyWork';
import type { GlobalRequestRow } from '@gia/shared-ui/requests';
import { freshPage, renderScreen, row, signIn } from '../test-support';
import { answer, failure } from '@gia/shared-ui/test-support';

const ROWS: GlobalRequestRow[] = [
  row('GIA-2026-000041', {
    status: 'ASSIGNED TO VENDOR',
    subject: 'Asha Rao',
    customer: undefined,
    vendor: { id: 3, name: 'Ravi Legal' }
  }),
  row('GIA-2026-000044', {
    kind: 'legalNotice',
    status: 'IN PROGRESS',
    subject: 'Vikram Shah, 3 Park Street',
    customer: undefined,
    vendor: { id: 3, name: 'Ravi Legal' }
  })
];

function setup(rows = ROWS, route = '/MyWork') {
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/global/requests') return answer(rows, { 'x-total-count': String(rows.length) });
    return answer([], { 'x-unread-count': '0', 'x-total-count': '0' });
  });
  renderScreen(
    <Suspense fallback={null}>
      <MyWork />
    </Suspense>,
    route
  );
  return { get, user: userEvent.setup() };
}

const listCalls = (get: jest.SpyInstance) =>
  get.mock.calls.filter(([url]) => url === '/global/requests').map(([, config]) => config.params);

beforeEach(() => {
  freshPage();
  signIn('vendor', 'Ravi Legal');
});

test('lists the work assigned to the vendor across kinds, each row leading to its page', async () => {
  const { get } = setup();
  expect(await screen.findByRole('heading', { level: 1, name: 'My work' })).toBeInTheDocument();
  const rows = await screen.findAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(within(rows[1]).getByRole('link', { name: 'GIA-2026-000041' })).toHaveAttribute(
    'href',
    '/Requests/GIA-2026-000041'
  );
  expect(within(rows[1]).getByText('Assigned to vendor')).toBeInTheDocument();
  expect(within(rows[2]).getByText('In progress')).toBeInTheDocument();
  expect(within(rows[2]).getByText('Legal notice', { exact: false })).toBeInTheDocument();
  expect(within(rows[2]).getByText('Vikram Shah, 3 Park Street')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/VendorDashboard');
  expect(listCalls(get)).toEqual([{ page: 1, limit: 20 }]);
  expect(screen.queryByLabelText('Vendor')).not.toBeInTheDocument();
});

test('filters live in the URL and go to the server', async () => {
  const { get, user } = setup(ROWS, '/MyWork?status=IN%20PROGRESS');
  await screen.findAllByRole('row');
  expect(listCalls(get)[0]).toEqual({ page: 1, limit: 20, status: 'IN PROGRESS' });
  await user.selectOptions(screen.getByLabelText('Due date'), 'overdue');
  await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/MyWork?status=IN+PROGRESS&due=overdue'));
  await waitFor(() =>
    expect(listCalls(get).at(-1)).toEqual({ page: 1, limit: 20, status: 'IN PROGRESS', due: 'overdue' })
  );
});

test('with nothing assigned it says so', async () => {
  setup([]);
  expect(await screen.findByText('Nothing is assigned to you right now.')).toBeInTheDocument();
});

test('a list that cannot load says why and tries again', async () => {
  let reads = 0;
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url !== '/global/requests') return answer([], { 'x-unread-count': '0' });
    reads += 1;
    if (reads === 1) throw failure(500, { message: 'Database is down' });
    return answer(ROWS, { 'x-total-count': '2' });
  });
  renderScreen(
    <Suspense fallback={null}>
      <MyWork />
    </Suspense>,
    '/MyWork'
  );
  expect(
    await screen.findByText('The list could not be loaded. Check your connection and try again. (Database is down)')
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'GIA-2026-000041' })).toBeInTheDocument();
});
