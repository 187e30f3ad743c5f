import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api } from '@gia/shared-ui';
import FormResponses from '../FormResponses';
import { location, renderScreen } from '../../test-support/render';
import { answer, failure } from '@gia/shared-ui/test-support';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => {
  jest.restoreAllMocks();
});

const FORM = {
  id: 3,
  name: 'Site visit',
  version: 2,
  fields: [
    { type: 'input', label: 'Name' },
    { type: 'input', label: 'City' }
  ]
};
const RESPONSES = [
  {
    id: 12,
    form_id: 3,
    form_version: 2,
    responses: { Name: 'Meena', City: 'Pune' },
    created_at: '2025-03-05T11:00:00.000Z',
    fields: FORM.fields
  },
  {
    id: 11,
    form_id: 3,
    form_version: 1,
    responses: { Name: 'Ravi', Phone: '9876543210' },
    created_at: '2025-03-04T04:30:00.000Z',
    fields: [
      { type: 'input', label: 'Name' },
      { type: 'input', label: 'Phone' }
    ]
  }
];

const NO_SUMMARY = { form_id: 3, version: 2, total: 0, fields: [] };

/** Answers getForms with the form, getFormsSummary with the summary and getFormsResponses with the given page of responses. */
function server(rows: unknown[], total = rows.length, summary: unknown = NO_SUMMARY, form: unknown = FORM) {
  return jest
    .spyOn(api, 'get')
    .mockImplementation((async (url: string) =>
      url.endsWith('/getForms')
        ? answer([form])
        : url.endsWith('/getFormsSummary')
          ? answer(summary)
          : answer(rows, { 'x-total-count': String(total) })) as never);
}

test('responses in a table: submitted time, then every label of any version, empty answers as N/A', async () => {
  const get = server(RESPONSES);
  renderScreen(FormResponses, '/FormResponses?id=3');
  expect(await screen.findByRole('heading', { name: 'Responses: Site visit' })).toBeInTheDocument();
  const table = await screen.findByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
  ).toEqual(['Submitted at', 'Name', 'City', 'Phone', 'Version']);
  const [, first, second] = within(table).getAllByRole('row');
  expect(
    within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent)
  ).toEqual(['5 Mar 2025, 4:30 pm', 'Meena', 'Pune', 'N/A', '2']);
  expect(
    within(second)
      .getAllByRole('cell')
      .map((c) => c.textContent)
  ).toEqual(['4 Mar 2025, 10:00 am', 'Ravi', 'N/A', '9876543210', '1']);
  expect(get).toHaveBeenCalledWith('/admin/data/getFormsResponses', { params: { form_id: 3, page: 1, limit: 20 } });
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/ListOfForms');
});

test('no responses yet', async () => {
  server([]);
  renderScreen(FormResponses, '/FormResponses?id=3');
  expect(await screen.findAllByText('No responses yet.')).toHaveLength(2);
});

test('many responses are paged', async () => {
  const get = server(RESPONSES, 45);
  renderScreen(FormResponses, '/FormResponses?id=3');
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() =>
    expect(get).toHaveBeenCalledWith('/admin/data/getFormsResponses', { params: { form_id: 3, page: 2, limit: 20 } })
  );
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
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement
    ) {
      expect(this.download).toBe('Site-visit-responses.csv');
      expect(this.href).toBe('blob:csv');
    });
    renderScreen(FormResponses, '/FormResponses?id=3');
    await screen.findByRole('table');
    get.mockResolvedValueOnce(answer(csv));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(get).toHaveBeenLastCalledWith('/admin/data/getFormsResponses', {
      params: { form_id: 3, format: 'csv' },
      responseType: 'blob'
    });
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(created).toHaveBeenCalledWith(csv);
  });

  test('a refused download says why, in the server words', async () => {
    const get = server(RESPONSES);
    renderScreen(FormResponses, '/FormResponses?id=3');
    await screen.findByRole('table');
    const refused = failure(403, { message: 'This call is for admin accounts only.' });
    if (refused.response)
      refused.response.data = new Blob([JSON.stringify({ message: 'This call is for admin accounts only.' })]);
    get.mockRejectedValueOnce(refused);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText('The CSV could not be downloaded: This call is for admin accounts only.')
    ).toBeInTheDocument();
  });
});

