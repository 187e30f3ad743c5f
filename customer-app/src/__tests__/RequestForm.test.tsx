import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { fieldLabel, FORMATS, indiaDate, SERVICES, translate, type ServiceKind } from '@gia/domain';
import { api, FeedbackProvider, useAuthStore } from '@gia/shared-ui';
import {
  DOCUMENT_URL,
  freshPage,
  goodInput,
  renderRoute,
  renderScreen,
  signIn
} from '../../../shared-ui/src/requests/test-support';
import { RequestForm } from '../requests/RequestForm';
import { answer, answerGets, failure, NO_NOTIFICATIONS, testQueryClient } from '@gia/shared-ui/test-support';

const KINDS: readonly ServiceKind[] = SERVICES;
const label = (name: string) => translate('en', fieldLabel(name));
const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => translate('en', key, params);

/** Files the kind cannot be submitted without. */
const neededFiles = (kind: ServiceKind) =>
  kind.fields.filter((f) => f.kind === 'file' && (f.required || kind.requiredFiles?.fields.includes(f.name)));

function setup(kind: ServiceKind, account?: { id: number; name: string }) {
  signIn('customer');
  if (account)
    useAuthStore
      .getState()
      .setSession(
        { accessToken: 'other-token', user: { ...account, email: 'other@example.in', role: 'customer', phone: null } },
        'customer'
      );
  answerGets({ '/global/config': answer({ maxUploadMb: 10 }), '/global/notifications': NO_NOTIFICATIONS });
  const post = jest
    .spyOn(api, 'post')
    .mockImplementation(async (url: string) =>
      url === '/global/upload/file' ? answer({ url: DOCUMENT_URL }) : answer({ message: 'ok', id: 41 })
    );
  const { unmount } = renderScreen(<RequestForm kind={kind} />);
  return { post, user: userEvent.setup(), unmount };
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
    await user.upload(
      screen.getByLabelText(label(field.name)),
      new File(['%PDF-'], `${field.name}.pdf`, { type: 'application/pdf' })
    );
    body[field.name] = DOCUMENT_URL;
  }
  if (neededFiles(kind).length > 0)
    await waitFor(() => expect(screen.getAllByText(/^Uploaded/)).toHaveLength(neededFiles(kind).length));
  await user.click(screen.getByLabelText(t('form.consentAgree')));
  return body;
}

/**
 * The page frame's bell loads lazily (and brings its texts): the page is complete once it shows. A test
 * that asserts without waiting would end while the frame still loads, and its updates land outside act.
 */
const pageComplete = () => screen.findByRole('button', { name: 'Notifications, 0 unread' });

async function submitAndConfirm(kind: ServiceKind, user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  if (!kind.confirmSubmit) return;
  const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to submit the form?' });
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
}

beforeEach(freshPage);
// The leave guard works on the window's own history, which outlives each test's router: a form opened on
// the entry a changed form left behind would take it off (history.back()), landing in the test after.
beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => act(() => new Promise<void>((settled) => setTimeout(settled, 20))));

