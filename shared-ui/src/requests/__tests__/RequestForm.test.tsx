import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldLabel, FORMATS, indiaDate, SERVICES, translate, type ServiceKind } from '@gia/domain';
import { api } from '../../api/client';
import { RequestForm } from '../RequestForm';
import { answer, DOCUMENT_URL, failure, freshPage, goodInput, renderScreen, signIn } from '../test-support';

const KINDS: readonly ServiceKind[] = SERVICES;
const label = (name: string) => translate('en', fieldLabel(name));
const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => translate('en', key, params);

/** Files the kind cannot be submitted without. */
const neededFiles = (kind: ServiceKind) => kind.fields.filter((f) => f.kind === 'file' && (f.required || kind.requiredFiles?.fields.includes(f.name)));

function setup(kind: ServiceKind) {
  signIn('customer');
  jest.spyOn(api, 'get').mockResolvedValue(answer({ maxUploadMb: 10 }));
  const post = jest.spyOn(api, 'post').mockImplementation(async (url: string) =>
    url === '/global/upload/file' ? answer({ url: DOCUMENT_URL }) : answer({ message: 'ok', id: 41 })
  );
  renderScreen(<RequestForm kind={kind} />);
  return { post, user: userEvent.setup() };
}

/** Fills every typed field and uploads the files the kind needs; answers the body the server should get. */
async function fillValid(kind: ServiceKind, user: ReturnType<typeof userEvent.setup>) {
  const body: Record<string, unknown> = {};
  for (const field of kind.fields) {
    if (field.kind === 'file') {
      body[field.name] = null;
      continue;
    }
    if (field.defaultValue === 'today') {
      body[field.name] = indiaDate(new Date().toISOString());
      continue;
    }
    const { typed, sent } = goodInput(field);
    fireEvent.change(screen.getByLabelText(label(field.name)), { target: { value: typed } });
    body[field.name] = sent;
  }
  for (const field of neededFiles(kind)) {
    await user.upload(screen.getByLabelText(label(field.name)), new File(['%PDF-'], `${field.name}.pdf`, { type: 'application/pdf' }));
    body[field.name] = DOCUMENT_URL;
  }
  if (neededFiles(kind).length > 0) await waitFor(() => expect(screen.getAllByText(/^Uploaded/)).toHaveLength(neededFiles(kind).length));
  await user.click(screen.getByLabelText(t('form.consentAgree')));
  return body;
}

async function submitAndConfirm(kind: ServiceKind, user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  if (!kind.confirmSubmit) return;
  const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to submit the form?' });
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
}

beforeEach(freshPage);