test('without a form id it goes back to the list of forms', async () => {
  renderScreen(FormResponses, '/FormResponses');
  await waitFor(() => expect(location()).toBe('/ListOfForms'));
});

const TYPED_FIELDS = [
  { type: 'input', label: 'Visit date', inputType: 'date' },
  { type: 'input', label: 'Rating', inputType: 'number', min: 1, max: 5 },
  { type: 'radio', label: 'Owner?', options: ['Yes', 'No'] },
  { type: 'checkbox', label: 'Papers', options: ['Deed', 'Tax receipt'] },
  { type: 'file', label: 'Deed scan' }
];
const TYPED_FORM = { id: 3, name: 'Survey', version: 1, status: 'published', fields: TYPED_FIELDS };
const SIGNED = '/api/v1/global/documents/AbCdEfGhIjKlMnOpQrStUvWx?exp=1&v=1&sig=x';

test('each answer reads as its type: India-style dates, grouped numbers, ticked options, files as a preview', async () => {
  server(
    [
      {
        id: 1,
        form_id: 3,
        form_version: 1,
        created_at: '2026-11-20T05:00:00.000Z',
        fields: TYPED_FIELDS,
        responses: {
          'Visit date': '2026-11-20',
          Rating: '4',
          'Owner?': 'Yes',
          Papers: ['Deed', 'Tax receipt'],
          'Deed scan': SIGNED
        }
      }
    ],
    1,
    NO_SUMMARY,
    TYPED_FORM
  );
  renderScreen(FormResponses, '/FormResponses?id=3');
  const table = await screen.findByRole('table');
  const [, row] = within(table).getAllByRole('row');
  const cells = within(row).getAllByRole('cell');
  expect(cells[1]).toHaveTextContent('20 Nov 2026');
  expect(cells[1]).not.toHaveTextContent('2026-11-20');
  expect(cells[2]).toHaveTextContent('4');
  expect(cells[3]).toHaveTextContent('Yes');
  expect(cells[4]).toHaveTextContent('Deed, Tax receipt');
  expect(within(cells[5]).getByRole('img', { name: 'Deed scan' })).toHaveAttribute('src', SIGNED);
  expect(within(cells[5]).getByRole('button', { name: 'Preview: Deed scan' })).toBeInTheDocument();
});

test('the summary draws a bar per option and the lowest, average and highest number', async () => {
  server(
    [],
    3,
    {
      form_id: 3,
      version: 1,
      total: 3,
      fields: [
        {
          label: 'Owner?',
          type: 'radio',
          answered: 3,
          counts: [
            { option: 'Yes', count: 2 },
            { option: 'No', count: 1 }
          ]
        },
        { label: 'Rating', type: 'input', inputType: 'number', answered: 2, min: 2, mean: 3.5, max: 5 }
      ]
    },
    TYPED_FORM
  );
  renderScreen(FormResponses, '/FormResponses?id=3');
  const chart = await screen.findByRole('img', { name: /Answers to Owner\?/ });
  expect(chart).toHaveAccessibleName('Answers to Owner? Yes: 2 answers, No: 1 answers');
  const bars = chart.querySelectorAll('rect.gia-bar');
  expect([...bars].map((b) => [b.getAttribute('data-count'), b.getAttribute('width')])).toEqual([
    ['2', '300'],
    ['1', '150']
  ]);
  expect(screen.getByText('Lowest 2, average 3.5, highest 5')).toBeInTheDocument();
  expect(screen.getByText('3 of 3 answered')).toBeInTheDocument();
});

test('search asks the server for matching responses and says when none match', async () => {
  const get = server([]);
  renderScreen(FormResponses, '/FormResponses?id=3');
  await screen.findAllByText('No responses yet.');
  await user.type(screen.getByRole('searchbox', { name: 'Search responses' }), 'meena');
  await waitFor(() =>
    expect(get).toHaveBeenCalledWith('/admin/data/getFormsResponses', {
      params: { form_id: 3, page: 1, limit: 20, q: 'meena' }
    })
  );
  expect(await screen.findByText('No responses match your search.')).toBeInTheDocument();
});
