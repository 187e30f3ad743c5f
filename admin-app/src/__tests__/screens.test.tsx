import { Suspense, type ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES, routeApps, SERVICES, translate, type MessageKey, type ServiceKind } from '@gia/domain';
import { api } from '@gia/shared-ui';
import { freshPage, renderScreen, signIn } from '../test-support';
import { screens } from '../screens';
import { answer, failure } from '@gia/shared-ui/test-support';

// The strength meter's dictionaries take seconds to load here (shared-ui's password-rule test uses them): a
// password naming its owner is fair, any other strong.
jest.mock('../../../shared-ui/src/requests/password/password-strength', () => ({
  passwordScore: (password: string, personal: string[]) =>
    personal.some((p) => p && password.toLowerCase().includes(p.toLowerCase().split(' ')[0])) ? 2 : 4
}));

const KINDS: readonly ServiceKind[] = SERVICES;
const t = (key: MessageKey) => translate('en', key);
const link = (name: string) => screen.getByRole('link', { name });

function show(id: string, route = '/') {
  const Screen = screens[id] as ComponentType;
  return renderScreen(
    <Suspense fallback={null}>
      <Screen />
    </Suspense>,
    route
  );
}

beforeEach(() => {
  freshPage();
  signIn('admin', 'Meera Admin');
  // Reads a test does not set up (charts, counts, the bell) answer empty rather than reach for a server.
  jest.spyOn(api, 'get').mockImplementation(async (url: string) =>
    answer(url === '/admin/data/weeklyStats' ? { weeks: [], kinds: [] } : [], {
      'x-unread-count': '0',
      'x-total-count': '0'
    })
  );
});

test('the app has a screen for every admin route and no other', () => {
  const ids = new Set(ROUTES.filter((r) => routeApps(r).includes('admin')).map((r) => r.screen));
  expect(new Set(Object.keys(screens))).toEqual(ids);
});

describe('admin home', () => {
  test('greets the admin and offers the admin tiles, the customer lists and Add New Admin', async () => {
    show('adminHome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Meera Admin' })).toBeInTheDocument();
    expect(link('Dashboard')).toHaveAttribute('href', '/AdminDashboad');
    expect(link('New Enquiry')).toHaveAttribute('href', '/DashboardForUpdate');
    expect(link('Dynamic form')).toHaveAttribute('href', '/ListOfForms');
    expect(link('Add New Admin')).toHaveAttribute('href', '/AdminUserList');
    expect(link('Services Opted Dashboard')).toHaveAttribute('href', '/UserForUpdate');
    for (const k of KINDS)
      expect(link(t(`service.${k.key}.list` as MessageKey))).toHaveAttribute('href', k.routes.customerList);
  });

  test("falls back to 'Admin' without a name", async () => {
    signIn('admin', '');
    show('adminHome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Admin' })).toBeInTheDocument();
  });
});

describe('list hub', () => {
  test('each kind tile says how many requests are behind it and how many are open; its name stays the kind', async () => {
    jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/global/requestCounts')
        return answer([
          { kind: 'pan', total: 12, open: 3, pending: 2 },
          { kind: 'tan', total: 0, open: 0, pending: 0 }
        ]);
      return answer([], { 'x-unread-count': '0', 'x-total-count': '0' });
    });
    show('listHub');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(link('List of PAN Registration')).toHaveAccessibleDescription('12 requests, 3 open'));
    expect(link('List of TAN Registration')).toHaveAccessibleDescription('0 requests, 0 open');
    expect(link('Request queue')).toHaveAttribute('href', '/RequestQueue');
    expect(link('Dashboard')).not.toHaveAccessibleDescription(/requests/);
  });

  test('counts that cannot load say so on each kind tile, and the tiles still lead on', async () => {
    jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/global/requestCounts') throw failure(500, { message: 'Database is down' });
      return answer([], { 'x-unread-count': '0', 'x-total-count': '0' });
    });
    show('listHub');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(link('List of PAN Registration')).toHaveAccessibleDescription('Counts unavailable'));
    expect(link('List of PAN Registration')).toHaveAttribute('href', '/ListofPanRegistration');
  });

  test.each(KINDS.map((k) => [t(`service.${k.key}.adminTile` as MessageKey), k.routes.adminList] as const))(
    "'%s' leads to %s",
    async (name, to) => {
      show('listHub');
      await screen.findByRole('heading', { level: 1 });
      expect(link(name)).toHaveAttribute('href', to);
    }
  );

  test('keeps the spec names, the Dashboard tile and the way back', async () => {
    show('listHub');
    await screen.findByRole('heading', { level: 1 });
    expect(link('Back')).toHaveAttribute('href', '/AdminDashboad');
    expect(link('Dashboard')).toHaveAttribute('href', '/AdminDashboad');
    for (const [name, to] of [
      ['List of Gst Registration', '/ListOfGstRegistration'],
      ['List of PAN Registration', '/ListofPanRegistration'],
      ['List of TAN Registration', '/ListofTanRegistration'],
      ['List of Sale Aggrement', '/ListSaleAggrement'],
      ['List of Tds Returns', '/ListofTdsReturns'],
      ['List of Legal Notices', '/ListLegalNotices'],
      ['List of Affidavid Request', '/ListAffidavid'],
      ['List of SaleDeed', '/ListSaledeed']
    ])
      expect(link(name)).toHaveAttribute('href', to);
  });
});