describe.each(KINDS.map((k) => [k.key, k] as const))('%s form', (_key, kind) => {
  test('shows its title, a back link to /Services and every field by its label', () => {
    setup(kind);
    expect(screen.getByRole('heading', { level: 1, name: t(`service.${kind.key}.form` as never) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/Services');
    for (const field of kind.fields) expect(screen.getByLabelText(label(field.name))).toBeInTheDocument();
  });

  test('posts the checked values and the consent to its insert call, then says so and clears the form', async () => {
    const { post, user } = setup(kind);
    const body = await fillValid(kind, user);
    await submitAndConfirm(kind, user);
    const path = `/${kind.endpoints.insertBase}/data/${kind.endpoints.insert}`;
    await waitFor(() => expect(post).toHaveBeenCalledWith(path, { ...body, consent: true }));
    expect(await screen.findByText(t(kind.success))).toBeInTheDocument();
    const typed = kind.fields.find((f) => f.kind !== 'file' && !f.defaultValue);
    if (typed) expect(screen.getByLabelText(label(typed.name))).toHaveValue('');
    expect(screen.getByLabelText(t('form.consentAgree'))).not.toBeChecked();
  });

  test('asks the confirm question unless the kind submits at once', async () => {
    const { post, user } = setup(kind);
    await fillValid(kind, user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    if (kind.confirmSubmit) {
      const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to submit the form?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(post).not.toHaveBeenCalledWith(expect.stringContaining('/data/insert'), expect.anything());
    } else {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      await waitFor(() => expect(post).toHaveBeenCalledWith(expect.stringContaining('/data/insert'), expect.anything()));
    }
  });

  test('needs the consent box ticked', async () => {
    const { post, user } = setup(kind);
    await fillValid(kind, user);
    await user.click(screen.getByLabelText(t('form.consentAgree')));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(t('form.consentRequired'))).toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith(expect.stringContaining('/data/insert'), expect.anything());
  });
});

const formatted = KINDS.flatMap((k) => k.fields.filter((f) => f.format && f.format !== 'date').map((f) => [k.key, f.name, k, f] as const));

test.each(formatted)('%s: a wrong %s gets its format message under the field', async (_k, _f, kind, field) => {
  const { post, user } = setup(kind);
  const input = screen.getByLabelText(label(field.name));
  fireEvent.change(input, { target: { value: 'x!' } });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(input).toHaveAccessibleDescription(t(FORMATS[field.format!].message));
  expect(post).not.toHaveBeenCalled();
});

const required = KINDS.flatMap((k) => k.fields.filter((f) => f.required && f.kind !== 'file').map((f) => [k.key, f.name, k, f] as const));

test.each(required)('%s: a blank %s is required, with its label in the message', async (_k, _f, kind, field) => {
  const { user } = setup(kind);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByLabelText(label(field.name))).toHaveAccessibleDescription(`${label(field.name)} is required.`);
});

const withFileRule = KINDS.filter((k) => k.requiredFiles).map((k) => [k.key, k] as const);

test.each(withFileRule)('%s: missing files give the spec message', async (_key, kind) => {
  const { post, user } = setup(kind);
  await user.click(screen.getByLabelText(t('form.consentAgree')));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText(kind.requiredFiles!.message)).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

test('a refused attempt takes the person to the first field to fix', async () => {
  const { user } = setup(SERVICES.find((k) => k.key === 'saleDeed')!);
  fireEvent.change(screen.getByLabelText('Sale Amount'), { target: { value: 'lots' } });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByLabelText('Purchaser Details')).toHaveFocus();
  expect(screen.getByLabelText('Purchaser Details')).toHaveAccessibleDescription('Purchaser Details is required.');
});

const pan = SERVICES.find((k) => k.key === 'pan')!;
const rental = SERVICES.find((k) => k.key === 'rentalAgreement')!;

test("the button reads 'Submitting...' while the request is on its way", async () => {
  const { post, user } = setup(rental);
  await fillValid(rental, user);
  post.mockReturnValue(new Promise(() => undefined));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
});

test("a refused submission shows the server's message in the red line and its field messages", async () => {
  const { post, user } = setup(pan);
  await fillValid(pan, user);
  post.mockRejectedValue(failure(400, { message: 'Please correct the PAN.', errors: { name: 'format.text' } }));
  await submitAndConfirm(pan, user);
  expect(await screen.findByText('Please correct the PAN.')).toHaveClass('gia-form-error');
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(t('format.text'));
});

test('a submission without an answer shows the generic failure', async () => {
  const { post, user } = setup(pan);
  await fillValid(pan, user);
  post.mockRejectedValue(new Error('Network Error'));
  await submitAndConfirm(pan, user);
  expect(await screen.findByText('Failed to submit data. Please try again.')).toBeInTheDocument();
});

test('without a session the form says to log in and sends nothing', async () => {
  const { post, user } = setup(pan);
  await fillValid(pan, user);
  act(() => freshPage());
  const again = jest.spyOn(api, 'post');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('User is not logged in. Please log in to continue.')).toBeInTheDocument();
  expect(again).not.toHaveBeenCalled();
  expect(post).not.toHaveBeenCalledWith(expect.stringContaining('/data/insert'), expect.anything());
});

test('the affidavit date starts as today in India', () => {
  setup(SERVICES.find((k) => k.key === 'affidavitsRequest')!);
  expect(screen.getByLabelText('Date')).toHaveValue(indiaDate(new Date().toISOString()));
});

test('number fields open the numeric keypad yet accept +91 and commas', () => {
  setup(rental);
  expect(screen.getByLabelText('Owner Contact')).toHaveAttribute('inputmode', 'tel');
  expect(screen.getByLabelText('Monthly Rent')).toHaveAttribute('inputmode', 'decimal');
  expect(screen.getByLabelText('Monthly Rent')).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Rental Start Date')).toHaveAttribute('type', 'date');
});
