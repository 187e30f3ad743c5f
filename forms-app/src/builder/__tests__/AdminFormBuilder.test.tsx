import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api } from '@gia/shared-ui';
import AdminFormBuilder from '../AdminFormBuilder';
import { answerConfirm, location, renderScreen } from '../../test-support/render';
import { answer, failure, noAnswer } from '@gia/shared-ui/test-support';

jest.setTimeout(30000);
let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => {
  jest.restoreAllMocks();
});

const fieldList = () => screen.getByRole('region', { name: 'Fields' });
const preview = () => screen.getByRole('region', { name: 'Preview' });
const listedLabels = () =>
  within(fieldList())
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('p')?.firstChild?.textContent?.trim());

async function addField(
  label: string,
  options: { type?: 'input' | 'textarea' | 'select'; required?: boolean; inputType?: string; choices?: string } = {}
) {
  if (options.type) await user.selectOptions(screen.getByLabelText('Field type'), options.type);
  const labelBox = screen.getByLabelText('Label');
  await user.clear(labelBox);
  if (label) await user.type(labelBox, label);
  if (options.inputType) await user.selectOptions(screen.getByLabelText('Input type'), options.inputType);
  if (options.choices) await user.type(screen.getByLabelText('Options'), options.choices);
  if (options.required) await user.click(screen.getByLabelText('Required field'));
  await user.click(screen.getByRole('button', { name: 'Add field' }));
}

