import { lazy } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderPortal, resetPortal, signIn } from '../test-support/portal';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(() => ({})),
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn()
}));
const REMOTES = {
  customer_app: '/remotes/customer/remoteEntry.js',
  admin_app: '/remotes/admin/remoteEntry.js',
  vendor_app: '/remotes/vendor/remoteEntry.js',
  forms_app: '/remotes/forms/remoteEntry.js'
};
const fetchMock = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve(REMOTES) }));
global.fetch = fetchMock as unknown as typeof fetch;

const load = loadRemote as jest.Mock;
const register = registerRemotes as jest.Mock;

// The shell registers the remotes once per page (module) life, whichever test draws a remote first:
// `register` keeps every call since then.
beforeEach(() => {
  resetPortal();
  load.mockReset();
  signIn('vendor');
});

it('registers the remotes /remotes.json lists and loads the screen the route names', async () => {
  load.mockResolvedValue({ screens: { vendorHome: () => <p>vendor home screen</p> } });
  renderPortal('/VendorDashboard');
  expect(await screen.findByText('vendor home screen')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/remotes.json');
  expect(register).toHaveBeenCalledWith(Object.entries(REMOTES).map(([name, entry]) => ({ name, entry })));
  expect(load).toHaveBeenCalledWith('vendor_app/screens');
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
  expect(register).toHaveBeenLastCalledWith([{ name: 'vendor_app', entry: REMOTES.vendor_app }], { force: true });
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
