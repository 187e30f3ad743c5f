import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api } from '@gia/shared-ui';
import ListOfForms from '../ListOfForms';
import { answerConfirm, location, renderScreen } from '../../test-support/render';
import { answer, failure, noAnswer } from '@gia/shared-ui/test-support';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => {
  jest.restoreAllMocks();
});

const FEEDBACK = {
  id: 3,
  name: 'Feedback',
  version: 2,
  fields: [
    { type: 'input', label: 'Name' },
    { type: 'textarea', label: 'Add Narration' }
  ]
};
const POLL = { id: 4, name: 'Poll', version: 1, fields: [{ type: 'select', label: 'Vote', options: ['Yes', 'No'] }] };

test('every form with its field count and version, and links to edit, open and see responses', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(answer([FEEDBACK, POLL]));
  renderScreen(ListOfForms, '/ListOfForms');
  const row = (await screen.findByRole('cell', { name: 'Feedback' })).closest('tr') as HTMLElement;
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent)
      .slice(0, 4)
  ).toEqual(['Feedback', 'Published', '2', '2']);
  expect(within(row).getByRole('link', { name: 'Edit Feedback' })).toHaveAttribute('href', '/AdminFormBuilder?id=3');
  expect(within(row).getByRole('link', { name: 'Open Feedback' })).toHaveAttribute('href', '/FormRenderer?id=3');
  expect(within(row).getByRole('link', { name: 'Responses to Feedback' })).toHaveAttribute(
    'href',
    '/FormResponses?id=3'
  );
  expect(screen.getByRole('link', { name: 'Create form' })).toHaveAttribute('href', '/AdminFormBuilder');
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/AdminDashboad');
});

test('no forms yet: an empty state that offers to create one', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(answer([]));
  renderScreen(ListOfForms, '/ListOfForms');
  expect(await screen.findByText('No forms yet. Create the first one.')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Create form' })).toHaveLength(2);
});

test('deleting asks the spec question, posts deleteForms, says deleted and reloads the list', async () => {
  const get = jest
    .spyOn(api, 'get')
    .mockResolvedValueOnce(answer([FEEDBACK, POLL]))
    .mockResolvedValue(answer([POLL]));
  const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ message: 'Form deleted successfully!', id: 3 }));
  renderScreen(ListOfForms, '/ListOfForms');
  await user.click(await screen.findByRole('button', { name: 'Delete Feedback' }));
  await answerConfirm(user, 'Are you sure you want to delete this form? This action cannot be undone.', 'Delete');
  expect(post).toHaveBeenCalledWith('/admin/data/deleteForms', { id: 3 });
  expect(await screen.findByText('Form deleted successfully!')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Feedback' })).not.toBeInTheDocument());
  expect(get).toHaveBeenCalledTimes(2);
});

test('a cancelled delete calls nothing', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(answer([FEEDBACK]));
  const post = jest.spyOn(api, 'post');
  renderScreen(ListOfForms, '/ListOfForms');
  await user.click(await screen.findByRole('button', { name: 'Delete Feedback' }));
  await answerConfirm(user, 'Are you sure you want to delete this form? This action cannot be undone.', null);
  expect(post).not.toHaveBeenCalled();
});

test('a failed delete says why', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(answer([FEEDBACK]));
  jest.spyOn(api, 'post').mockRejectedValue(failure(403, { message: 'This call is for admin accounts only.' }));
  renderScreen(ListOfForms, '/ListOfForms');
  await user.click(await screen.findByRole('button', { name: 'Delete Feedback' }));
  await answerConfirm(user, 'Are you sure you want to delete this form? This action cannot be undone.', 'Delete');
  expect(
    await screen.findByText('The form could not be deleted: This call is for admin accounts only.')
  ).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Feedback' })).toBeInTheDocument();
});

test('a list that cannot be loaded says why; trying again loads it', async () => {
  jest
    .spyOn(api, 'get')
    .mockRejectedValueOnce(noAnswer())
    .mockResolvedValue(answer([POLL]));
  renderScreen(ListOfForms, '/ListOfForms');
  expect(await screen.findByText('The forms could not be loaded: Network Error')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('cell', { name: 'Poll' })).toBeInTheDocument();
  expect(location()).toBe('/ListOfForms');
});

describe('status, sharing and duplicating', () => {
  test('a draft is published, a published form closed, a closed one reopened: each by updateForms { id, status }', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(
      answer([
        { ...FEEDBACK, status: 'draft' },
        { ...POLL, status: 'published' },
        { ...POLL, id: 5, name: 'Old poll', status: 'closed' }
      ])
    );
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ message: 'Form updated successfully!' }));
    renderScreen(ListOfForms, '/ListOfForms');
    const draftRow = (await screen.findByRole('cell', { name: 'Feedback' })).closest('tr') as HTMLElement;
    expect(within(draftRow).getByText('Draft')).toBeInTheDocument();
    expect(within(draftRow).queryByRole('button', { name: 'Share Feedback' })).not.toBeInTheDocument();
    await user.click(within(draftRow).getByRole('button', { name: 'Publish Feedback' }));
    expect(post).toHaveBeenCalledWith('/admin/data/updateForms', { id: 3, status: 'published' });
    expect(await screen.findByText('Feedback is now: Published.')).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'Close Poll to responses' }));
    expect(post).toHaveBeenLastCalledWith('/admin/data/updateForms', { id: 4, status: 'closed' });
    await user.click(screen.getByRole('button', { name: 'Reopen Old poll to responses' }));
    expect(post).toHaveBeenLastCalledWith('/admin/data/updateForms', { id: 5, status: 'published' });
  });

  test('a published form shares a link and an iframe of the renderer; any form can be duplicated', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(answer([{ ...POLL, status: 'published' }]));
    renderScreen(ListOfForms, '/ListOfForms');
    await user.click(await screen.findByRole('button', { name: 'Share Poll' }));
    const dialog = screen.getByRole('dialog', { name: 'Share Poll' });
    const link = `${window.location.origin}/FormRenderer?id=4`;
    expect(within(dialog).getByLabelText('Link to the form')).toHaveValue(link);
    expect(within(dialog).getByLabelText('Embed on a website')).toHaveValue(
      `<iframe src="${link}" title="Poll" width="100%" height="900" style="border:0;max-width:720px" loading="lazy"></iframe>`
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('link', { name: 'Duplicate Poll' })).toHaveAttribute('href', '/AdminFormBuilder?copy=4');
  });
});
