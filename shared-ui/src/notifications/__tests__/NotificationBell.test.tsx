import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../api/client';
import { useLanguageStore } from '../../i18n/language-store';
import { NotificationBell } from '../NotificationBell';
import type { NotificationRow } from '../notice-text';
import { POLL_MS } from '../use-notifications';
import { freshPage, renderAt, signIn } from '../test-support';
import { answer, failure } from '@gia/shared-ui/test-support';

const assigned: NotificationRow = {
  id: 12,
  kind: 'assigned',
  request_id: 41,
  service_type: 'PanRegistrations',
  message: 'Your PAN registration request #41 has been assigned to a service provider.',
  message_key: 'notification.assigned',
  params: { id: 41, service: 'PAN registration' },
  created_at: '2026-03-05T06:00:00.000Z',
  read_at: null
};
const rejected: NotificationRow = {
  id: 11,
  kind: 'rejected',
  request_id: 40,
  service_type: 'TanRegistrations',
  message: 'Your TAN registration request #40 was rejected: Blurred scan.',
  message_key: 'notification.rejected',
  params: { id: 40, reason: 'Blurred scan.', service: 'TAN registration' },
  created_at: '2026-03-04T06:00:00.000Z',
  read_at: null
};
const older: NotificationRow = {
  id: 3,
  kind: 'completed',
  request_id: 7,
  service_type: 'PanRegistrations',
  message: 'Your PAN registration request #7 is completed.',
  message_key: 'notification.completed',
  params: { id: 7, service: 'PAN registration' },
  created_at: '2026-02-01T06:00:00.000Z',
  read_at: '2026-02-02T06:00:00.000Z'
};

/** A server holding these notifications: answers the unread count, pages of the list, and marking read. */
function server(rows: NotificationRow[], { failList = false, pageSize = 20 } = {}) {
  const stored = rows.map((r) => ({ ...r }));
  const unread = () => stored.filter((r) => r.read_at === null).length;
  const headers = () => ({ 'x-unread-count': String(unread()), 'x-total-count': String(stored.length) });
  let failing = failList;
  const get = jest.spyOn(api, 'get').mockImplementation(async (url, options) => {
    if (url !== '/global/notifications') throw failure(404, { message: 'Not found' });
    const params = (options?.params ?? {}) as Record<string, unknown>;
    if (params.unread)
      return answer(stored.filter((r) => r.read_at === null).slice(0, Number(params.limit)), headers());
    if (failing) {
      failing = false;
      throw failure(503, { message: 'Database is down' });
    }
    const page = Number(params.page ?? 1);
    expect(params.limit).toBe(pageSize);
    return answer(
      stored.slice((page - 1) * pageSize, page * pageSize).map((r) => ({ ...r })),
      headers()
    );
  });
  const post = jest.spyOn(api, 'post').mockImplementation(async (url: string, body?: unknown) => {
    expect(url).toBe('/global/notifications/markRead');
    const { ids, all } = body as { ids?: number[]; all?: boolean };
    let updated = 0;
    for (const r of stored) {
      if (r.read_at === null && (all || ids?.includes(r.id))) {
        r.read_at = '2026-03-06T00:00:00.000Z';
        updated += 1;
      }
    }
    return answer({ updated, unread: unread() });
  });
  return {
    get,
    post,
    stored,
    countCalls: () => get.mock.calls.filter(([, o]) => (o as { params?: { unread?: number } })?.params?.unread).length
  };
}

const bell = (count: number) => screen.findByRole('button', { name: `Notifications, ${count} unread` });

beforeEach(freshPage);

test('shows nothing to a signed-out visitor', () => {
  const { get } = server([assigned]);
  renderAt(<NotificationBell />);
  expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
});

test('shows the unread count, in its name and on the badge', async () => {
  signIn('customer');
  server([assigned, rejected, older]);
  renderAt(<NotificationBell />);
  const button = await bell(2);
  expect(button).toHaveTextContent('2');
  expect(button).toHaveAttribute('aria-haspopup', 'dialog');
});

test('asks again every 30 seconds and when the window gets the focus back', async () => {
  jest.useFakeTimers();
  signIn('vendor');
  const s = server([assigned]);
  renderAt(<NotificationBell />);
  await act(async () => {
    await Promise.resolve();
  });
  expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  expect(s.countCalls()).toBe(1);

  s.stored.unshift({ ...rejected, id: 13 });
  await act(async () => {
    jest.advanceTimersByTime(POLL_MS - 1);
  });
  expect(s.countCalls()).toBe(1);
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  expect(s.countCalls()).toBe(2);
  expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toHaveTextContent('2');

  s.stored.unshift({ ...rejected, id: 14 });
  await act(async () => {
    fireEvent.focus(window);
  });
  expect(s.countCalls()).toBe(3);
  expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
});

