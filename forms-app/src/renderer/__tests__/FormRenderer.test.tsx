import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api, useAuthStore } from '@gia/shared-ui';
import FormRenderer from '../FormRenderer';
import { renderScreen } from '../../test-support/render';
import { answer, failure } from '@gia/shared-ui/test-support';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => {
  jest.restoreAllMocks();
});

const VISIT = {
  id: 5,
  name: 'Site visit',
  version: 1,
  fields: [
    { type: 'input', label: 'Full name', required: true, inputType: 'text' },
    { type: 'input', label: 'Visit date', inputType: 'date' },
    { type: 'select', label: 'City', options: ['Pune', 'Chennai'], required: true },
    { type: 'textarea', label: 'Add Narration' }
  ]
};

test('an anonymous visitor sees the form with labelled inputs of each type', async () => {
  expect(useAuthStore.getState().isAuthenticated).toBe(false);
  const get = jest.spyOn(api, 'get').mockResolvedValue(answer([VISIT]));
  renderScreen(FormRenderer, '/FormRenderer?id=5');
  expect(await screen.findByRole('heading', { name: 'Site visit' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/admin/data/getForms', { params: { id: 5 } });
  expect(screen.getByLabelText(/Full name/)).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Visit date')).toHaveAttribute('type', 'date');
  expect(screen.getByLabelText(/City/).tagName).toBe('SELECT');
  expect(screen.getByLabelText('Add Narration').tagName).toBe('TEXTAREA');
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
});

test('submitting with required fields empty names them and sends nothing', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(answer([VISIT]));
  const post = jest.spyOn(api, 'post');
  renderScreen(FormRenderer, '/FormRenderer?id=5');
  await user.click(await screen.findByRole('button', { name: 'Submit' }));
  expect(screen.getByText('Please fill in the required fields: Full name, City')).toBeInTheDocument();
  expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription('This field is required.');
  expect(post).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText(/Full name/), 'Asha');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText('Please fill in the required fields: City')).toBeInTheDocument();
});

test('a complete form is posted, thanked for and cleared', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(answer([VISIT]));
  const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ message: 'Form submitted successfully!', id: 1 }));
  renderScreen(FormRenderer, '/FormRenderer?id=5');
  await user.type(await screen.findByLabelText(/Full name/), 'Asha Rao');
  await user.selectOptions(screen.getByLabelText(/City/), 'Chennai');
  await user.type(screen.getByLabelText('Add Narration'), 'Came by train');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(post).toHaveBeenCalledWith('/admin/data/insertFormsResponses', {
    form_id: 5,
    responses: { 'Full name': 'Asha Rao', 'Visit date': '', City: 'Chennai', 'Add Narration': 'Came by train' }
  });
  expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveValue(''));
  expect(screen.getByLabelText(/City/)).toHaveValue('');
});

test.each([
  [400, 'Visit date: enter a date as YYYY-MM-DD.'],
  [429, 'Too many form submissions from your address. Please wait a minute and try again.']
])('the server refusal %i is shown in its own words and the answers are kept', async (status, message) => {
  jest.spyOn(api, 'get').mockResolvedValue(answer([VISIT]));
  jest.spyOn(api, 'post').mockRejectedValue(failure(status, { message: message }));
  renderScreen(FormRenderer, '/FormRenderer?id=5');
  await user.type(await screen.findByLabelText(/Full name/), 'Asha');
  await user.selectOptions(screen.getByLabelText(/City/), 'Pune');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha');
});

test('without an id it offers the forms to choose from', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(answer([VISIT, { ...VISIT, id: 6, name: 'Poll' }]));
  renderScreen(FormRenderer, '/FormRenderer');
  expect(await screen.findByRole('link', { name: 'Poll' })).toHaveAttribute('href', '/FormRenderer?id=6');
  expect(screen.getByRole('link', { name: 'Site visit' })).toHaveAttribute('href', '/FormRenderer?id=5');
});

