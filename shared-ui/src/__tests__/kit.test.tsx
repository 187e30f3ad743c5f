import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api } from '../api/client';
import { useAuthStore } from '../auth';
import { FeedbackProvider, useFeedbackStore } from '../feedback';
import { answer, answerGets, NO_NOTIFICATIONS } from '../test-support';
import { BottomBar, Button, Page, Pager, SelectField, Spinner, StatusBadge, TextField, Tile, TileGrid } from '../ui';

const admin = { accessToken: 't', user: { id: 1, name: 'Meera', email: 'm@x.in', role: 'admin' } };

beforeEach(() => {
  sessionStorage.clear();
  useAuthStore.getState().logout();
  useFeedbackStore.setState({ notices: [], confirms: [] });
  jest.restoreAllMocks();
  answerGets({ '/global/notifications': NO_NOTIFICATIONS }); // the bell of a signed-in page
});

function at(path: string, page: React.ReactNode) {
  return render(
    <FeedbackProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<p>landing</p>} />
          <Route path="*" element={page} />
        </Routes>
      </MemoryRouter>
    </FeedbackProvider>
  );
}

describe('Page', () => {
  it('has the GIA brand linking home, a title, a back link and the main landmark', () => {
    at(
      '/ListofPanRegistration',
      <Page title="List Of PAN Request" back="/DashboardForUpdate">
        rows
      </Page>
    );
    expect(screen.getByRole('link', { name: 'GIA' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: 'List Of PAN Request' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/DashboardForUpdate');
    expect(screen.getByRole('main')).toHaveTextContent('rows');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows the signed-in name and logs out only after confirming', async () => {
    useAuthStore.getState().setSession(admin, 'admin');
    const logout = jest.spyOn(api, 'post').mockResolvedValue(answer({}));
    const user = userEvent.setup();
    at('/AdminDashboad', <Page title="Admin">home</Page>);
    expect(screen.getByText('Meera')).toBeInTheDocument();
    const [headerLogout] = screen.getAllByRole('button', { name: 'Logout' });
    await user.click(headerLogout);
    expect(screen.getByRole('alertdialog', { name: 'Do you really want to log out?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(useAuthStore.getState().isAuthenticated).toBe(true);

    await user.click(headerLogout);
    await user.click(screen.getAllByRole('button', { name: 'Logout' }).at(-1)!);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('draws the phone bar once, even when a screen adds its own', async () => {
    useAuthStore.getState().setSession(admin, 'admin');
    at(
      '/AdminDashboad',
      <Page>
        <BottomBar />
      </Page>
    );
    // The bell loads lazily: the page is whole once it is there.
    await screen.findByRole('button', { name: 'Notifications, 0 unread' });
    const bars = screen.getAllByRole('navigation', { name: 'Account' });
    expect(bars).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/AdminDashboad');
    expect(screen.getByRole('link', { name: 'My requests' })).toHaveAttribute('href', '/RequestQueue');
  });
});

it('a busy button is disabled and says what it is doing', () => {
  const { rerender } = render(<Button busyLabel="Logging in...">Sign In</Button>);
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  rerender(
    <Button busy busyLabel="Logging in...">
      Sign In
    </Button>
  );
  expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
});

it('fields are labelled and their error is announced under them', () => {
  render(
    <>
      <TextField label="Email" name="email" error="Enter a valid email address." />
      <SelectField
        label="Business type"
        name="vendor_bussiness_name"
        options={['PAN Registration']}
        placeholder="Select..."
      />
    </>
  );
  const email = screen.getByRole('textbox', { name: 'Email' });
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('Enter a valid email address.');
  expect(screen.getByText('Enter a valid email address.')).toHaveAttribute('role', 'alert');
  expect(screen.getByRole('combobox', { name: 'Business type' })).toHaveDisplayValue('Select...');
});

it('pages forward and back, and hides itself for one page', async () => {
  const user = userEvent.setup();
  const onPage = jest.fn();
  const { rerender } = render(<Pager page={1} pages={3} onPage={onPage} />);
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(onPage).toHaveBeenCalledWith(2);
  rerender(<Pager page={1} pages={1} onPage={onPage} />);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

it('tiles link to their screens; badges and spinner speak', () => {
  render(
    <MemoryRouter>
      <TileGrid>
        <Tile to="/Services" label="New Services" />
      </TileGrid>
      <StatusBadge label="Pending" tone="warning" />
      <Spinner />
    </MemoryRouter>
  );
  expect(screen.getByRole('link', { name: 'New Services' })).toHaveAttribute('href', '/Services');
  expect(screen.getByText('Pending')).toHaveClass('gia-badge-warning');
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
});
