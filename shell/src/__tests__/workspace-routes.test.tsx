import { screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { exposedModule } from '../remotes/containers';
import type { Role } from '@gia/domain';
import { renderPortal, resetPortal, signIn } from '../test-support/portal';

jest.mock('../remotes/containers', () => ({
  exposedModule: jest.fn(),
  forgetContainer: jest.fn(),
  preloadEntry: jest.fn()
}));
const REMOTES = {
  customer_app: '/remotes/customer/remoteEntry.js',
  admin_app: '/remotes/admin/remoteEntry.js',
  vendor_app: '/remotes/vendor/remoteEntry.js',
  forms_app: '/remotes/forms/remoteEntry.js'
};
global.fetch = jest.fn(() =>
  Promise.resolve({ ok: true, json: () => Promise.resolve(REMOTES) })
) as unknown as typeof fetch;
const load = exposedModule as jest.Mock;

/** A request page as a remote would draw it: it reads the reference and needs the page's QueryClient. */
function pageOf(app: string) {
  return function RequestPage() {
    const { reference } = useParams();
    const client = useQueryClient();
    return <p>{`${app} page of ${reference}${client ? ' with a query client' : ''}`}</p>;
  };
}

beforeEach(() => {
  resetPortal();
  load.mockReset();
  load.mockImplementation(async (name: string) => {
    const app = name.replace('_app', '');
    return {
      screens: {
        requestPage: pageOf(app),
        myRequests: () => <p>{`${app} inbox`}</p>,
        requestQueue: () => <p>queue</p>,
        myWork: () => <p>caseload</p>
      }
    };
  });
});

test.each<[Role, string]>([
  ['customer', 'customer_app'],
  ['admin', 'admin_app'],
  ['vendor', 'vendor_app']
])("a %s's /Requests/{reference} is drawn by %s, with the page's QueryClient", async (role, remote) => {
  signIn(role);
  renderPortal('/Requests/GIA-2026-000042');
  const app = remote.replace('_app', '');
  expect(
    await screen.findByText(`${app} page of GIA-2026-000042 with a query client`, undefined, { timeout: 10_000 })
  ).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith(remote, expect.stringContaining('remoteEntry.js'), './screens');
  expect(load).toHaveBeenCalledTimes(1);
});

test('a signed-out visitor of a request page is sent to sign in and comes back to it', async () => {
  const { where } = renderPortal('/Requests/GIA-2026-000042');
  await screen.findByRole('heading', { level: 1 });
  expect(where().pathname).toBe('/signin');
  expect(where().state).toEqual({ from: '/Requests/GIA-2026-000042' });
  expect(load).not.toHaveBeenCalled();
});

test.each<[string, Role, string]>([
  ['/MyRequests', 'customer', 'customer inbox'],
  ['/RequestQueue', 'admin', 'queue'],
  ['/MyWork', 'vendor', 'caseload']
])('%s opens for a %s', async (path, role, text) => {
  signIn(role);
  renderPortal(path);
  expect(await screen.findByText(text)).toBeInTheDocument();
});

test('another role is told the inbox is not theirs', async () => {
  signIn('vendor');
  renderPortal('/MyRequests');
  expect(
    await screen.findByText('This page is not for your account. Please sign in with the right account.')
  ).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});
