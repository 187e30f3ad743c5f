import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exposedModule } from '../remotes/containers';
import { api, useAuthStore, useFeedbackStore } from '@gia/shared-ui';
import { renderPortal, resetPortal, signIn } from '../test-support/portal';

jest.mock('../remotes/containers', () => ({
  exposedModule: jest.fn(),
  forgetContainer: jest.fn(),
  preloadEntry: jest.fn()
}));
global.fetch = jest.fn(() =>
  Promise.resolve({
    ok: true,
    json: () =>
      Promise.resolve({ admin_app: '/remotes/admin/remoteEntry.js', customer_app: '/remotes/customer/remoteEntry.js' })
  })
) as unknown as typeof fetch;

const screens = {
  adminHome: () => <p>admin home screen</p>,
  'list:pan': () => <p>PAN list screen</p>,
  userHome: () => <p>user home screen</p>
};
const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;

beforeEach(() => {
  resetPortal();
  (exposedModule as jest.Mock).mockResolvedValue({ screens });
});

it('sends a signed-out visitor to the sign-in of the route role, then back to the page wanted', async () => {
  jest.spyOn(api, 'post').mockResolvedValue({
    data: { accessToken: jwt(4102444800), user: { id: 1, name: 'Meera', email: 'm@gia.example', role: 'admin' } }
  });
  const user = userEvent.setup();
  const portal = renderPortal('/ListofPanRegistration');
  expect(await screen.findByRole('heading', { name: 'Sign In to Your Admin Account' })).toBeInTheDocument();
  expect(portal.where().pathname).toBe('/AdminLogin');
  await user.type(screen.getByLabelText('Email'), 'm@gia.example');
  await user.type(screen.getByLabelText('Password'), 'pw');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('PAN list screen')).toBeInTheDocument();
  expect(portal.where().pathname).toBe('/ListofPanRegistration');
});

it('customers are sent to /signin and come back after signing up too', async () => {
  jest.spyOn(api, 'post').mockResolvedValue({
    data: { accessToken: 't', user: { id: 2, name: 'Asha', email: 'a@x.in', role: 'customer' } }
  });
  const user = userEvent.setup();
  const portal = renderPortal('/Dashboard');
  await user.click(await screen.findByRole('link', { name: 'New here? Create an account.' }));
  await user.type(await screen.findByLabelText('Name'), 'Asha');
  await user.type(screen.getByLabelText('Email'), 'a@x.in');
  await user.type(screen.getByLabelText('Password'), 'pw');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText('user home screen')).toBeInTheDocument();
  expect(portal.where().pathname).toBe('/Dashboard');
});

it('tells someone signed in with another role, and offers another account', async () => {
  signIn('customer');
  const user = userEvent.setup();
  const portal = renderPortal('/AdminDashboad');
  expect(
    screen.getByText('This page is not for your account. Please sign in with the right account.')
  ).toBeInTheDocument();
  expect(screen.queryByText('admin home screen')).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Sign in with another account' }));
  expect(portal.where().pathname).toBe('/AdminLogin');
  expect(portal.where().state).toEqual({ from: '/AdminDashboad' });
});

it('opens the page for the right role', async () => {
  signIn('admin');
  renderPortal('/AdminDashboad');
  expect(await screen.findByText('admin home screen')).toBeInTheDocument();
});

it('ends an expired session with a notice and asks to sign in again', async () => {
  signIn('admin', jwt(1000));
  const portal = renderPortal('/AdminDashboad');
  expect(await screen.findByRole('heading', { name: 'Sign In to Your Admin Account' })).toBeInTheDocument();
  expect(portal.where().pathname).toBe('/AdminLogin');
  expect(useAuthStore.getState().isAuthenticated).toBe(false);
  expect(useFeedbackStore.getState().notices.map((n) => n.text)).toEqual([
    'Your session has expired. Please sign in again.'
  ]);
});

it('after sign-in ignores a remembered page the role may not open', async () => {
  jest.spyOn(api, 'post').mockResolvedValue({
    data: { accessToken: 't', user: { id: 2, name: 'Asha', email: 'a@x.in', role: 'customer' } }
  });
  const user = userEvent.setup();
  const portal = renderPortal({ pathname: '/signin', state: { from: '/AdminDashboad' } });
  await user.type(await screen.findByLabelText('Email'), 'a@x.in');
  await user.type(screen.getByLabelText('Password'), 'pw');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('user home screen')).toBeInTheDocument();
  expect(portal.where().pathname).toBe('/Dashboard');
});

it('logging out on a guarded page goes to the landing page, not to a sign-in that would return there', async () => {
  signIn('admin');
  const portal = renderPortal('/ListofPanRegistration');
  expect(await screen.findByText('PAN list screen')).toBeInTheDocument();
  act(() => useAuthStore.getState().logout());
  await screen.findByText('Study Smarter, Dream Bigger, Achieve More!');
  expect(portal.where().pathname).toBe('/');
});
