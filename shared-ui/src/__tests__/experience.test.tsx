import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useAuthStore } from '../auth';
import { FeedbackProvider, useFeedbackStore } from '../feedback';
import { useLanguageStore } from '../i18n';
import { answerGets, NO_NOTIFICATIONS } from '../test-support';
import { Page, SearchableTiles, SelectField, TextArea, TextField } from '../ui';

const customer = { accessToken: 't', user: { id: 4, name: 'Asha', email: 'a@x.in', role: 'customer' } };

beforeEach(() => {
  sessionStorage.clear();
  useAuthStore.getState().logout();
  useLanguageStore.getState().setLang('en');
  useFeedbackStore.setState({ notices: [], confirms: [] });
  document.title = '';
  jest.restoreAllMocks();
  answerGets({ '/global/notifications': NO_NOTIFICATIONS }); // the bell of a signed-in page
});

function portal(path: string) {
  return render(
    <FeedbackProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/Dashboard"
            element={
              <Page title="Welcome, Asha">
                <Link to="/Services">New Services</Link>
              </Page>
            }
          />
          <Route
            path="/Services"
            element={
              <Page title="Services" back="/Dashboard">
                tiles
              </Page>
            }
          />
        </Routes>
      </MemoryRouter>
    </FeedbackProvider>
  );
}

describe('required fields', () => {
  it('carry a star beside the label, while the field keeps the label as its name', () => {
    render(
      <>
        <TextField label="Sale Amount" name="sale_amount" aria-required />
        <TextArea label="Seller Details" name="seller_details" required />
        <SelectField label="City" name="city" options={['Pune']} />
      </>
    );
    const amount = screen.getByRole('textbox', { name: 'Sale Amount' });
    expect(amount.closest('.gia-field')?.querySelector('.gia-required')).toHaveAttribute('aria-hidden', 'true');
    expect(
      screen.getByRole('textbox', { name: 'Seller Details' }).closest('.gia-field')?.querySelector('.gia-required')
    ).not.toBeNull();
    expect(
      screen.getByRole('combobox', { name: 'City' }).closest('.gia-field')?.querySelector('.gia-required')
    ).toBeNull();
  });
});

describe('Page', () => {
  it('names the browser tab after the screen', () => {
    portal('/Dashboard');
    expect(document.title).toBe('Welcome, Asha | GIA');
  });

  it('starts with a link that takes the keyboard past the header to the content', async () => {
    const user = userEvent.setup();
    portal('/Dashboard');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('after moving to another screen, focus starts at its title', async () => {
    const user = userEvent.setup();
    portal('/Dashboard');
    await user.click(screen.getByRole('link', { name: 'New Services' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toHaveFocus();
    expect(document.title).toBe('Services | GIA');
  });

  it("the phone bar's icons are decoration; its links and button read as words", async () => {
    useAuthStore.getState().setSession(customer, 'customer');
    portal('/Dashboard');
    await screen.findByRole('button', { name: 'Notifications, 0 unread' });
    const bar = screen.getByRole('navigation', { name: 'Account' });
    expect(bar.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/Dashboard');
    expect(screen.getByRole('link', { name: 'My requests' })).toHaveAttribute('href', '/MyRequests');
    expect(screen.getAllByRole('button', { name: 'Logout' })).toHaveLength(2);
  });
});

describe('search over tiles', () => {
  it('with nothing found, offers to clear the search, which brings the tiles back', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <SearchableTiles
          tiles={[
            { to: '/Services', label: 'New Services' },
            { to: '/UserForUpdate', label: 'Services Opted' }
          ]}
        />
      </MemoryRouter>
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'gst');
    expect(screen.getByText('No data available.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});

describe('notices', () => {
  it('an error stays until it is closed; other notices go by themselves', () => {
    jest.useFakeTimers();
    render(<FeedbackProvider />);
    act(() => {
      useFeedbackStore.getState().notify('error', 'Failed to delete the record. Please try again.');
      useFeedbackStore.getState().notify('success', 'Record deleted successfully.');
    });
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete the record. Please try again.');
    expect(screen.queryByText('Record deleted successfully.')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
