/**
 * The notification panel's layout (issue 14): its items are its own (no toast look: not fixed at the top,
 * not white on colour), words wrap whole, and each item leads to its request's page.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../api/client';
import { useNotice } from '../../feedback/FeedbackProvider';
import { GlobalStyles } from '../../ui/GlobalStyles';
import { NotificationBell } from '../NotificationBell';
import type { NotificationRow } from '../notice-text';
import { freshPage, renderAt, signIn } from '../test-support';
import { answer } from '@gia/shared-ui/test-support';

const LONG =
  'Your Memorandum-of-Association-and-Articles-of-Association request GIA-2026-000042 has been assigned to Ravi Legal Services Private Limited.';

const rows: NotificationRow[] = [
  {
    id: 2,
    kind: 'assigned',
    request_id: 42,
    reference: 'GIA-2026-000042',
    service_type: 'GstRegistrationCompany',
    message: LONG,
    message_key: 'no.such.key',
    params: {},
    created_at: '2026-03-05T06:00:00.000Z',
    read_at: null
  },
  {
    id: 1,
    kind: 'deleted',
    request_id: null,
    reference: null,
    service_type: 'PanRegistrations',
    message: 'Your PAN registration request was deleted.',
    message_key: 'no.such.key',
    params: {},
    created_at: '2026-03-04T06:00:00.000Z',
    read_at: '2026-03-04T07:00:00.000Z'
  }
];

function serve() {
  jest.spyOn(api, 'get').mockImplementation(async (_url, options) => {
    const params = (options?.params ?? {}) as Record<string, unknown>;
    const headers = { 'x-unread-count': '1', 'x-total-count': String(rows.length) };
    return answer(params.unread ? rows.slice(0, 1) : rows, headers);
  });
}

function Toast() {
  const notice = useNotice();
  return (
    <button type="button" onClick={() => notice.success('Saved.')}>
      toast
    </button>
  );
}

beforeEach(() => {
  freshPage();
  document.getElementById('gia-styles')?.remove();
  document.getElementById('gia-notifications-styles')?.remove();
});

async function openPanel() {
  signIn('customer');
  serve();
  const user = userEvent.setup();
  renderAt(
    <>
      <GlobalStyles />
      <Toast />
      <NotificationBell />
    </>
  );
  await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
  const items = await within(dialog).findAllByRole('listitem');
  return { user, dialog, items };
}

test('each item leads to its request page; a request that is gone leads to its list', async () => {
  const { items } = await openPanel();
  expect(within(items[0]).getByRole('link', { name: 'Open request GIA-2026-000042' })).toHaveAttribute(
    'href',
    '/Requests/GIA-2026-000042'
  );
  expect(within(items[1]).getByRole('link', { name: 'Open list' })).toHaveAttribute('href', '/PanRegistrationsRequest');
  // A key the page does not know reads as the server wrote it.
  expect(within(items[0]).getByText(LONG)).toBeInTheDocument();
});

test('the items do not share class names with the toasts, so they take none of their look', async () => {
  const { user, items } = await openPanel();
  await user.click(screen.getByRole('button', { name: 'toast' }));
  const toast = (await screen.findByText('Saved.')).closest('li')!;
  const toastClasses = new Set([
    ...toast.classList,
    ...toast.parentElement!.classList,
    ...(toast.closest('.gia-notices')?.classList ?? [])
  ]);
  for (const item of items) {
    for (const c of [...item.classList, ...item.parentElement!.classList]) expect(toastClasses.has(c)).toBe(false);
    const style = getComputedStyle(item);
    expect(style.position).not.toBe('fixed');
    expect(style.color).not.toMatch(/^(#fff|white|rgb\(255, 255, 255\))$/);
    // Whole words wrap; the page's `anywhere` would split them mid-word in a narrow panel.
    expect(style.overflowWrap).toBe('break-word');
    expect(style.wordBreak).toBe('normal');
  }
  expect(getComputedStyle(items[0].parentElement!).position).not.toBe('fixed');
});

test('the unread item is marked, in dark text on a light background', async () => {
  const { items } = await openPanel();
  expect(items[0]).toHaveClass('gia-inbox-unread');
  expect(within(items[0]).getByText('Unread')).toBeInTheDocument();
  expect(getComputedStyle(items[0]).backgroundColor).toBe('rgb(238, 244, 250)');
  expect(items[1]).not.toHaveClass('gia-inbox-unread');
});

test("inside the header (where the bell lives), the panel's text and buttons do not take the header's white", async () => {
  signIn('customer');
  serve();
  const user = userEvent.setup();
  renderAt(
    <>
      <GlobalStyles />
      <header className="gia-header">
        <NotificationBell />
      </header>
    </>
  );
  await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
  await within(dialog).findAllByRole('listitem');
  const white = /^(#fff|#ffffff|white|rgb\(255, 255, 255\))$/i;
  expect(getComputedStyle(dialog).color).not.toMatch(white);
  expect(getComputedStyle(within(dialog).getByRole('button', { name: 'Mark as read' })).color).not.toMatch(white);
  expect(getComputedStyle(within(dialog).getByRole('heading', { name: 'Notifications' })).color).not.toMatch(white);
});
