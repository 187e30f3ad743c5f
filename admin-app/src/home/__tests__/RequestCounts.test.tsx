import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVICES } from '@gia/domain';
import { api } from '@gia/shared-ui';
import { freshPage, renderScreen, signIn } from '../../test-support';
import AdminHome from '../AdminHome';
import { RequestCounts } from '../RequestCounts';
import type { RequestCount } from '../../api/get-attention-counts';
import { answer, failure } from '@gia/shared-ui/test-support';

const COUNTS: RequestCount[] = [
  { kind: 'pan', service_type: 'PanRegistrations', pending: 4, overdue: 2, dueSoon: 1 },
  { kind: 'tan', service_type: 'TanRegistrations', pending: 0, overdue: 0, dueSoon: 0 }
];

beforeEach(() => {
  freshPage();
  signIn('admin', 'Meera Admin');
});

test("shows each kind's pending, overdue and due-soon counts, leading to its admin list", async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValue(answer(COUNTS));
  renderScreen(<RequestCounts />);
  expect(screen.getByRole('heading', { name: 'Requests at a glance' })).toBeInTheDocument();
  // Drawn at once, a line per kind with its numbers to come, so nothing below moves when they arrive.
  const region = screen.getByRole('region', { name: 'Requests at a glance' });
  expect(region).toHaveAttribute('aria-busy', 'true');
  const waiting = within(region).getAllByRole('row');
  expect(waiting).toHaveLength(SERVICES.length + 1);
  expect(
    within(waiting[1])
      .getAllByRole('cell')
      .slice(1)
      .map((c) => c.textContent)
  ).toEqual(['…', '…', '…']);
  await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
  const rows = screen.getAllByRole('row');
  expect(get).toHaveBeenCalledWith('/admin/data/getRequestCounts');
  expect(
    within(rows[0])
      .getAllByRole('columnheader')
      .map((c) => c.textContent)
  ).toEqual(['Service', 'Pending', 'Overdue', 'Due within a day']);
  expect(
    within(rows[1])
      .getAllByRole('cell')
      .map((c) => c.textContent)
  ).toEqual(['PAN registration', '4', '2', '1']);
  expect(within(rows[1]).getByRole('link', { name: 'PAN registration' })).toHaveAttribute(
    'href',
    '/ListofPanRegistration'
  );
  expect(within(rows[1]).getByText('2')).toHaveClass('gia-badge-danger');
  expect(
    within(rows[2])
      .getAllByRole('cell')
      .map((c) => c.textContent)
  ).toEqual(['TAN registration', '0', '0', '0']);
});

test('says so when the counts cannot be read, and reads again on asking', async () => {
  jest
    .spyOn(api, 'get')
    .mockRejectedValueOnce(failure(403, { message: 'This call is for admin accounts only.' }))
    .mockResolvedValue(answer(COUNTS));
  const user = userEvent.setup();
  renderScreen(<RequestCounts />);
  expect(
    await screen.findByText('The counts could not be loaded: This call is for admin accounts only.')
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'PAN registration' })).toBeInTheDocument();
});

test('the admin home shows the counts above the tiles', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/admin/data/getRequestCounts') return answer(COUNTS);
    if (url === '/global/notifications') return answer([], { 'x-unread-count': '0', 'x-total-count': '0' });
    throw failure(404, { message: 'Not found' });
  });
  renderScreen(<AdminHome />);
  const counts = screen.getByRole('region', { name: 'Requests at a glance' });
  await waitFor(() => expect(counts).toHaveAttribute('aria-busy', 'false'));
  const pan = within(counts).getByRole('row', { name: /PAN registration/ });
  expect(
    within(pan)
      .getAllByRole('cell')
      .map((c) => c.textContent)
  ).toEqual(['PAN registration', '4', '2', '1']);
  const firstTile = screen.getByRole('link', { name: 'Dashboard' });
  expect(counts.compareDocumentPosition(firstTile) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
