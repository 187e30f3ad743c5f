import { startScreens } from '../remotes/federation';
import { startScreenOf } from '../remotes/start-early';
import { resetPortal, signIn } from '../test-support/portal';

jest.mock('../remotes/federation', () => ({ startScreens: jest.fn() }));
const started = startScreens as jest.Mock;

beforeEach(() => {
  resetPortal();
  started.mockReset();
});

test("a signed-in admin opening the queue starts the admin app's files as the shell starts", () => {
  signIn('admin');
  startScreenOf('/RequestQueue');
  expect(started).toHaveBeenCalledWith('admin');
});

test("a request's page starts the app of the signed-in role", () => {
  signIn('vendor');
  startScreenOf('/Requests/GIA-PAN-000001');
  expect(started).toHaveBeenCalledWith('vendor');
});

test('nothing starts for a visitor not signed in, a role the page is not for, or a shell screen', () => {
  startScreenOf('/RequestQueue');
  signIn('customer');
  startScreenOf('/RequestQueue');
  startScreenOf('/ChangePassword');
  startScreenOf('/no-such-page');
  expect(started).not.toHaveBeenCalled();
});