describe('admin accounts', () => {
  const ADMIN_RULE =
    'Admins: at least 12 characters, and very hard to guess: several unrelated words, digits and symbols.';
  const ADMINS = [{ id: 1, name: 'Meera Admin', email: 'meera@gia.example', created_at: '2026-03-01T04:30:00.000Z' }];

  /** The admins' list, failing first when told to; the header's bell reads its own call. */
  function server(first?: Error) {
    let failing = first;
    return jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/global/notifications') return answer([], { 'x-unread-count': '0', 'x-total-count': '0' });
      if (failing) {
        const error = failing;
        failing = undefined;
        throw error;
      }
      return answer(ADMINS);
    });
  }

  function setup() {
    const get = server();
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ message: 'ok' }));
    show('adminUsers');
    return { get, post, user: userEvent.setup() };
  }

  test('lists the admins', async () => {
    const { get } = setup();
    const rows = await screen.findAllByRole('row');
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent)
    ).toEqual(['Meera Admin', 'meera@gia.example', '1 Mar 2026, 10:00 am']);
    expect(get).toHaveBeenCalledWith('/admin/data/getAdmins');
    expect(link('Back')).toHaveAttribute('href', '/AdminDashboad');
  });

  test('each field says what is missing or wrong', async () => {
    const { post, user } = setup();
    await screen.findAllByRole('row');
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(`${ADMIN_RULE} Password is required.`);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(post).not.toHaveBeenCalled();
  });

  test("says the admins' password rule before submitting, and the strength once typed", async () => {
    const { post, user } = setup();
    await screen.findAllByRole('row');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(ADMIN_RULE);
    await user.type(screen.getByLabelText('Name'), 'Kiran Rao');
    await user.type(password, 'kiran-2026');
    expect(await screen.findByText('Strength: fair')).toHaveClass('gia-strength-weak');
    await user.clear(password);
    await user.type(password, 'Lantern-orbit-kettle-42');
    expect(await screen.findByText('Strength: strong')).toHaveClass('gia-strength-ok');
    expect(post).not.toHaveBeenCalled();
  });

  test('adds an admin, says so and refreshes the list', async () => {
    const { get, post, user } = setup();
    await screen.findAllByRole('row');
    await user.type(screen.getByLabelText('Name'), ' Kiran Rao ');
    await user.type(screen.getByLabelText('Email'), 'kiran@gia.example');
    await user.type(screen.getByLabelText('Password'), 'long-Secret-42');
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/data/insertAdmin', {
        name: 'Kiran Rao',
        email: 'kiran@gia.example',
        password: 'long-Secret-42'
      })
    );
    expect(await screen.findByText('Admin added.')).toBeInTheDocument();
    await waitFor(() => expect(get.mock.calls.filter(([url]) => url === '/admin/data/getAdmins')).toHaveLength(2));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  test("a refused admin shows the server's message", async () => {
    const { post, user } = setup();
    post.mockRejectedValue(failure(409, { message: 'An account with this email already exists.' }));
    await screen.findAllByRole('row');
    await user.type(screen.getByLabelText('Name'), 'Kiran');
    await user.type(screen.getByLabelText('Email'), 'meera@gia.example');
    await user.type(screen.getByLabelText('Password'), 'long-Secret-42');
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
  });

  test('a list that cannot load says so and offers to try again', async () => {
    server(failure(500, { message: 'Database is down' }));
    show('adminUsers');
    expect(
      await screen.findByText('The list could not be loaded. Check your connection and try again. (Database is down)')
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('meera@gia.example')).toBeInTheDocument();
  });
});

test.each(KINDS.map((k) => [k.key, k] as const))('list:%s is the admin review list of that kind', async (key, kind) => {
  jest.spyOn(api, 'get').mockResolvedValue(answer([]));
  show(`list:${key}`, kind.routes.adminList);
  expect(
    await screen.findByRole('heading', { level: 1, name: t(`service.${key}.list` as MessageKey) })
  ).toBeInTheDocument();
  expect(link('Back')).toHaveAttribute('href', kind.adminBack);
  expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  expect(screen.getByLabelText('Status')).toBeInTheDocument();
});
