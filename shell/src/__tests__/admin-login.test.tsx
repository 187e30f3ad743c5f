import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, useAuthStore } from '@gia/shared-ui';
import { renderPortal, resetPortal } from '../test-support/portal';
import { failure, later, noAnswer } from '@gia/shared-ui/test-support';

jest.mock('../remotes/containers', () => ({
  exposedModule: jest.fn(() => new Promise(() => undefined)),
  forgetContainer: jest.fn(),
  preloadEntry: jest.fn()
}));
global.fetch = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve({}) })) as unknown as typeof fetch;

const admin = {
  accessToken: 'a-token',
  user: { id: 1, name: 'Meera', empid: 'E1', email: 'meera@gia.example', role: 'admin' }
};

beforeEach(resetPortal);

async function fillAndSubmit(email = 'meera@gia.example', password = 'secret-pass') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

it('shows the heading, the two inputs and a password toggle', async () => {
  renderPortal('/AdminLogin');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign In to Your Admin Account' })).toBeInTheDocument();
  const password = screen.getByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');
  await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
});

it("reads 'Logging in...' while busy, then goes to /AdminDashboad", async () => {
  const call = later<{ data: typeof admin }>();
  const post = jest.spyOn(api, 'post').mockReturnValue(call.promise);
  const portal = renderPortal('/AdminLogin');
  await fillAndSubmit();
  expect(post).toHaveBeenCalledWith('/admin/login/request', { email: 'meera@gia.example', password: 'secret-pass' });
  expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  call.resolve({ data: admin });
  await screen.findByText('Loading...');
  expect(portal.where().pathname).toBe('/AdminDashboad');
  expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, role: 'admin' });
  expect(sessionStorage.getItem('accessToken')).toBe('a-token');
});

it.each([
  [
    failure(400, {
      message: 'Invalid email address: email must look like name@example.com.',
      code: 'errors.field.email',
      errors: [{ field: 'email', code: 'errors.field.email' }]
    }),
    'Invalid email address. Please check and try again.'
  ],
  [
    failure(401, { message: 'Invalid email or password', code: 'identity.invalidCredentials' }),
    'Invalid email or password. Please try again.'
  ],
  [
    failure(500, { message: 'Something went very wrong. Please try again later.', code: 'auth.veryWrong' }),
    'Something went very wrong. Please try again later.'
  ],
  [
    failure(429, {
      message: 'Too many sign-in attempts. Please try again in 5 seconds.',
      code: 'limits.signIn',
      params: { seconds: 5 }
    }),
    'Something went wrong. Please try again.'
  ],
  [noAnswer(), 'Unable to connect to the server. Please try again later.']
])('a failed login shows the spec text (%#)', async (error, text) => {
  jest.spyOn(api, 'post').mockRejectedValue(error);
  const portal = renderPortal('/AdminLogin');
  await fillAndSubmit();
  expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  expect(portal.where().pathname).toBe('/AdminLogin');
});

it('makes no checks of its own (spec): an empty form still asks the server', async () => {
  const post = jest.spyOn(api, 'post').mockRejectedValue(failure(400, { message: 'email is required' }));
  renderPortal('/AdminLogin');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
  expect(post).toHaveBeenCalledWith('/admin/login/request', { email: '', password: '' });
  expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
});
