import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serviceByKey, type RequestState } from '@gia/domain';
import { api } from '@gia/shared-ui';
import type { Audience, RequestRow } from '../request-row';
import { RequestList } from '../RequestList';
import { freshPage, renderScreen, sampleReference, sampleRow, signIn } from '../test-support';
import { answer, failure } from '@gia/shared-ui/test-support';

const pan = serviceByKey('pan')!;
const LIST = `/admin/data/${pan.endpoints.get}`;

/** The India date `days` from today, as the read calls write `due_date`. */
function indiaDay(days: number): string {
  return new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

function row(id: number, state: RequestState, dueInDays: number): RequestRow {
  return { ...sampleRow(pan, state, id), due_date: indiaDay(dueInDays) };
}

const ROWS = [
  row(41, 'PENDING', -1),
  row(42, 'IN PROGRESS', 0),
  row(43, 'ASSIGNED TO VENDOR', 3),
  row(44, 'COMPLETED', -2)
];

function show(audience: Audience, rows = ROWS) {
  signIn(audience);
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === LIST) return answer(rows, { 'x-total-count': String(rows.length) });
    if (url === '/global/notifications') return answer([], { 'x-unread-count': '0', 'x-total-count': '0' });
    throw failure(404, { message: 'Not found' });
  });
  renderScreen(<RequestList kind={pan} audience={audience} />);
  const listParams = () =>
    get.mock.calls.filter(([url]) => url === LIST).map(([, options]) => (options as { params?: unknown })?.params);
  return { get, listParams, user: userEvent.setup() };
}

/** The Due Date cell of the row of request `id`. */
async function dueCell(id: number): Promise<HTMLElement> {
  const rows = await screen.findAllByRole('row');
  const columns = within(rows[0])
    .getAllByRole('columnheader')
    .map((c) => c.textContent);
  const line = rows.find((r) => within(r).queryAllByRole('cell')[0]?.textContent === sampleReference(id))!;
  return within(line).getAllByRole('cell')[columns.indexOf('Due Date')];
}

beforeEach(freshPage);

describe.each(['admin', 'vendor', 'customer'] as const)('the %s', (audience) => {
  test("sees each request's due date, overdue in red and due within a day in amber; closed requests plain", async () => {
    show(audience);
    expect(within(await dueCell(41)).getByText(/^Overdue: due /)).toHaveClass('gia-badge-danger');
    expect(within(await dueCell(42)).getByText(/^Due soon: /)).toHaveClass('gia-badge-warning');
    const onTime = within(await dueCell(43)).getByText(/^Due \d/);
    expect(onTime).not.toHaveClass('gia-badge');
    expect(within(await dueCell(44)).getByText(/^Due \d/)).not.toHaveClass('gia-badge');
  });
});

describe.each(['admin', 'vendor'] as const)("the %s's due filter and order", (audience) => {
  test('overdue, due soon and soonest first go to the read call, from page 1', async () => {
    const { listParams, user } = show(audience);
    await screen.findAllByRole('row');
    expect(listParams()).toEqual([{ page: 1, limit: 20 }]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Due date' }), 'Overdue');
    await waitFor(() => expect(listParams().at(-1)).toEqual({ page: 1, limit: 20, due: 'overdue' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Soonest due first');
    await waitFor(() => expect(listParams().at(-1)).toEqual({ page: 1, limit: 20, due: 'overdue', sort: 'due' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Due date' }), 'Due within a day');
    await waitFor(() => expect(listParams().at(-1)).toEqual({ page: 1, limit: 20, due: 'dueSoon', sort: 'due' }));
  });

  test('a due filter that finds nothing offers to clear it, which reads the whole list again', async () => {
    const { listParams, user } = show(audience, []);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Due date' }), 'Overdue');
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('combobox', { name: 'Due date' })).toHaveValue('');
    await waitFor(() => expect(listParams().at(-1)).toEqual({ page: 1, limit: 20 }));
  });
});

test('only the admin filters by status and dates; the vendor gets the due filter alone', async () => {
  show('vendor');
  await screen.findAllByRole('row');
  expect(screen.getByRole('combobox', { name: 'Due date' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('From date')).not.toBeInTheDocument();
});

test('the customer reads due dates but has no due filter or order', async () => {
  show('customer');
  await screen.findAllByRole('row');
  expect(screen.queryByRole('combobox', { name: 'Due date' })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Order' })).not.toBeInTheDocument();
});

test("the admin's CSV keeps the due filter and order", async () => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const { get, user } = show('admin');
  await screen.findAllByRole('row');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Due date' }), 'Overdue');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Soonest due first');
  await user.click(screen.getByRole('button', { name: 'Download CSV' }));
  await waitFor(() =>
    expect(get).toHaveBeenCalledWith(LIST, {
      params: { due: 'overdue', sort: 'due', format: 'csv' },
      responseType: 'blob'
    })
  );
});
