import { Suspense, type ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, useAuthStore } from '@gia/shared-ui';
import { answer, answerGets, failure, later, noAnswer, NO_NOTIFICATIONS } from '@gia/shared-ui/test-support';
import { freshPage, renderRoute, signIn } from '../../../shared-ui/src/requests/test-support';
import { screens } from '../screens';

const MY_DATA = { generated_at: '2026-11-25T10:00:00.000Z', account: { name: 'Asha Rao' }, requests: [] };

function show(id: string, path: string) {
  const Screen = screens[id] as ComponentType;
  return renderRoute(
    <Suspense fallback={null}>
      <Screen />
    </Suspense>,
    path,
    path
  );
}

const whereNow = () => screen.getByTestId('path').textContent;

/** A saved file's text (jsdom's Blob has no `text()`). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

/** What the page saved: the blob handed to the browser and the name it was saved under. */
function savedFiles() {
  const saved: { blob: Blob; name: string }[] = [];
  let last: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      last = blob;
      return 'blob:my-data';
    }),
    revokeObjectURL: jest.fn()
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ blob: last, name: this.download });
  });
  return saved;
}

beforeEach(() => {
  freshPage();
  signIn('customer');
});

describe('reaching it', () => {
  test("the customer's home has a tile and the header a link to it", async () => {
    answerGets({ '/global/notifications': NO_NOTIFICATIONS });
    show('userHome', '/Dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Rao' });
    const links = screen.getAllByRole('link', { name: 'Your data' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/MyData');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Your data' })).toBeInTheDocument();
  });
});

describe('your data', () => {
  test('says what the copy holds and what erasure does, in plain words', async () => {
    answerGets({ '/global/notifications': NO_NOTIFICATIONS });
    show('myData', '/MyData');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your data' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/Dashboard');
    expect(screen.getByText(/your requests and their history, the consents you gave/)).toBeInTheDocument();
    expect(screen.getByText(/Your account is closed at once/)).toBeInTheDocument();
    expect(screen.getByText(/destroyed as soon as none is/)).toBeInTheDocument();
    expect(screen.getByText(/What remains does not name you/)).toBeInTheDocument();
  });

  test('downloads the copy as a JSON file, saying so while it is prepared', async () => {
    const saved = savedFiles();
    const call = later<ReturnType<typeof answer>>();
    const get = jest
      .spyOn(api, 'get')
      .mockImplementation(async (url: string) => (url === '/users/myData' ? call.promise : NO_NOTIFICATIONS));
    show('myData', '/MyData');
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(get).toHaveBeenCalledWith('/users/myData');
    expect(screen.getByRole('button', { name: 'Preparing your copy…' })).toBeDisabled();
    call.resolve(answer(MY_DATA, { 'content-disposition': 'attachment; filename="gia-my-data-3.json"' }));
    expect(await screen.findByText('Your copy was downloaded as gia-my-data-3.json.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe('gia-my-data-3.json');
    expect(saved[0].blob.type).toBe('application/json');
    expect(JSON.parse(await textOf(saved[0].blob))).toEqual(MY_DATA);
  });

  test('a refused download says why and can be tried again', async () => {
    const saved = savedFiles();
    answerGets({
      '/global/notifications': NO_NOTIFICATIONS,
      '/users/myData': failure(403, { message: 'Only customers can do this.' })
    });
    show('myData', '/MyData');
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(
      await screen.findByText('Your copy could not be downloaded; please try again: Only customers can do this.')
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
    expect(saved).toEqual([]);
  });
});

describe('erasing the account', () => {
  async function openDialog() {
    answerGets({ '/global/notifications': NO_NOTIFICATIONS });
    show('myData', '/MyData');
    await userEvent.click(await screen.findByRole('button', { name: 'Erase my account' }));
    return screen.getByRole('alertdialog', { name: 'Erase your account for good?' });
  }

  test('asks for the email of the account before anything is erased', async () => {
    const post = jest.spyOn(api, 'post');
    const dialog = await openDialog();
    expect(within(dialog).getByText('To confirm, type the email of your account: asha@example.in')).toBeInTheDocument();
    const typed = within(dialog).getByLabelText('Email of your account');
    await userEvent.type(typed, 'someone@example.in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase my account' }));
    expect(typed).toHaveAccessibleDescription('Type the email of your account exactly as shown: asha@example.in');
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  test('erases, signs the person out and lands on the landing page with a notice', async () => {
    const call = later<ReturnType<typeof answer>>();
    const post = jest.spyOn(api, 'post').mockImplementation(() => call.promise);
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Email of your account'), ' Asha@Example.in{Enter}');
    expect(post).toHaveBeenCalledWith('/users/eraseMe');
    expect(within(dialog).getByRole('button', { name: 'Erasing…' })).toBeDisabled();
    call.resolve(answer({ message: 'Your account is closed.', code: 'identity.erasureStarted' }, {}, 202));
    expect(
      await screen.findByText(
        'Your account is closed. Your documents and personal details are destroyed now, or as soon as no request of yours is in progress.'
      )
    ).toBeInTheDocument();
    await waitFor(() => expect(whereNow()).toBe('/'));
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null, signedOut: 'chosen' });
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });

  test('a failed erasure says so in the dialog and keeps the person signed in', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(noAnswer());
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Email of your account'), 'asha@example.in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase my account' }));
    expect(
      await within(dialog).findByText(
        'Your account could not be erased and nothing has changed; please try again: Network Error'
      )
    ).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(whereNow()).toBe('/MyData');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Erase my account' })).toBeEnabled());
  });
});