describe.each(KINDS.map((k) => [k.key, k] as const))('%s form', (_key, kind) => {
  test('shows its title, a back link to /Services and every field by its label', async () => {
    setup(kind);
    await pageComplete();
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
      await waitFor(() =>
        expect(post).toHaveBeenCalledWith(expect.stringContaining('/data/insert'), expect.anything())
      );
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

const formatted = KINDS.flatMap((k) =>
  k.fields.filter((f) => f.format && f.format !== 'date').map((f) => [k.key, f.name, k, f] as const)
);

test.each(formatted)('%s: a wrong %s gets its format message under the field', async (_k, _f, kind, field) => {
  const { post, user } = setup(kind);
  const input = screen.getByLabelText(label(field.name));
  fireEvent.change(input, { target: { value: 'x!' } });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(input).toHaveAccessibleDescription(t(FORMATS[field.format!].message));
  expect(post).not.toHaveBeenCalled();
});

const required = KINDS.flatMap((k) =>
  k.fields.filter((f) => f.required && f.kind !== 'file').map((f) => [k.key, f.name, k, f] as const)
);

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
  expect(await screen.findByText(translate('en', kind.requiredFiles!.message))).toBeInTheDocument();
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

test("a refused submission says the server's code in the red line and its field codes under the fields", async () => {
  const { post, user } = setup(pan);
  await fillValid(pan, user);
  post.mockRejectedValue(
    failure(400, {
      message: 'Name: This text is too long.',
      code: 'format.text',
      errors: [{ field: 'name', code: 'format.text' }]
    })
  );
  await submitAndConfirm(pan, user);
  expect(await screen.findByText(t('format.text'), { selector: '.gia-form-error' })).toBeInTheDocument();
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

test('the affidavit date starts as today in India', async () => {
  setup(SERVICES.find((k) => k.key === 'affidavitsRequest')!);
  await pageComplete();
  expect(screen.getByLabelText('Date')).toHaveValue(indiaDate(new Date().toISOString()));
});

test('number fields open the numeric keypad yet accept +91 and commas', async () => {
  setup(rental);
  await pageComplete();
  expect(screen.getByLabelText('Owner Contact')).toHaveAttribute('inputmode', 'tel');
  expect(screen.getByLabelText('Monthly Rent')).toHaveAttribute('inputmode', 'decimal');
  expect(screen.getByLabelText('Monthly Rent')).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Rental Start Date')).toHaveAttribute('type', 'date');
});

describe('drafts and leaving a changed form', () => {
  const pan = SERVICES.find((s) => s.key === 'pan')!;
  const nameLabel = translate('en', fieldLabel('name'));

  test('what was typed is kept on this device and comes back, until discarded', async () => {
    signIn('customer');
    const first = setup(pan);
    await first.user.type(screen.getByLabelText(nameLabel), 'Asha Rao');
    await waitFor(() => expect(Object.keys(window.localStorage).some((k) => k.startsWith('gia-draft:'))).toBe(true));
    first.unmount();

    const second = setup(pan);
    expect(screen.getByLabelText(nameLabel)).toHaveValue('Asha Rao');
    expect(screen.getByText(/We kept what you typed/)).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Discard what I typed' }));
    expect(screen.getByLabelText(nameLabel)).toHaveValue('');
    expect(Object.keys(window.localStorage).some((k) => k.startsWith('gia-draft:'))).toBe(false);
  });

  const scan = pan.fields.find((f) => f.kind === 'file')!.name;
  const scanLabel = label(scan);
  afterEach(() => window.history.replaceState(null, '', '/'));
  const draftSaved = (text: string) =>
    waitFor(() => expect(Object.values(window.localStorage).some((v) => String(v).includes(text))).toBe(true));

  test('a kept draft brings back an uploaded document as its upload, sent with the form', async () => {
    const first = setup(pan);
    await first.user.upload(
      screen.getByLabelText(scanLabel),
      new File(['%PDF-'], 'pan.pdf', { type: 'application/pdf' })
    );
    await draftSaved(DOCUMENT_URL);
    first.unmount();

    const { post, user } = setup(pan);
    expect(screen.getByText(/We kept what you typed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Remove: ${scanLabel}` })).toBeInTheDocument();
    const body = await fillValid(pan, user);
    await submitAndConfirm(pan, user);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(expect.stringContaining('/data/'), {
        ...body,
        [scan]: DOCUMENT_URL,
        consent: true
      })
    );
    expect(post.mock.calls.filter(([url]) => url === '/global/upload/file')).toHaveLength(1);
  });

  test("drafts are per account: another customer on this browser never sees one's typing", async () => {
    const first = setup(pan);
    await first.user.type(screen.getByLabelText(nameLabel), 'Asha Rao');
    await draftSaved('Asha Rao');
    first.unmount();

    const second = setup(pan, { id: 4, name: 'Vikram Singh' });
    await screen.findByLabelText(nameLabel);
    expect(screen.getByLabelText(nameLabel)).toHaveValue('');
    expect(screen.queryByText(/We kept what you typed/)).not.toBeInTheDocument();
    second.unmount();

    setup(pan);
    expect(screen.getByLabelText(nameLabel)).toHaveValue('Asha Rao');
  });

  /** The PAN form opened by a link from /Services, on the window's own history, as the shell's router keeps it. */
  async function openFormFromServices() {
    window.history.replaceState(null, '', '/Services');
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={testQueryClient()}>
        <BrowserRouter>
          <FeedbackProvider>
            <Routes>
              <Route path="/Services" element={<Link to={pan.routes.form}>PAN</Link>} />
              <Route path={pan.routes.form} element={<RequestForm kind={pan} />} />
            </Routes>
          </FeedbackProvider>
        </BrowserRouter>
      </QueryClientProvider>
    );
    await user.click(screen.getByRole('link', { name: 'PAN' }));
    return user;
  }

  test("the browser's Back on a changed form asks first: staying keeps the form and asks again next time, leaving goes back", async () => {
    signIn('customer');
    answerGets({ '/global/config': answer({ maxUploadMb: 10 }), '/global/notifications': NO_NOTIFICATIONS });
    const user = await openFormFromServices();
    await user.type(screen.getByLabelText(nameLabel), 'Asha');

    act(() => window.history.back());
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('You have changed this form. Leave it?');
    await user.click(within(question).getByRole('button', { name: /cancel|no/i }));
    expect(window.location.pathname).toBe(pan.routes.form);
    expect(screen.getByLabelText(nameLabel)).toHaveValue('Asha');

    act(() => window.history.back());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(window.location.pathname).toBe('/Services'));
    expect(await screen.findByRole('link', { name: 'PAN' })).toBeInTheDocument();
    expect(screen.queryByLabelText(nameLabel)).not.toBeInTheDocument();
  });

  test('after the draft is discarded, one Back leaves the form without asking', async () => {
    signIn('customer');
    const first = setup(pan);
    await first.user.type(screen.getByLabelText(nameLabel), 'Asha Rao');
    await draftSaved('Asha Rao');
    first.unmount();

    const user = await openFormFromServices();
    expect(screen.getByLabelText(nameLabel)).toHaveValue('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Discard what I typed' }));
    expect(screen.getByLabelText(nameLabel)).toHaveValue('');

    await act(async () => {
      await new Promise((settled) => setTimeout(settled, 50));
      window.history.back();
    });
    await waitFor(() => expect(window.location.pathname).toBe('/Services'));
    expect(await screen.findByRole('link', { name: 'PAN' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('following a link away from a changed form asks first; staying keeps it', async () => {
    signIn('customer');
    const { user } = setup(pan);
    await user.type(screen.getByLabelText(nameLabel), 'Asha');
    await user.click(screen.getByRole('link', { name: /back|Services/i }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('You have changed this form. Leave it?');
    await user.click(within(question).getByRole('button', { name: /cancel|no/i }));
    expect(screen.getByLabelText(nameLabel)).toHaveValue('Asha');
  });
});

test.each(KINDS.map((k) => [k.key, k] as const))(
  "%s: a submission lands on the new request's page, its reference in view",
  async (_key, kind) => {
    signIn('customer');
    jest.spyOn(api, 'get').mockResolvedValue(answer({ maxUploadMb: 10 }));
    jest
      .spyOn(api, 'post')
      .mockImplementation(async (url: string) =>
        url === '/global/upload/file'
          ? answer({ url: DOCUMENT_URL })
          : answer({ message: 'ok', id: 42, reference: 'GIA-2026-000042' })
      );
    renderRoute(<RequestForm kind={kind} />, kind.routes.form, kind.routes.form);
    const user = userEvent.setup();
    await fillValid(kind, user);
    await submitAndConfirm(kind, user);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/Requests/GIA-2026-000042'));
    expect(await screen.findByText(new RegExp(`Your request GIA-2026-000042 was submitted`))).toBeInTheDocument();
  }
);
