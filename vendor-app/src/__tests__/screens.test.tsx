import { Suspense, type ComponentType } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { ROUTES, routeApps, SERVICES, translate, type MessageKey, type ServiceKind } from '@gia/domain';
import { api } from '@gia/shared-ui';
import { freshPage, renderScreen, signIn } from '../test-support';
import { screens } from '../screens';
import { answer, failure } from '@gia/shared-ui/test-support';

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
  signIn('vendor', 'Ravi Legal');
  // Reads a test does not set up (the bell's) answer empty rather than reach for a server.
  jest.spyOn(api, 'get').mockResolvedValue(answer([], { 'x-unread-count': '0', 'x-total-count': '0' }));
});

test('the app has a screen for every vendor route and no other', () => {
  const ids = new Set(ROUTES.filter((r) => routeApps(r).includes('vendor')).map((r) => r.screen));
  expect(new Set(Object.keys(screens))).toEqual(ids);
});

test('the vendor home greets the vendor and offers the tiles, My work among them', async () => {
  show('vendorHome');
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ravi Legal' })).toBeInTheDocument();
  expect(link('Vendor Dashboard')).toHaveAttribute('href', '/VendorDashboard');
  expect(link('New Enquiry')).toHaveAttribute('href', '/VendorForUpdate');
  expect(link('My work')).toHaveAttribute('href', '/MyWork');
});

test("the vendor home falls back to 'Vendor' without a name", async () => {
  signIn('vendor', '');
  show('vendorHome');
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Vendor' })).toBeInTheDocument();
});

test('the vendor hub has a tile per kind to its vendor list, each with the count of requests assigned', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/global/requestCounts') return answer([{ kind: 'pan', total: 5, open: 2, pending: 0 }]);
    return answer([], { 'x-unread-count': '0', 'x-total-count': '0' });
  });
  show('vendorHub');
  expect(await screen.findByRole('heading', { level: 1, name: 'Vendor List Of Enquiries' })).toBeInTheDocument();
  expect(link('Back')).toHaveAttribute('href', '/VendorDashboard');
  for (const k of KINDS)
    expect(link(t(`service.${k.key}.adminTile` as MessageKey))).toHaveAttribute('href', k.routes.vendorList);
  expect(link('My work')).toHaveAttribute('href', '/MyWork');
  await waitFor(() => expect(link('List of PAN Registration')).toHaveAccessibleDescription('5 requests, 2 open'));
});

test('hub counts that cannot load say so on the tiles', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/global/requestCounts') throw failure(500, { message: 'Database is down' });
    return answer([], { 'x-unread-count': '0', 'x-total-count': '0' });
  });
  show('vendorHub');
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(link('List of TAN Registration')).toHaveAccessibleDescription('Counts unavailable'));
});

test.each(KINDS.map((k) => [k.key, k] as const))(
  'list:%s is the list of requests of that kind assigned to the vendor',
  async (key, kind) => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(answer([]));
    show(`list:${key}`, kind.routes.vendorList);
    expect(
      await screen.findByRole('heading', { level: 1, name: t(`service.${key}.list` as MessageKey) })
    ).toBeInTheDocument();
    expect(link('Back')).toHaveAttribute('href', '/VendorForUpdate');
    expect(await screen.findByText('No data available.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`/admin/data/${kind.endpoints.get}`, expect.anything());
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  }
);
