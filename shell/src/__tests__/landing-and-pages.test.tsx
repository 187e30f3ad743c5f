import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, resetPortal, signIn } from '../test-support/portal';

jest.mock('../remotes/containers', () => ({
  exposedModule: jest.fn(() => new Promise(() => undefined)),
  forgetContainer: jest.fn(),
  preloadEntry: jest.fn()
}));

beforeEach(resetPortal);

describe('landing page', () => {
  it('shows the brand, slogan, tagline and the three ways in', () => {
    renderPortal('/');
    expect(screen.getByRole('link', { name: 'GIA' })).toHaveAttribute('href', '/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Study Smarter, Dream Bigger, Achieve More!' })
    ).toBeInTheDocument();
    expect(screen.getByText('Building the Foundation for Future Success!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Service Provider' })).toHaveAttribute(
      'href',
      '/ServiceProviderLogin'
    );
    expect(screen.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/AdminLogin');
    expect(screen.getByRole('link', { name: 'User Login' })).toHaveAttribute('href', '/signin');
  });

  it('lists the services from the catalogue, each leading to its form', () => {
    renderPortal('/');
    const services = screen.getByRole('region', { name: 'What we do for you' });
    expect(within(services).getAllByRole('link')).toHaveLength(14);
    expect(within(services).getByRole('link', { name: 'PAN registration' })).toHaveAttribute(
      'href',
      '/InsertPanRegistrations'
    );
  });

  it('has footer links to contact, privacy and about, and the designer credit', () => {
    renderPortal('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(within(footer).getByText('Designed by GIA')).toBeInTheDocument();
  });

  it('offers the way back to the dashboard to someone signed in', () => {
    signIn('vendor');
    renderPortal('/');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/VendorDashboard');
  });
});

it.each([
  ['/contact', 'Contact us', /support@gia\.example/],
  ['/privacy', 'Privacy', /documents are stored privately/],
  ['/about', 'About GIA', /legal and tax paperwork/]
])('%s is a real page', (path, title, text) => {
  renderPortal(path);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent(text);
});

describe('not-found page', () => {
  it('says so and goes back one step', async () => {
    const user = userEvent.setup();
    const portal = renderPortal('/NoSuchPage', ['/']);
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Oops! The page you are looking for does not exist.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(portal.where().pathname).toBe('/');
  });
});

it('routes are matched as the spec spells them, whatever the case of the link', async () => {
  renderPortal('/Sign_in');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
});
