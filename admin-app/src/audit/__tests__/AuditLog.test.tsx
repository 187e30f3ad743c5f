import { Suspense } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@gia/shared-ui';
import { freshPage, renderScreen, signIn } from '../../../../shared-ui/src/requests/test-support';
import AuditLog from '../AuditLog';
import { answer, failure } from '@gia/shared-ui/test-support';

const entry = {
  id: 7,
  at: '2026-11-21T09:30:00.000Z',
  actor_id: 1,
  actor_name: 'Meera Admin',
  action: 'disable',
  target_id: 12,
  target_role: 'customer',
  target_name: 'Asha Rao',
  detail: null
};
const erasure = {
  id: 3,
  account_id: 15,
  requested_at: '2026-11-22T08:00:00.000Z',
  completed_at: null,
  documents_removed: 0,
  requests_kept: 0
};

beforeEach(() => {
  jest.restoreAllMocks();
  freshPage();
  signIn('admin', 'Meera Admin');
});

function answers(audit: unknown[] = [entry], erasures: unknown[] = [erasure]) {
  return jest
    .spyOn(api, 'get')
    .mockImplementation((async (url: string) =>
      url.endsWith('getAuditLog')
        ? answer(audit, { 'x-total-count': String(audit.length) })
        : answer(erasures)) as typeof api.get);
}

const show = () =>
  renderScreen(
    <Suspense fallback={null}>
      <AuditLog />
    </Suspense>,
    '/AuditLog'
  );

test('shows who did what to which account and when, and the erasure requests', async () => {
  answers();
  show();
  const audit = await screen.findByRole('table', { name: 'Audit log' });
  expect(within(audit).getByText('Meera Admin')).toBeInTheDocument();
  expect(within(audit).getByText('Disabled account')).toBeInTheDocument();
  expect(within(audit).getByText('Asha Rao (Customer #12)')).toBeInTheDocument();
  const erasures = await screen.findByRole('table', { name: 'Erasure requests' });
  expect(within(erasures).getByText('Waiting for a request in progress')).toBeInTheDocument();
});

test('makes a reset link for an account and shows it once', async () => {
  answers([], []);
  const post = jest.spyOn(api, 'post').mockResolvedValue(
    answer({
      message: 'A one-time link to set a new password was made for Asha Rao. It works for 30 minutes.',
      url: 'https://gia.example.in/ResetPassword?token=abc'
    })
  );
  const user = userEvent.setup();
  show();
  expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Make link' }));
  expect(screen.getByLabelText('Email of the account')).toHaveAccessibleDescription(
    'Email of the account is required.'
  );
  await user.selectOptions(screen.getByLabelText('Account kind'), 'vendor');
  await user.type(screen.getByLabelText('Email of the account'), 'kiran@example.in');
  await user.click(screen.getByRole('button', { name: 'Make link' }));
  expect(post).toHaveBeenCalledWith('/admin/data/issuePasswordReset', { role: 'vendor', email: 'kiran@example.in' });
  expect(await screen.findByDisplayValue('https://gia.example.in/ResetPassword?token=abc')).toBeInTheDocument();
});

test('says why a reset link could not be made', async () => {
  answers([], []);
  jest
    .spyOn(api, 'post')
    .mockRejectedValue(failure(404, { message: 'There is no account of this kind with this email.' }));
  const user = userEvent.setup();
  show();
  await user.type(await screen.findByLabelText('Email of the account'), 'nobody@example.in');
  await user.click(screen.getByRole('button', { name: 'Make link' }));
  expect(await screen.findByText('There is no account of this kind with this email.')).toHaveAttribute('role', 'alert');
});
