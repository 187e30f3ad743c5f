import { act, screen, within } from '@testing-library/react';
import { Page } from '../../ui/Page';
import { freshPage, renderAt, signIn } from '../test-support';

// The bell's chunk cannot be downloaded (offline, or a deploy replaced it).
jest.mock('../NotificationBell', () => {
  throw new Error('Loading chunk notification-bell failed.');
});

beforeEach(freshPage);

test('a bell that cannot be downloaded leaves the header and the screen working without it', async () => {
  signIn('customer');
  renderAt(<Page title="Welcome">Your requests</Page>);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
  expect(screen.getByText('Your requests')).toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
});
