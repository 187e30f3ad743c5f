import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@gia/shared-ui';
import { renderPortal, resetPortal } from '../test-support/portal';
import { failure, later, noAnswer } from '@gia/shared-ui/test-support';

jest.mock('../remotes/containers', () => ({
  exposedModule: jest.fn(() => new Promise(() => undefined)),
  forgetContainer: jest.fn(),
  preloadEntry: jest.fn()
}));
// The strength meter's dictionaries take seconds to load here; shared-ui's password-rule.test.tsx tests it with them.
jest.mock('../../../shared-ui/src/requests/password/password-strength', () => ({ passwordScore: () => 4 }));
// Where the remotes live; their screens never arrive here (the container loader is a stand-in).
global.fetch = jest.fn(() =>
  Promise.resolve({
    ok: true,
    json: () => Promise.resolve({ customer_app: '/c/remoteEntry.js', vendor_app: '/v/remoteEntry.js' })
  })
) as unknown as typeof fetch;

const customer = { accessToken: 'c-token', user: { id: 9, name: 'Asha', email: 'asha@example.in', role: 'customer' } };

beforeEach(resetPortal);

describe('/signin', () => {
  it('requires every input, with a message under each', async () => {
    const post = jest.spyOn(api, 'post');
    renderPortal('/signin');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
    expect(post).not.toHaveBeenCalled();
  });

  it('signs in, busy meanwhile, and lands on /Dashboard', async () => {
    const call = later<{ data: typeof customer }>();
    const post = jest.spyOn(api, 'post').mockReturnValue(call.promise);
    const user = userEvent.setup();
    const portal = renderPortal('/signin');
    await user.type(await screen.findByLabelText('Email'), ' asha@example.in ');
    await user.type(screen.getByLabelText('Password'), 'pw-123456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(post).toHaveBeenCalledWith('/users/login/request', { email: 'asha@example.in', password: 'pw-123456' });
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    call.resolve({ data: customer });
    await screen.findByText('Loading...');
    expect(portal.where().pathname).toBe('/Dashboard');
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
      failure(400, {
        message: 'password is required.',
        code: 'errors.field.required',
        errors: [{ field: 'password', code: 'errors.field.required' }]
      }),
      'Something went wrong. Please check your inputs and try again.'
    ],
    [noAnswer(), 'Unable to connect to the server. Please try again later.']
  ])('a failure shows the spec text (%#)', async (error, text) => {
    jest.spyOn(api, 'post').mockRejectedValue(error);
    const user = userEvent.setup();
    renderPortal('/signin');
    await user.type(await screen.findByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
  });
});

describe('/signup', () => {
  it('asks for a name too and sends user_name, email, password', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: customer });
    const user = userEvent.setup();
    const portal = renderPortal('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'pw-123456');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(post).toHaveBeenCalledWith('/users/login/signup', {
      user_name: 'Asha Rao',
      email: 'asha@example.in',
      password: 'pw-123456'
    });
    await screen.findByText('Loading...');
    expect(portal.where().pathname).toBe('/Dashboard');
  });

  it('a duplicate account reads as the spec says', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(failure(409, { message: 'Email already registered' }));
    const user = userEvent.setup();
    renderPortal('/signup');
    await user.type(await screen.findByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByText('Something went wrong. Please check your inputs and try again.')
    ).toBeInTheDocument();
  });

  it('links between sign-in and sign-up', async () => {
    const user = userEvent.setup();
    const portal = renderPortal('/signin');
    await user.click(await screen.findByRole('link', { name: 'New here? Create an account.' }));
    expect(portal.where().pathname).toBe('/signup');
    await user.click(await screen.findByRole('link', { name: 'Already have an account? Sign in.' }));
    expect(portal.where().pathname).toBe('/signin');
  });
});