describe('building a new form', () => {
  test('adding fields lists them and shows them in the live preview, by type', async () => {
    renderScreen(AdminFormBuilder, '/AdminFormBuilder');
    await addField('Full name', { required: true });
    await addField('Visit date', { inputType: 'date' });
    await addField('City', { type: 'select', choices: 'Pune{enter}Chennai' });
    expect(listedLabels()).toEqual(['Full name', 'Visit date', 'City']);
    expect(within(fieldList()).getByText('Required')).toBeInTheDocument();
    expect(within(fieldList()).getByText('Select · Pune, Chennai')).toBeInTheDocument();
    expect(within(preview()).getByLabelText(/Full name/)).toHaveAttribute('aria-required', 'true');
    expect(within(preview()).getByLabelText('Visit date')).toHaveAttribute('type', 'date');
    expect(
      within(within(preview()).getByLabelText('City')).getByRole('option', { name: 'Chennai' })
    ).toBeInTheDocument();
  });

  test("a text area's label starts as the spec's 'Add Narration'", async () => {
    renderScreen(AdminFormBuilder, '/AdminFormBuilder');
    await user.selectOptions(screen.getByLabelText('Field type'), 'textarea');
    expect(screen.getByLabelText('Label')).toHaveValue('Add Narration');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    expect(within(preview()).getByLabelText('Add Narration').tagName).toBe('TEXTAREA');
  });

  test('a field needs a label, a label not used yet, and a select needs options: each said under its box', async () => {
    renderScreen(AdminFormBuilder, '/AdminFormBuilder');
    await addField('');
    expect(screen.getByLabelText('Label')).toHaveAccessibleDescription('Please enter a label.');
    await addField('Email');
    await addField(' email ');
    expect(screen.getByLabelText('Label')).toHaveAccessibleDescription(
      'Another field already has this label. Labels must be unique.'
    );
    await addField('Branch', { type: 'select' });
    expect(screen.getByLabelText('Options')).toHaveAccessibleDescription(/Please add at least one option\./);
    expect(listedLabels()).toEqual(['Email']);
  });

  test('editing a field changes it in place; its own label does not count as taken', async () => {
    renderScreen(AdminFormBuilder, '/AdminFormBuilder');
    await addField('Name');
    await addField('Phone');
    await user.click(screen.getByRole('button', { name: 'Edit Name' }));
    expect(screen.getByRole('heading', { name: 'Edit field: Name' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Required field'));
    await user.click(screen.getByRole('button', { name: 'Update field' }));
    expect(listedLabels()).toEqual(['Name', 'Phone']);
    expect(within(preview()).getByLabelText(/Name/)).toHaveAttribute('aria-required', 'true');

    await user.click(screen.getByRole('button', { name: 'Edit Phone' }));
    await user.clear(screen.getByLabelText('Label'));
    await user.type(screen.getByLabelText('Label'), 'Mobile number');
    await user.click(screen.getByRole('button', { name: 'Update field' }));
    expect(listedLabels()).toEqual(['Name', 'Mobile number']);
    expect(screen.getByRole('heading', { name: 'New field' })).toBeInTheDocument();
  });

  test('removing a field takes it off the list and the preview', async () => {
    renderScreen(AdminFormBuilder, '/AdminFormBuilder');
    await addField('Keep');
    await addField('Drop');
    await user.click(screen.getByRole('button', { name: 'Remove Drop' }));
    expect(listedLabels()).toEqual(['Keep']);
    expect(within(preview()).queryByLabelText('Drop')).not.toBeInTheDocument();
  });

  test('fields are reordered with move up / move down; the focus stays on the moved field and its place is announced', async () => {
    renderScreen(AdminFormBuilder, '/AdminFormBuilder');
    await addField('A');
    await addField('B');
    await addField('C');
    expect(screen.getByRole('button', { name: 'Move A up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move C up' }));
    expect(listedLabels()).toEqual(['A', 'C', 'B']);
    expect(screen.getByRole('button', { name: 'Move C up' })).toHaveFocus();
    expect(screen.getByText('C is now field 2 of 3.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(listedLabels()).toEqual(['C', 'A', 'B']);
    // At the top its up button is disabled, so the focus moves to its down button.
    expect(screen.getByRole('button', { name: 'Move C down' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Move A down' }));
    expect(listedLabels()).toEqual(['C', 'B', 'A']);
    expect(
      within(preview())
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('name'))
    ).toEqual(['C', 'B', 'A']);
  });
});

describe('saving', () => {
  test('without a name or fields it says so and calls nothing', async () => {
    const post = jest.spyOn(api, 'post');
    renderScreen(AdminFormBuilder, '/AdminFormBuilder');
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(screen.getByLabelText('Form name')).toHaveAccessibleDescription('Please provide form name.');
    expect(screen.getByLabelText('Form name')).toHaveFocus();
    expect(screen.getByText('Please add at least one field to save the form.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  test('after confirming it posts insertForms, says saved and goes to the list of forms', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ message: 'Form saved successfully!', id: 9 }));
    renderScreen(AdminFormBuilder, '/AdminFormBuilder');
    await user.type(screen.getByLabelText('Form name'), ' Visitor survey ');
    await addField('Full name', { required: true });
    await addField('Age', { inputType: 'number' });
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await answerConfirm(user, 'Are you sure you want to save this form?', 'OK');
    expect(post).toHaveBeenCalledWith('/admin/data/insertForms', {
      formName: 'Visitor survey',
      status: 'published',
      notify: false,
      fields: [
        { type: 'input', label: 'Full name', required: true, inputType: 'text' },
        { type: 'input', label: 'Age', required: false, inputType: 'number' }
      ]
    });
    expect(await screen.findByText('Form saved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/ListOfForms'));
  });

  test('cancelling the confirmation saves nothing', async () => {
    const post = jest.spyOn(api, 'post');
    renderScreen(AdminFormBuilder, '/AdminFormBuilder');
    await user.type(screen.getByLabelText('Form name'), 'Poll');
    await addField('Vote');
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await answerConfirm(user, 'Are you sure you want to save this form?', null);
    expect(post).not.toHaveBeenCalled();
    expect(location()).toBe('/AdminFormBuilder');
  });

  test.each([
    [
      'a refusal',
      () => Promise.reject(failure(400, { message: 'Field 1: a label is required.' })),
      ['Failed to save form. Status code: 400', 'Field 1: a label is required.']
    ],
    ['an answer other than 200', () => Promise.resolve(answer({}, {}, 204)), ['Failed to save form. Status code: 204']],
    [
      'no answer',
      () => Promise.reject(noAnswer()),
      ['An error occurred while saving the form. Please try again later.']
    ]
  ])('%s is shown and the builder stays', async (_case, reply, texts) => {
    jest.spyOn(api, 'post').mockImplementation(reply as never);
    renderScreen(AdminFormBuilder, '/AdminFormBuilder');
    await user.type(screen.getByLabelText('Form name'), 'Poll');
    await addField('Vote');
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await answerConfirm(user, 'Are you sure you want to save this form?', 'OK');
    for (const text of texts) expect(await screen.findByText(text)).toBeInTheDocument();
    expect(location()).toBe('/AdminFormBuilder');
    expect(screen.getByRole('button', { name: 'Save form' })).toBeEnabled();
  });
});

describe('editing a saved form', () => {
  const saved = {
    id: 7,
    name: 'Feedback',
    version: 2,
    fields: [
      { type: 'input', label: 'Name', required: true, inputType: 'text' },
      { type: 'textarea', label: 'Add Narration', required: false }
    ]
  };

  test('loads it, asks the update question and posts updateForms; then it says updated and goes to the list', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(answer([saved]));
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue(answer({ message: 'Form updated successfully!', id: 7, version: 3 }));
    renderScreen(AdminFormBuilder, '/AdminFormBuilder?id=7');
    expect(await screen.findByLabelText('Form name')).toHaveValue('Feedback');
    expect(get).toHaveBeenCalledWith('/admin/data/getForms', { params: { id: 7 } });
    expect(screen.getByRole('heading', { name: 'Edit form' })).toBeInTheDocument();
    expect(listedLabels()).toEqual(['Name', 'Add Narration']);
    await user.click(screen.getByRole('button', { name: 'Move Add Narration up' }));
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await answerConfirm(user, 'Are you sure you want to save the changes to this form?', 'OK');
    expect(post).toHaveBeenCalledWith('/admin/data/updateForms', {
      id: 7,
      name: 'Feedback',
      fields: [saved.fields[1], saved.fields[0]],
      status: 'published',
      notify: false
    });
    expect(await screen.findByText('Form updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/ListOfForms'));
  });

  test('saving edits with every field removed is stopped with the spec message', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(answer([saved]));
    const post = jest.spyOn(api, 'post');
    renderScreen(AdminFormBuilder, '/AdminFormBuilder?id=7');
    await user.click(await screen.findByRole('button', { name: 'Remove Name' }));
    await user.click(screen.getByRole('button', { name: 'Remove Add Narration' }));
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(screen.getByText('Please add at least one field to save the form.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  test('a form that cannot be loaded says why and can be tried again', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockRejectedValueOnce(failure(404, { message: 'This form does not exist or has been deleted.' }))
      .mockResolvedValue(answer([saved]));
    renderScreen(AdminFormBuilder, '/AdminFormBuilder?id=7');
    expect(
      await screen.findByText('The form could not be loaded: This form does not exist or has been deleted.')
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Form name')).toHaveValue('Feedback');
    expect(get).toHaveBeenCalledTimes(2);
  });
});

test('the back button goes to the list of forms and the header arrow to the admin dashboard', async () => {
  const first = renderScreen(AdminFormBuilder, '/AdminFormBuilder');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(location()).toBe('/ListOfForms'));
  first.unmount();
  renderScreen(AdminFormBuilder, '/AdminFormBuilder');
  await user.click(screen.getByRole('link', { name: 'Back' }));
  await waitFor(() => expect(location()).toBe('/AdminDashboad'));
});

describe('rules, showIf, duplicating', () => {
  test('a radio with a follow-up shown only for its answer, a number with limits: the preview obeys them', async () => {
    renderScreen(AdminFormBuilder, '/AdminFormBuilder');
    await user.selectOptions(screen.getByLabelText('Field type'), 'radio');
    await user.type(screen.getByLabelText('Label'), 'Own a house?');
    await user.type(screen.getByLabelText('Options'), 'Yes{enter}No');
    await user.click(screen.getByRole('button', { name: 'Add field' }));

    await user.type(screen.getByLabelText('Label'), 'Since which year?');
    await user.selectOptions(screen.getByLabelText('Input type'), 'number');
    await user.click(screen.getByText('Rules and hints'));
    await user.type(screen.getByLabelText('Smallest value'), '2000');
    await user.type(screen.getByLabelText('Largest value'), '1950');
    await user.selectOptions(screen.getByLabelText('Show only if this field'), 'Own a house?');
    await user.selectOptions(screen.getByLabelText('has this answer'), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    expect(screen.getByLabelText('Largest value')).toHaveAccessibleDescription(
      'Field 2: the lower limit is above the upper limit.'
    );
    await user.clear(screen.getByLabelText('Smallest value'));
    await user.type(screen.getByLabelText('Smallest value'), '1900');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    expect(listedLabels()).toEqual(['Own a house?', 'Since which year?']);

    expect(within(preview()).queryByLabelText('Since which year?')).not.toBeInTheDocument();
    await user.click(within(preview()).getByRole('radio', { name: 'Yes' }));
    const since = within(preview()).getByLabelText('Since which year?');
    await user.type(since, '1800');
    await user.click(within(preview()).getByRole('button', { name: 'Check answers' }));
    expect(since).toHaveAccessibleDescription('Enter 1900 or more.');
    await user.clear(since);
    await user.type(since, '1940');
    await user.click(within(preview()).getByRole('button', { name: 'Check answers' }));
    expect(
      within(preview()).getByText('Every answer passes the rules. This is a preview: nothing is sent.')
    ).toBeInTheDocument();
  });

  test('duplicating a field puts a copy with a free label right after it', async () => {
    renderScreen(AdminFormBuilder, '/AdminFormBuilder');
    await addField('Name');
    await addField('City');
    await user.click(screen.getByRole('button', { name: 'Duplicate Name' }));
    await user.click(screen.getByRole('button', { name: 'Duplicate Name' }));
    expect(listedLabels()).toEqual(['Name', 'Name (copy 2)', 'Name (copy 1)', 'City']);
  });

  test('every field has a drag handle that dnd-kit operates by keyboard too', async () => {
    renderScreen(AdminFormBuilder, '/AdminFormBuilder');
    await addField('Name');
    const handle = screen.getByRole('button', { name: 'Drag Name to reorder' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAccessibleDescription(/To pick up a field, press Space or Enter/);
  });

  test('duplicating a whole form opens a draft copy that is saved as a new form', async () => {
    const saved = {
      id: 7,
      name: 'Feedback',
      version: 3,
      status: 'published',
      fields: [{ type: 'input', label: 'Name', required: true, inputType: 'text' }]
    };
    jest.spyOn(api, 'get').mockResolvedValue(answer([saved]));
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ message: 'Form saved successfully!', id: 8 }));
    renderScreen(AdminFormBuilder, '/AdminFormBuilder?copy=7');
    expect(await screen.findByLabelText('Form name')).toHaveValue('Copy of Feedback');
    expect(screen.getByLabelText('Status')).toHaveValue('draft');
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await answerConfirm(user, 'Are you sure you want to save this form?', 'OK');
    expect(post).toHaveBeenCalledWith('/admin/data/insertForms', {
      formName: 'Copy of Feedback',
      fields: saved.fields,
      status: 'draft',
      notify: false
    });
  });
});
