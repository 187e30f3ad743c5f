import { Suspense, type ComponentType } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@gia/shared-ui';
import { freshPage, renderRoute, signIn } from '../../../shared-ui/src/requests/test-support';
import { detail, EV, row } from '../../../shared-ui/src/requests/workspace/test-data';
import { screens } from '../screens';
import { answer, failure } from '@gia/shared-ui/test-support';

function show(id: string, pattern: string, url: string) {
  const Screen = screens[id] as ComponentType;
  return renderRoute(
    <Suspense fallback={null}>
      <Screen />
    </Suspense>,
    pattern,
    url
  );
}

const path = () => screen.getByTestId('path').textContent;

beforeEach(() => {
  freshPage();
  signIn('customer');
});

describe('/MyRequests', () => {
  test("lists the customer's requests of every kind, each leading to its page, with the total", async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockResolvedValue(
        answer([row(2, 'gstCompany', 'PENDING'), row(1, 'pan', 'COMPLETED')], { 'x-total-count': '2' })
      );
    show('myRequests', '/MyRequests', '/MyRequests');
    expect(await screen.findByRole('heading', { level: 1, name: 'My requests' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'GIA-2026-000002' })).toHaveAttribute(
      'href',
      '/Requests/GIA-2026-000002'
    );
    expect(screen.getByRole('link', { name: 'GIA-2026-000001' })).toHaveAttribute('href', '/Requests/GIA-2026-000001');
    expect(screen.getByText('2 requests')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Completed')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/global/requests', { params: { limit: 20, page: 1 } });
  });

  test('filters, order and page come from the URL and go back into it', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockResolvedValue(answer([row(1, 'pan', 'COMPLETED')], { 'x-total-count': '45' }));
    show('myRequests', '/MyRequests', '/MyRequests?kind=pan&status=COMPLETED&page=2');
    expect(await screen.findByRole('link', { name: 'GIA-2026-000001' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/global/requests', {
      params: { limit: 20, kind: 'pan', status: 'COMPLETED', page: 2 }
    });
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('pan');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('COMPLETED');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'PENDING' } });
    // A new filter starts again at page 1.
    expect(path()).toBe('/MyRequests?kind=pan&status=PENDING');
    await act(async () => undefined);
    expect(get).toHaveBeenLastCalledWith('/global/requests', {
      params: { limit: 20, kind: 'pan', status: 'PENDING', page: 1 }
    });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(path()).toBe('/MyRequests?kind=pan&status=PENDING&page=2');
  });

  test('the search box sends its text as q, after the person stops typing', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(answer([], { 'x-total-count': '0' }));
    show('myRequests', '/MyRequests', '/MyRequests');
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Search by reference, name or text' }),
      'GIA-2026-000007'
    );
    await screen.findByText('No request matches these filters.');
    expect(path()).toBe('/MyRequests?q=GIA-2026-000007');
    expect(get).toHaveBeenLastCalledWith('/global/requests', { params: { limit: 20, q: 'GIA-2026-000007', page: 1 } });
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    expect(path()).toBe('/MyRequests');
  });

  test('a search that matches more than the server reads says so, and how to find the rest', async () => {
    jest
      .spyOn(api, 'get')
      .mockResolvedValue(answer([row(1, 'pan', 'PENDING')], { 'x-total-count': '1000', 'x-total-capped': '1' }));
    show('myRequests', '/MyRequests', '/MyRequests?q=bengaluru');
    expect(await screen.findByText('1000+ requests')).toBeInTheDocument();
    expect(
      screen.getByText(
        'More than 1000 requests match this search. The newest 1000 are shown: add a word to find the others.'
      )
    ).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 50')).toBeInTheDocument();
  });

  test('no requests yet: says so and offers a new one', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(answer([], { 'x-total-count': '0' }));
    show('myRequests', '/MyRequests', '/MyRequests');
    expect(await screen.findByText('No requests yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Request a new service' })[0]).toHaveAttribute('href', '/Services');
  });

  test('a failed load says why and offers Try again', async () => {
    let calls = 0;
    const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url !== '/global/requests') return answer([]);
      calls += 1;
      if (calls === 1) throw failure(500, { message: 'Database unavailable' });
      return answer([row(1, 'pan', 'PENDING')]);
    });
    show('myRequests', '/MyRequests', '/MyRequests');
    expect(await screen.findByText('The requests could not be loaded: Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'GIA-2026-000001' })).toBeInTheDocument();
    expect(get.mock.calls.filter(([url]) => url === '/global/requests')).toHaveLength(2);
  });
});

describe("the customer's request page", () => {
  test('shows the reference, the state, every detail and document, and the timeline', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockResolvedValue(answer(detail('gstCompany', 'ASSIGNED TO VENDOR', [EV.submitted, EV.assign])));
    show('requestPage', '/Requests/:reference', '/Requests/GIA-2026-000042');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request GIA-2026-000042' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/global/requests/GIA-2026-000042');
    expect((await screen.findAllByText('Assigned to vendor')).length).toBeGreaterThan(0);
    expect(
      within(screen.getByRole('region', { name: 'Documents' })).getAllByRole('button', { name: /^Preview: / })
    ).toHaveLength(9);
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('Vendor Assigned')).toBeInTheDocument();
    expect(within(timeline).getByText('The vendor has not yet accepted the request.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/MyRequests');
  });

  test('a rejected request shows the rejection and its reason on the timeline', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(answer(detail('pan', 'REJECTED', [EV.submitted, EV.reject])));
    show('requestPage', '/Requests/:reference', '/Requests/GIA-2026-000042');
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('Reason: The PAN card scan is unreadable')).toBeInTheDocument();
    expect(within(timeline).queryByText('The admin has not yet accepted the request.')).not.toBeInTheDocument();
  });

  test('a reference that is not theirs (404) says so and leads back to the list', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(failure(404, { message: 'Not found', code: 'workspace.notFound' }));
    show('requestPage', '/Requests/:reference', '/Requests/GIA-2026-000999');
    expect(await screen.findByText(/There is no request GIA-2026-000999 that you may see/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All my requests' })).toHaveAttribute('href', '/MyRequests');
  });
});

describe('/UserForUpdate', () => {
  test('each tile says how many requests are behind it, and one tile leads to them all', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(
      answer([
        { kind: 'pan', total: 3, open: 1, pending: 1 },
        { kind: 'tan', total: 1, open: 0, pending: 0 }
      ])
    );
    show('servicesOpted', '/UserForUpdate', '/UserForUpdate');
    await screen.findByText('3 requests · 1 open');
    expect(screen.getByRole('link', { name: 'PAN registration' })).toHaveAttribute('href', '/PanRegistrationsRequest');
    expect(screen.getByRole('link', { name: 'PAN registration' })).toHaveAccessibleDescription('3 requests · 1 open');
    expect(screen.getByRole('link', { name: 'TAN registration' })).toHaveAccessibleDescription('1 request');
    expect(screen.getByRole('link', { name: 'Rental agreement' })).toHaveAccessibleDescription('No requests yet');
    expect(screen.getByRole('link', { name: 'All my requests' })).toHaveAttribute('href', '/MyRequests');
  });
});
