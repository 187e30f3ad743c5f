import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api } from '@gia/shared-ui';
import ListOfForms from '../ListOfForms';
import { answerConfirm, location, networkDown, ok, refusal, renderScreen } from '../../test-support/render';

let user: UserEvent;
beforeEach(() => { user = userEvent.setup(); });
afterEach(() => { jest.restoreAllMocks(); });

const FEEDBACK = { id: 3, name: 'Feedback', version: 2, fields: [{ type: 'input', label: 'Name' }, { type: 'textarea', label: 'Add Narration' }] };
const POLL = { id: 4, name: 'Poll', version: 1, fields: [{ type: 'select', label: 'Vote', options: ['Yes', 'No'] }] };

test('every form with its field count and version, and links to edit, open and see responses', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(ok([FEEDBACK, POLL]));
  renderScreen(ListOfForms, '/ListOfForms');
  const row = (await screen.findByRole('cell', { name: 'Feedback' })).closest('tr') as HTMLElement;
  expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(0, 3)).toEqual(['Feedback', '2', '2']);
  expect(within(row).getByRole('link', { name: 'Edit Feedback' })).toHaveAttribute('href', '/AdminFormBuilder?id=3');
  expect(within(row).getByRole('link', { name: 'Open Feedback' })).toHaveAttribute('href', '/FormRenderer?id=3');
  expect(within(row).getByRole('link', { name: 'Responses to Feedback' })).toHaveAttribute('href', '/FormResponses?id=3');
  expect(screen.getByRole('link', { name: 'Create form' })).toHaveAttribute('href', '/AdminFormBuilder');
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/AdminDashboad');
});

test('no forms yet: an empty state that offers to create one', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(ok([]));
  renderScreen(ListOfForms, '/ListOfForms');
  expect(await screen.findByText('No forms yet. Create the first one.')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Create form' })).toHaveLength(2);
});

test('deleting asks the spec question, posts deleteForms, says deleted and reloads the list', async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValueOnce(ok([FEEDBACK, POLL])).mockResolvedValue(ok([POLL]));
  const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ message: 'Form deleted successfully!', id: 3 }));
  renderScreen(ListOfForms, '/ListOfForms');
  await user.click(await screen.findByRole('button', { name: 'Delete Feedback' }));
  await answerConfirm(user, 'Are you sure you want to delete this form? This action cannot be undone.', 'Delete');
  expect(post).toHaveBeenCalledWith('/admin/data/deleteForms', { id: 3 });
  expect(await screen.findByText('Form deleted successfully!')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Feedback' })).not.toBeInTheDocument());
  expect(get).toHaveBeenCalledTimes(2);
});

test('a cancelled delete calls nothing', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(ok([FEEDBACK]));
  const post = jest.spyOn(api, 'post');
  renderScreen(ListOfForms, '/ListOfForms');
  await user.click(await screen.findByRole('button', { name: 'Delete Feedback' }));
  await answerConfirm(user, 'Are you sure you want to delete this form? This action cannot be undone.', null);
  expect(post).not.toHaveBeenCalled();
});

test('a failed delete says why', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(ok([FEEDBACK]));
  jest.spyOn(api, 'post').mockRejectedValue(refusal(403, 'This call is for admin accounts only.'));
  renderScreen(ListOfForms, '/ListOfForms');
  await user.click(await screen.findByRole('button', { name: 'Delete Feedback' }));
  await answerConfirm(user, 'Are you sure you want to delete this form? This action cannot be undone.', 'Delete');
  expect(await screen.findByText('The form could not be deleted: This call is for admin accounts only.')).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Feedback' })).toBeInTheDocument();
});

test('a list that cannot be loaded says why; trying again loads it', async () => {
  jest.spyOn(api, 'get').mockRejectedValueOnce(networkDown()).mockResolvedValue(ok([POLL]));
  renderScreen(ListOfForms, '/ListOfForms');
  expect(await screen.findByText('The forms could not be loaded: Network Error')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('cell', { name: 'Poll' })).toBeInTheDocument();
  expect(location()).toBe('/ListOfForms');
});
