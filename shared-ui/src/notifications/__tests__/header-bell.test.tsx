import { act, screen, within } from '@testing-library/react';
import { api } from '../../api/client';
import { useAuthStore } from '../../auth/auth-store';
import { Page } from '../../ui/Page';
import { freshPage, renderAt, signIn } from '../test-support';
import { answer } from '@gia/shared-ui/test-support';

function server(unread: number) {
  return jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    expect(url).toBe('/global/notifications');
    return answer([], { 'x-unread-count': String(unread), 'x-total-count': String(unread) });
  });
}

beforeEach(freshPage);

test('a signed-out visitor gets no bell, and nothing is asked of the server', async () => {
  const get = server(2);
  renderAt(<Page title="Welcome">text</Page>);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
});

test('a signed-in person gets the bell in the header, with the unread count, before their name', async () => {
  signIn('customer');
  server(2);
  renderAt(<Page title="Welcome">text</Page>);
  const header = screen.getByRole('banner');
  const bell = await within(header).findByRole('button', { name: 'Notifications, 2 unread' });
  expect(bell).toHaveTextContent('2');
  const name = within(header).getByText('Asha Rao');
  expect(bell.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('the bell goes away on logging out', async () => {
  signIn('vendor');
  server(0);
  renderAt(<Page title="Welcome">text</Page>);
  expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
  act(() => useAuthStore.getState().logout());
  expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
});

/** Lets the bell's lazy part and any read settle. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

test("the next screen's page shows the count at once, and does not ask again while it is fresh", async () => {
  signIn('customer');
  const get = server(2);
  const loading = renderAt(<Page title="Loading">…</Page>);
  await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  loading.unmount();
  renderAt(<Page title="My requests">rows</Page>);
  const bell = await screen.findByRole('button', { name: /Notifications/ });
  expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await settle();
  expect(get).toHaveBeenCalledTimes(1);
});

test('a panel opened while the screen loads stays open when the screen arrives', async () => {
  signIn('customer');
  server(0);
  const loading = renderAt(<Page title="Loading">…</Page>);
  const bell = await screen.findByRole('button', { name: 'Notifications, 0 unread' });
  act(() => bell.click());
  expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
  loading.unmount();
  renderAt(<Page title="My requests">rows</Page>);
  expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toHaveAttribute(
    'aria-expanded',
    'true'
  );
});

test('a new session starts from its own count, not the last one read', async () => {
  signIn('customer');
  server(2);
  const before = renderAt(<Page title="Welcome">text</Page>);
  await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  before.unmount();
  act(() => useAuthStore.getState().logout());
  useAuthStore.getState().setSession(
    {
      accessToken: 'next-token',
      user: { id: 4, name: 'Ravi Kumar', email: 'ravi@example.in', role: 'vendor', phone: null }
    },
    'vendor'
  );
  const get = server(5);
  get.mockClear();
  renderAt(<Page title="Welcome">text</Page>);
  const bell = await screen.findByRole('button', { name: /Notifications/ });
  expect(bell).not.toHaveAccessibleName('Notifications, 2 unread');
  expect(await screen.findByRole('button', { name: 'Notifications, 5 unread' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledTimes(1);
});
