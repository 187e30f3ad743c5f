import { lazy } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exposedModule, forgetContainer } from '../remotes/containers';
import { renderPortal, resetPortal, signIn } from '../test-support/portal';

jest.mock('../remotes/containers', () => ({
  exposedModule: jest.fn(),
  forgetContainer: jest.fn(),
  preloadEntry: jest.fn()
}));
const REMOTES = {
  customer_app: '/remotes/customer/remoteEntry.js',
  admin_app: '/remotes/admin/remoteEntry.js',
  vendor_app: '/remotes/vendor/remoteEntry.js',
  forms_app: '/remotes/forms/remoteEntry.js'
};
const fetchMock = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve(REMOTES) }));
global.fetch = fetchMock as unknown as typeof fetch;

const load = exposedModule as jest.Mock;
const forget = forgetContainer as jest.Mock;

beforeEach(() => {
  resetPortal();
  load.mockReset();
  signIn('vendor');
});

it('loads the screens of the remote the route names, from where /remotes.json lists it', async () => {
  load.mockResolvedValue({ screens: { vendorHome: () => <p>vendor home screen</p> } });
  renderPortal('/VendorDashboard');
  expect(await screen.findByText('vendor home screen')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/remotes.json');
  expect(load).toHaveBeenCalledWith('vendor_app', REMOTES.vendor_app, './screens');
});

it('shows a clear message and Retry when the remote fails, keeps the header, and retry really reloads it', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The remote is down until the visitor presses Retry (the shell may ask more than once before that).
  let up = false;
  load.mockImplementation(() =>
    up
      ? Promise.resolve({ screens: { vendorHub: () => <p>vendor hub screen</p> } })
      : Promise.reject(new Error('ScriptExternalLoadError'))
  );
  const user = userEvent.setup();
  renderPortal('/VendorForUpdate');
  expect(await screen.findByText('This part of the portal is unavailable right now')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'GIA' })).toHaveAttribute('href', '/');
  const askedBefore = load.mock.calls.length;
  up = true;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('vendor hub screen')).toBeInTheDocument();
  // The failed container is forgotten, so Retry runs its entry afresh.
  expect(forget).toHaveBeenLastCalledWith('vendor_app');
  expect(load.mock.calls.length).toBeGreaterThan(askedBefore);
});

it('renders screens the remote made lazy', async () => {
  const VendorHome = () => <p>lazy vendor home</p>;
  load.mockResolvedValue({ screens: { vendorHome: lazy(async () => ({ default: VendorHome })) } });
  renderPortal('/VendorDashboard');
  expect(await screen.findByText('lazy vendor home')).toBeInTheDocument();
});

it('a remote without the screen counts as unavailable', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockResolvedValue({ screens: {} });
  renderPortal('/VendorDashboard');
  expect(await screen.findByText('This part of the portal is unavailable right now')).toBeInTheDocument();
});
