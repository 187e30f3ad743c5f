import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serviceByKey } from '@gia/domain';
import { api } from '@gia/shared-ui';
import type { Audience } from '../request-row';
import { RequestList } from '../RequestList';
import { freshPage, renderScreen, sampleRow, signIn } from '../test-support';
import { answer } from '@gia/shared-ui/test-support';

const pan = serviceByKey('pan')!;

function screenWidth(phone: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: phone,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn()
  }));
}

function show(audience: Audience, rows = [] as ReturnType<typeof sampleRow>[]) {
  signIn(audience);
  const get = jest.spyOn(api, 'get').mockResolvedValue(answer(rows, { 'x-total-count': String(rows.length) }));
  renderScreen(<RequestList kind={pan} audience={audience} />);
  return { get, user: userEvent.setup() };
}

beforeEach(freshPage);
afterEach(() => {
  delete (window as Partial<Window>).matchMedia;
});

describe('an empty list says so and offers the next step', () => {
  test('a customer: start a request of this kind', async () => {
    show('customer');
    expect(await screen.findByText('No data available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new request' })).toHaveAttribute('href', pan.routes.form);
  });

  test.each([
    ['admin', '/DashboardForUpdate'],
    ['vendor', '/VendorForUpdate']
  ] as const)('%s: the other services', async (audience, hub) => {
    show(audience);
    expect(await screen.findByText('No data available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See other services' })).toHaveAttribute('href', hub);
  });

  test('after a search found nothing: clear the filters, which asks for the whole list again', async () => {
    const { get, user } = show('admin');
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'Zed');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(`/admin/data/${pan.endpoints.get}`, {
        params: { page: 1, limit: 20, q: 'Zed' }
      })
    );
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(`/admin/data/${pan.endpoints.get}`, { params: { page: 1, limit: 20 } })
    );
  });
});

describe("the admin's filters", () => {
  test('fold under one line on a phone and open with a tap', async () => {
    screenWidth(true);
    const { user } = show('admin', [sampleRow(pan, 'PENDING')]);
    const summary = await screen.findByText('Filters');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeVisible();
  });

  test('are always open on a wide screen', async () => {
    screenWidth(false);
    show('admin', [sampleRow(pan, 'PENDING')]);
    expect(await screen.findByRole('combobox', { name: 'Status' })).toBeVisible();
    expect(screen.queryByText('Filters')).not.toBeInTheDocument();
  });
});
