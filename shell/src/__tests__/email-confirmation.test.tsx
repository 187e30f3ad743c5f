import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, useAuthStore, useFeedbackStore } from '@gia/shared-ui';
import { failure } from '@gia/shared-ui/test-support';
import { renderPortal, resetPortal } from '../test-support/portal';

jest.mock('../remotes/containers', () => ({
  exposedModule: jest.fn(() => new Promise(() => undefined)),
  forgetContainer: jest.fn(),
  preloadEntry: jest.fn()
}));
jest.mock('../../../shared-ui/src/requests/password/password-strength', () => ({ passwordScore: () => 4 }));
global.fetch = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve({}) })) as unknown as typeof fetch;

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const customer = { accessToken: 'c-token', user: { id: 9, name: 'Asha', email: 'asha@example.in', role: 'customer' } };
const notices = () => useFeedbackStore.getState().notices.map((n) => n.text);

beforeEach(resetPortal);

describe('confirming the email of a new account (mail set up)', () => {
  it('a customer sign-up says to read the mail, stays signed out, and can ask for the link again', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { message: 'Thank you.', code: 'identity.signupCheckEmail' } });
    const user = userEvent.setup();
    const portal = renderPortal('/signup');
    await user.type(await screen.findByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'Correct-horse-7');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Thank you. If this email can be used, we have sent a message to it: please follow it to continue.'
      )
    ).toHaveAttribute('role', 'status');
    expect([portal.where().pathname, useAuthStore.getState().isAuthenticated]).toEqual(['/signup', false]);
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(post).toHaveBeenLastCalledWith('/global/resendVerification', { email: 'asha@example.in' });
    expect(
      await screen.findByText('If an account with this email waits for confirmation, a new link has been sent to it.')
    ).toHaveAttribute('role', 'status');
  });

  it('signing in before confirming says so and offers a new link', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValue(
        failure(403, { message: 'Please confirm your email first.', code: 'identity.emailNotVerified' })
      );
    const user = userEvent.setup();
    renderPortal('/signin');
    await user.type(await screen.findByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'Correct-horse-7');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText(
        'Please confirm your email first: open the link we sent to it. No mail? Ask for a new link.'
      )
    ).toHaveAttribute('role', 'alert');
    post.mockResolvedValue({ data: {} });
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(post).toHaveBeenLastCalledWith('/global/resendVerification', { email: 'asha@example.in' });
  });

  it('the mailed link confirms the email once, signs the person in and opens their home', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { message: 'ok', code: 'identity.verifyDone', ...customer } });
    const portal = renderPortal(`/VerifyEmail?token=${TOKEN}`);
    await waitFor(() => expect(portal.where().pathname).toBe('/Dashboard'));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/global/verifyEmail', { token: TOKEN });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, role: 'customer', token: 'c-token' });
    expect(notices()).toContain('Your email is confirmed. Welcome to GIA!');
  });

  it('a used or old link says so and offers a new one for the email typed', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(failure(400, { code: 'identity.verifyInvalid' }))
      .mockResolvedValue({ data: {} });
    const user = userEvent.setup();
    renderPortal(`/VerifyEmail?token=${TOKEN}`);
    expect(await screen.findByText(/not valid any more.*older than 24 hours/)).toHaveAttribute('role', 'alert');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(post).toHaveBeenLastCalledWith('/global/resendVerification', { email: 'asha@example.in' });
  });

  it('without a token, offers a new link at once', async () => {
    const post = jest.spyOn(api, 'post');
    renderPortal('/VerifyEmail');
    expect(await screen.findByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