test("opens a list of past notifications, unread ones marked, each leading to its kind's list for the role", async () => {
  signIn('customer');
  server([assigned, rejected, older]);
  const user = userEvent.setup();
  renderAt(<NotificationBell />);
  await user.click(await bell(2));
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
  const items = await within(dialog).findAllByRole('listitem');
  expect(items.map((li) => li.querySelector('p')!.textContent)).toEqual([
    assigned.message,
    rejected.message,
    older.message
  ]);
  expect(within(items[0]).getByText('Unread')).toBeInTheDocument();
  expect(within(items[2]).queryByText('Unread')).not.toBeInTheDocument();
  expect(within(items[0]).getByRole('link', { name: 'Open list' })).toHaveAttribute('href', '/PanRegistrationsRequest');
  expect(within(items[1]).getByRole('link', { name: 'Open list' })).toHaveAttribute('href', '/TanRegistrationsRequest');
  expect(within(items[0]).getByRole('button', { name: 'Mark as read' })).toHaveAccessibleDescription(assigned.message);
  expect(within(items[2]).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
});

test("an admin's links lead to the admin lists", async () => {
  signIn('admin');
  server([
    {
      ...assigned,
      kind: 'declined',
      message_key: 'notification.declined',
      params: { id: 41, vendor: 'Ravi Legal', reason: 'Busy', service: 'PAN registration' },
      message: 'x'
    }
  ]);
  const user = userEvent.setup();
  renderAt(<NotificationBell />);
  await user.click(await bell(1));
  const link = await screen.findByRole('link', { name: 'Open list' });
  expect(link).toHaveAttribute('href', '/ListofPanRegistration');
  expect(
    screen.getByText(
      'Ravi Legal declined PAN registration request #41; please assign another service provider. Reason: Busy'
    )
  ).toBeInTheDocument();
});

test('shows each text in Hindi when Hindi is chosen, the kind named in Hindi', async () => {
  signIn('customer');
  server([assigned, rejected]);
  useLanguageStore.getState().setLang('hi');
  const user = userEvent.setup();
  renderAt(<NotificationBell />);
  await user.click(await screen.findByRole('button', { name: 'सूचनाएँ, 2 अपठित' }));
  const dialog = await screen.findByRole('dialog', { name: 'सूचनाएँ' });
  expect(
    await within(dialog).findByText('आपका PAN पंजीकरण अनुरोध #41 एक सेवा प्रदाता को सौंप दिया गया है।')
  ).toBeInTheDocument();
  expect(within(dialog).getByText('आपका TAN पंजीकरण अनुरोध #40 अस्वीकार कर दिया गया: Blurred scan.')).toBeInTheDocument();
});

test('marks one read: the call, the count and the marker follow', async () => {
  signIn('customer');
  const { post } = server([assigned, rejected]);
  const user = userEvent.setup();
  renderAt(<NotificationBell />);
  await user.click(await bell(2));
  const items = await within(await screen.findByRole('dialog')).findAllByRole('listitem');
  await user.click(within(items[1]).getByRole('button', { name: 'Mark as read' }));
  expect(post).toHaveBeenCalledWith('/global/notifications/markRead', { ids: [rejected.id] });
  await waitFor(() => expect(within(items[1]).queryByText('Unread')).not.toBeInTheDocument());
  expect(within(items[0]).getByText('Unread')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(await bell(1)).toHaveTextContent('1');
});

test('marks all read at once', async () => {
  signIn('vendor');
  const { post } = server([assigned, rejected]);
  const user = userEvent.setup();
  renderAt(<NotificationBell />);
  await user.click(await bell(2));
  await screen.findAllByRole('listitem');
  await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
  expect(post).toHaveBeenCalledWith('/global/notifications/markRead', { all: true });
  await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  const button = await bell(0);
  expect(button).not.toHaveTextContent('0');
});

test("opening a notification's list marks it read, closes the list and goes there", async () => {
  signIn('customer');
  const { post } = server([assigned]);
  const user = userEvent.setup();
  renderAt(<NotificationBell />);
  await user.click(await bell(1));
  await user.click(await screen.findByRole('link', { name: 'Open list' }));
  expect(post).toHaveBeenCalledWith('/global/notifications/markRead', { ids: [assigned.id] });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByTestId('path')).toHaveTextContent('/PanRegistrationsRequest');
  expect(await bell(0)).toBeInTheDocument();
});

test('shows older notifications on asking', async () => {
  signIn('customer');
  const many = Array.from({ length: 25 }, (_, i) => ({
    ...older,
    id: 100 - i,
    request_id: 100 - i,
    params: { id: 100 - i, service: 'PAN registration' }
  }));
  server(many);
  const user = userEvent.setup();
  renderAt(<NotificationBell />);
  await user.click(await bell(0));
  expect(await screen.findAllByRole('listitem')).toHaveLength(20);
  await user.click(screen.getByRole('button', { name: 'Show older' }));
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
  expect(screen.getAllByRole('listitem')[24]).toHaveTextContent('Your PAN registration request #76 is completed.');
  expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
});

test('says so when the list cannot be read, and tries again on asking', async () => {
  signIn('customer');
  server([assigned], { failList: true });
  const user = userEvent.setup();
  renderAt(<NotificationBell />);
  await user.click(await bell(1));
  expect(await screen.findByText('Notifications could not be loaded: Database is down')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(assigned.message)).toBeInTheDocument();
  expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
});

test('an empty list says there is nothing yet', async () => {
  signIn('admin');
  server([]);
  const user = userEvent.setup();
  renderAt(<NotificationBell />);
  await user.click(await bell(0));
  expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
});

test('a failed mark read is told, and the marker stays', async () => {
  signIn('customer');
  server([assigned]);
  jest.spyOn(api, 'post').mockRejectedValue(failure(500, { message: 'Database is down' }));
  const user = userEvent.setup();
  renderAt(<NotificationBell />);
  await user.click(await bell(1));
  await user.click(await screen.findByRole('button', { name: 'Mark as read' }));
  expect(await screen.findByText('That did not work: Database is down')).toBeInTheDocument();
  expect(screen.getByText('Unread')).toBeInTheDocument();
});