test('a deleted form says so', async () => {
  jest.spyOn(api, 'get').mockRejectedValue(failure(404, { message: 'This form does not exist or has been deleted.' }));
  renderScreen(FormRenderer, '/FormRenderer?id=5');
  expect(
    await screen.findByText('The form could not be loaded: This form does not exist or has been deleted.')
  ).toBeInTheDocument();
});

const SURVEY = {
  id: 9,
  name: 'Property survey',
  version: 1,
  status: 'published',
  fields: [
    { type: 'input', label: 'Name', required: true, help: 'As on your PAN card' },
    { type: 'radio', label: 'Own a house?', options: ['Yes', 'No'], required: true },
    {
      type: 'input',
      label: 'Since which year?',
      inputType: 'number',
      min: 1950,
      max: 2026,
      required: true,
      showIf: { label: 'Own a house?', equals: 'Yes' }
    },
    { type: 'checkbox', label: 'Papers', options: ['Deed', 'Tax receipt'], page: 2 },
    { type: 'input', label: 'Rating', inputType: 'number', min: 1, max: 5, page: 2 }
  ]
};

describe('pages, showIf and rules', () => {
  test('one page at a time: Next checks the page, a follow-up shows for its answer, Back keeps the answers', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(answer([SURVEY]));
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ message: 'Form submitted successfully!', id: 1 }));
    renderScreen(FormRenderer, '/FormRenderer?id=9');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('As on your PAN card');
    expect(screen.queryByLabelText(/Since which year/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Papers/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please fill in the required fields: Name, Own a house?')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Name/), 'Asha Rao');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const since = await screen.findByLabelText(/Since which year/);
    await user.type(since, '1900');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText(/Since which year/)).toHaveAccessibleDescription('Enter 1950 or more.');
    // Choosing No hides the follow-up: it is neither required nor sent.
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText(/Since which year/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Tax receipt' }));
    await user.click(screen.getByRole('checkbox', { name: 'Deed' }));
    await user.type(screen.getByLabelText('Rating'), '9');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Rating')).toHaveAccessibleDescription('Enter 5 or less.');
    expect(post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/Name/)).toHaveValue('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.clear(await screen.findByLabelText('Rating'));
    await user.type(screen.getByLabelText('Rating'), '4');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/data/insertFormsResponses', {
        form_id: 9,
        responses: { Name: 'Asha Rao', 'Own a house?': 'No', Papers: ['Deed', 'Tax receipt'], Rating: '4' }
      })
    );
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  });

  test("the server's reason for one answer shows under that field, in the reader's words", async () => {
    jest.spyOn(api, 'get').mockResolvedValue(answer([{ ...SURVEY, fields: SURVEY.fields.slice(0, 2) }]));
    const refused = failure(400, { message: 'Name: This file was not uploaded by you.' });
    (refused.response!.data as Record<string, unknown>).problems = [
      { label: 'Name', key: 'forms.rule.pattern', message: 'x' }
    ];
    jest.spyOn(api, 'post').mockRejectedValue(refused);
    renderScreen(FormRenderer, '/FormRenderer?id=9');
    await user.type(await screen.findByLabelText(/Name/), 'Asha');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription(
        'As on your PAN card This answer is not in the format asked for.'
      )
    );
    expect(screen.getByText('Please correct the answers marked below.')).toBeInTheDocument();
  });

  test('a closed form says it is no longer accepting responses', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(failure(410, { message: 'This form is no longer accepting responses.' }));
    renderScreen(FormRenderer, '/FormRenderer?id=9');
    expect(await screen.findByText('This form is no longer accepting responses.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  test('the honeypot is out of sight and out of the tab order, and is not sent when empty', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(answer([VISIT]));
    renderScreen(FormRenderer, '/FormRenderer?id=5');
    await screen.findByRole('button', { name: 'Submit' });
    const trap = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
