import { Suspense, type ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isMessageKey, ROUTES, SERVICES, translate, type MessageKey, type ServiceKind } from '@gia/domain';
import { api } from '@gia/shared-ui';
import { answer, answerGets, NO_NOTIFICATIONS } from '@gia/shared-ui/test-support';
import { freshPage, renderScreen, signIn } from '../../../shared-ui/src/requests/test-support';
import { screens } from '../screens';

const KINDS: readonly ServiceKind[] = SERVICES;
const t = (key: MessageKey) => translate('en', key);

function show(id: string, route = '/') {
  const Screen = screens[id] as ComponentType;
  return renderScreen(
    <Suspense fallback={null}>
      <Screen />
    </Suspense>,
    route
  );
}

const link = (name: string) => screen.getByRole('link', { name });

beforeEach(() => {
  freshPage();
  signIn('customer');
  // Every screen's frame shows the bell, which reads the unread count; a form also reads the upload limit.
  answerGets({ '/global/notifications': NO_NOTIFICATIONS, '/global/config': answer({ maxUploadMb: 10 }) });
});

test('the app has a screen for every customer route and no other', () => {
  const ids = new Set(ROUTES.filter((r) => r.app === 'customer').map((r) => r.screen));
  expect(new Set(Object.keys(screens))).toEqual(ids);
});

describe('user home', () => {
  test('greets the user by name and offers the three tiles', async () => {
    show('userHome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Rao' })).toBeInTheDocument();
    expect(link('Dashboard')).toHaveAttribute('href', '/Dashboard');
    expect(link('New Services')).toHaveAttribute('href', '/Services');
    expect(link('Services Opted')).toHaveAttribute('href', '/UserForUpdate');
    expect(screen.getAllByRole('button', { name: 'Logout' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
  });

  test("falls back to 'User' without a name", async () => {
    signIn('customer', '');
    show('userHome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, User' })).toBeInTheDocument();
  });

  test('the search box narrows the tiles', async () => {
    show('userHome');
    const search = await screen.findByRole('searchbox', { name: 'Search services' });
    await userEvent.type(search, 'serv');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(link('New Services')).toBeInTheDocument();
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No data available.')).toBeInTheDocument();
  });
});

describe('services', () => {
  const tile = (k: ServiceKind) => {
    const own = `service.${k.key}.tileCustomer`;
    return t(isMessageKey(own) ? own : (`service.${k.key}.tile` as MessageKey));
  };

  test.each(KINDS.map((k) => [tile(k), k.routes.form] as const))("offers the tile '%s' to %s", async (name, to) => {
    show('services');
    await screen.findByRole('heading', { level: 1 });
    expect(link(name)).toHaveAttribute('href', to);
  });

  test('keeps the spec tile names, the dashboard tile and the back link', async () => {
    show('services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Rao' })).toBeInTheDocument();
    expect(link('Services Dashboard')).toHaveAttribute('href', '/Dashboard');
    expect(link('Back')).toHaveAttribute('href', '/Dashboard');
    for (const [name, to] of [
      ['GST List', '/InsertGstRegistrations'],
      ['Insert Pan Registrations', '/InsertPanRegistrations'],
      ['Insert Tan Registrations', '/InsertTanRegistrations'],
      ['Insert Tds Returns', '/InsertTdsReturns'],
      ['Insert Legal Notices', '/InsertLegalNotices'],
      ['Insert Sale Aggrement', '/InsertSaleAggrement'],
      ['Insert Saledeed Registration', '/InsertSaledeed'],
      ['Insert Affidavid', '/InsertAffidavid']
    ])
      expect(link(name)).toHaveAttribute('href', to);
  });
});

describe('services opted', () => {
  // The tiles' counts (GET /global/requestCounts): none yet.
  beforeEach(() => jest.spyOn(api, 'get').mockResolvedValue(answer([])));

  test.each(KINDS.map((k) => [t(`service.${k.key}.name` as MessageKey), k.routes.customerList] as const))(
    "'%s' leads to %s",
    async (name, to) => {
      show('servicesOpted');
      await screen.findByRole('heading', { level: 1, name: 'Services Opted' });
      expect(link(name)).toHaveAttribute('href', to);
      await waitFor(() => expect(link(name)).toHaveAccessibleDescription('No requests yet'));
    }
  );

  test('goes back to the home of whoever opened it', async () => {
    show('servicesOpted');
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/Dashboard');
  });

  test('an admin goes back to the admin home', async () => {
    signIn('admin');
    show('servicesOpted');
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/AdminDashboad');
  });
});

test.each(KINDS.map((k) => [k.key, k] as const))('form:%s shows that kind form', async (key, kind) => {
  show(`form:${key}`, kind.routes.form);
  expect(
    await screen.findByRole('heading', { level: 1, name: t(`service.${key}.form` as MessageKey) })
  ).toBeInTheDocument();
  expect(link('Back')).toHaveAttribute('href', '/Services');
});

test.each(KINDS.map((k) => [k.key, k] as const))(
  "list:%s shows the customer's own requests of that kind",
  async (key, kind) => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(answer([]));
    show(`list:${key}`, kind.routes.customerList);
    expect(
      await screen.findByRole('heading', { level: 1, name: t(`service.${key}.list` as MessageKey) })
    ).toBeInTheDocument();
    expect(link('Back')).toHaveAttribute('href', '/UserForUpdate');
    expect(await screen.findByText('No data available.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`/admin/data/${kind.endpoints.get}`, expect.anything());
    expect(within(screen.getByRole('main')).queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  }
);
