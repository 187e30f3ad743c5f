import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, useAuthStore } from '@gia/shared-ui';
import type { Role } from '@gia/domain';
import { failure } from '@gia/shared-ui/test-support';
import { renderPortal, resetPortal, signIn } from '../test-support/portal';

jest.mock('../remotes/containers', () => ({
  exposedModule: jest.fn(() => new Promise(() => undefined)),
  forgetContainer: jest.fn(),
  preloadEntry: jest.fn()
}));
jest.mock('../../../shared-ui/src/requests/password/password-strength', () => ({ passwordScore: () => 4 }));
global.fetch = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve({}) })) as unknown as typeof fetch;

beforeEach(resetPortal);

describe('/ChangePassword', () => {
  it.each([
    ['customer', 'At least 8 characters'],
    ['vendor', 'At least 8 characters'],
    ['admin', 'Admins: at least 12 characters']
  ] as const)(
    'signed in as %s: reached from the header, the rule for the new password said before submitting',
    async (role: Role, rule) => {
      signIn(role);
      const user = userEvent.setup();
      renderPortal('/ChangePassword');
      const link = await screen.findByRole('link', { name: 'Change password' });
      expect(link).toHaveAttribute('href', '/ChangePassword');
      await user.click(link);
      expect(await screen.findByLabelText('New password')).toHaveAccessibleDescription(new RegExp(`^${rule}`));
    }
  );

  it('says under the field that the current password is wrong', async () => {
    signIn('customer');
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValue(
        failure(400, { message: 'The current password is not correct.', code: 'identity.currentPasswordWrong' })
      );
    const user = userEvent.setup();
    renderPortal('/ChangePassword');
    await user.type(await screen.findByLabelText('Current password'), 'not-my-password');
    await user.type(screen.getByLabelText('New password'), 'Correct-horse-7');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(post).toHaveBeenCalledWith('/global/changePassword', {
      current: 'not-my-password',
      next: 'Correct-horse-7'
    });
    expect(await screen.findByLabelText('Current password')).toHaveAccessibleDescription(
      'The current password is not correct.'
    );
    expect(screen.queryByText(/has been changed/)).not.toBeInTheDocument();
  });

  it('says a missing field under it, and on success says other sessions ended and keeps this one on the new token', async () => {
    signIn('vendor', 'old-token');
    const session = {
      accessToken: 'new-token',
      user: { id: 3, name: 'Asha', email: 'asha@example.in', role: 'vendor' }
    };
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { message: 'changed', code: 'identity.passwordChanged', ...session } });
    const user = userEvent.setup();
    renderPortal('/ChangePassword');
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is required.');
    expect(post).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Current password'), 'Old-password-1');
    await user.type(screen.getByLabelText('New password'), 'Correct-horse-7');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText(
        'Your password has been changed. Every other session of this account has been signed out.'
      )
    ).toHaveAttribute('role', 'status');
    expect(useAuthStore.getState()).toMatchObject({ token: 'new-token', role: 'vendor', isAuthenticated: true });
  });

  it('asks a signed-out visitor to sign in first', async () => {
    const { where } = renderPortal('/ChangePassword');
    await screen.findByRole('heading', { level: 1 });
    expect(where().pathname).not.toBe('/ChangePassword');
  });
});
