import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api } from '@gia/shared-ui';
import FormResponses from '../FormResponses';
import { location, ok, refusal, renderScreen } from '../../test-support/render';

let user: UserEvent;
beforeEach(() => { user = userEvent.setup(); });
afterEach(() => { jest.restoreAllMocks(); });

const FORM = { id: 3, name: 'Site visit', version: 2, fields: [{ type: 'input', label: 'Name' }, { type: 'input', label: 'City' }] };
const RESPONSES = [
  { id: 12, form_id: 3, form_version: 2, responses: { Name: 'Meena', City: 'Pune' }, created_at: '2025-03-05T11:00:00.000Z', fields: FORM.fields },
  { id: 11, form_id: 3, form_version: 1, responses: { Name: 'Ravi', Phone: '9876543210' }, created_at: '2025-03-04T04:30:00.000Z', fields: [{ type: 'input', label: 'Name' }, { type: 'input', label: 'Phone' }] }
];

/** Answers getForms with the form and getFormsResponses with the given page of responses. */
function server(rows: unknown[], total = rows.length) {
  return jest.spyOn(api, 'get').mockImplementation((async (url: string) =>
    url.endsWith('/getForms') ? ok([FORM]) : ok(rows, 200, { 'x-total-count': String(total) })) as never);
}

test('responses in a table: submitted time, then every label of any version, empty answers as N/A', async () => {
  const get = server(RESPONSES);
  renderScreen(FormResponses, '/FormResponses?id=3');
  expect(await screen.findByRole('heading', { name: 'Responses: Site visit' })).toBeInTheDocument();
  const table = await screen.findByRole('table');
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Submitted at', 'Name', 'City', 'Phone']);
  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['5 Mar 2025, 4:30 pm', 'Meena', 'Pune', 'N/A']);
  expect(within(second).getAllByRole('cell').map((c) => c.textContent)).toEqual(['4 Mar 2025, 10:00 am', 'Ravi', 'N/A', '9876543210']);
  expect(get).toHaveBeenCalledWith('/admin/data/getFormsResponses', { params: { form_id: 3, page: 1, limit: 20 } });
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/ListOfForms');
});

test('no responses yet', async () => {
  server([]);
  renderScreen(FormResponses, '/FormResponses?id=3');
  expect(await screen.findByText('No responses yet.')).toBeInTheDocument();
});

test('many responses are paged', async () => {
  const get = server(RESPONSES, 45);
  renderScreen(FormResponses, '/FormResponses?id=3');
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(get).toHaveBeenCalledWith('/admin/data/getFormsResponses', { params: { form_id: 3, page: 2, limit: 20 } }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
});

describe('CSV download', () => {
  const created = jest.fn(() => 'blob:csv');
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
  });

  test('fetches the CSV with the token through the api client and saves it under the form name', async () => {
    const get = server(RESPONSES);
    const csv = new Blob(['Submitted at,Name\r\n'], { type: 'text/csv' });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('Site-visit-responses.csv');
      expect(this.href).toBe('blob:csv');
    });
    renderScreen(FormResponses, '/FormResponses?id=3');
    await screen.findByRole('table');
    get.mockResolvedValueOnce(ok(csv));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(get).toHaveBeenLastCalledWith('/admin/data/getFormsResponses', { params: { form_id: 3, format: 'csv' }, responseType: 'blob' });
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(created).toHaveBeenCalledWith(csv);
  });

  test('a refused download says why, in the server words', async () => {
    const get = server(RESPONSES);
    renderScreen(FormResponses, '/FormResponses?id=3');
    await screen.findByRole('table');
    const refused = refusal(403, 'This call is for admin accounts only.');
    if (refused.response) refused.response.data = new Blob([JSON.stringify({ message: 'This call is for admin accounts only.' })]);
    get.mockRejectedValueOnce(refused);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The CSV could not be downloaded: This call is for admin accounts only.')).toBeInTheDocument();
  });
});

test('without a form id it goes back to the list of forms', async () => {
  renderScreen(FormResponses, '/FormResponses');
  await waitFor(() => expect(location()).toBe('/ListOfForms'));
});
