import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@gia/shared-ui';
import { renderPortal, resetPortal } from '../test-support/portal';
import { failure } from '@gia/shared-ui/test-support';

jest.mock('../remotes/containers', () => ({
  exposedModule: jest.fn(() => new Promise(() => undefined)),
  forgetContainer: jest.fn(),
  preloadEntry: jest.fn()
}));
jest.mock('../../../shared-ui/src/requests/password/password-strength', () => ({ passwordScore: () => 4 }));
global.fetch = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve({}) })) as unknown as typeof fetch;

beforeEach(resetPortal);

describe('/ResetPassword', () => {
  it('without a token asks for the email and answers the same whoever it is', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { message: 'x' } });
    const user = userEvent.setup();
    renderPortal('/ResetPassword');
    await user.click(await screen.findByRole('button', { name: 'Send link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    await user.type(screen.getByLabelText('Email'), ' asha@example.in ');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(post).toHaveBeenCalledWith('/global/forgotPassword', { email: 'asha@example.in' });
    expect(
      await screen.findByText(
        'If an account uses this email, a link to set a new password has been sent to it. The link works for 30 minutes.'
      )
    ).toHaveAttribute('role', 'status');
  });

  it('with a token sets the new password, saying the rule first, and links to every sign-in', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { message: 'ok' } });
    const user = userEvent.setup();
    renderPortal('/ResetPassword?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    const field = await screen.findByLabelText('New password');
    expect(field).toHaveAccessibleDescription(/At least 8 characters.*Admins: at least 12 characters/);
    await user.type(field, 'Lantern-orbit-kettle-42');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(post).toHaveBeenCalledWith('/global/resetPassword', {
      token: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
      password: 'Lantern-orbit-kettle-42'
    });
    expect(await screen.findByText('Your password has been set. Please sign in with it.')).toHaveAttribute(
      'role',
      'status'
    );
    expect(screen.getByRole('link', { name: 'Sign in as an admin' })).toHaveAttribute('href', '/AdminLogin');
  });

  it('says why a used or old link does not work', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(
      failure(400, {
        message:
          'This link to set a new password is not valid any more: it may have been used or be older than 30 minutes. Please ask for a new one.'
      })
    );
    const user = userEvent.setup();
    renderPortal('/ResetPassword?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    await user.type(await screen.findByLabelText('New password'), 'Lantern-orbit-kettle-42');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(/not valid any more/)).toHaveAttribute('role', 'alert');
  });

  it('every sign-in screen links to it', async () => {
    for (const path of ['/signin', '/AdminLogin']) {
      cleanup();
      renderPortal(path);
      expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/ResetPassword');
    }
  });
});
