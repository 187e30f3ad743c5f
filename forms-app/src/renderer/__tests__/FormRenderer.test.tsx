import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api, useAuthStore } from '@gia/shared-ui';
import FormRenderer from '../FormRenderer';
import { ok, refusal, renderScreen } from '../../test-support/render';

let user: UserEvent;
beforeEach(() => { user = userEvent.setup(); });
afterEach(() => { jest.restoreAllMocks(); });

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
  const get = jest.spyOn(api, 'get').mockResolvedValue(ok([VISIT]));
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
  jest.spyOn(api, 'get').mockResolvedValue(ok([VISIT]));
  const post = jest.spyOn(api, 'post');
  renderScreen(FormRenderer, '/FormRenderer?id=5');
  await user.click(await screen.findByRole('button', { name: 'Submit' }));
  expect(screen.getByText('Please fill in the required fields: Full name, City')).toBeInTheDocument();
  expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription('Full name is required.');
  expect(post).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText(/Full name/), 'Asha');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText('Please fill in the required fields: City')).toBeInTheDocument();
});

test('a complete form is posted, thanked for and cleared', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(ok([VISIT]));
  const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ message: 'Form submitted successfully!', id: 1 }));
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
  jest.spyOn(api, 'get').mockResolvedValue(ok([VISIT]));
  jest.spyOn(api, 'post').mockRejectedValue(refusal(status, message));
  renderScreen(FormRenderer, '/FormRenderer?id=5');
  await user.type(await screen.findByLabelText(/Full name/), 'Asha');
  await user.selectOptions(screen.getByLabelText(/City/), 'Pune');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha');
});

test('without an id it offers the forms to choose from', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(ok([VISIT, { ...VISIT, id: 6, name: 'Poll' }]));
  renderScreen(FormRenderer, '/FormRenderer');
  expect(await screen.findByRole('link', { name: 'Poll' })).toHaveAttribute('href', '/FormRenderer?id=6');
  expect(screen.getByRole('link', { name: 'Site visit' })).toHaveAttribute('href', '/FormRenderer?id=5');
});

test('a deleted form says so', async () => {
  jest.spyOn(api, 'get').mockRejectedValue(refusal(404, 'This form does not exist or has been deleted.'));
  renderScreen(FormRenderer, '/FormRenderer?id=5');
  expect(await screen.findByText('The form could not be loaded: This form does not exist or has been deleted.')).toBeInTheDocument();
});
