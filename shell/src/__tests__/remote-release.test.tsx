import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exposedModule } from '../remotes/containers';
import { renderPortal, resetPortal, signIn } from '../test-support/portal';
import { classifyFailure, REMOTE_TIMEOUT_MS } from '../remotes/federation';
import { missingShared } from '../remotes/runtime';
import { reloadPage } from '../remotes/RemoteScreen';

jest.mock('../remotes/containers', () => ({
  exposedModule: jest.fn(),
  forgetContainer: jest.fn(),
  preloadEntry: jest.fn()
}));
const REMOTES = {
  customer_app: '/remotes/customer/remoteEntry.js',
  admin_app: '/releases/admin/0.1.0-0123456789/remoteEntry.js',
  vendor_app: '/remotes/vendor/remoteEntry.js',
  forms_app: 'https://cdn.example.in/forms/remoteEntry.js'
};
/** The shared copies the shell provides, as its build defines them. */
const SHELL_SHARED = { react: '19.3.1', '@gia/shared-ui': '0.1.0' };
const manifests: Record<string, unknown> = {};
const fetchMock = jest.fn((url: string) => {
  if (url === '/remotes.json') return Promise.resolve({ ok: true, json: () => Promise.resolve(REMOTES) });
  const manifest = manifests[url];
  return Promise.resolve(manifest ? { ok: true, json: () => Promise.resolve(manifest) } : { ok: false, status: 404 });
});
global.fetch = fetchMock as unknown as typeof fetch;
const load = exposedModule as jest.Mock;

beforeEach(() => {
  resetPortal();
  load.mockReset();
  Object.assign(globalThis, { GIA_SHARED: SHELL_SHARED });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  signIn('admin');
});

it('never runs a remote built against a newer shared core: its area says so, with Reload', async () => {
  manifests['https://cdn.example.in/forms/mf-manifest.json'] = {
    shared: [
      { name: 'react', requiredVersion: '^19.2.0' },
      { name: '@gia/shared-ui', requiredVersion: '^0.2.0' }
    ]
  };
  const reload = jest.spyOn(reloadPage, 'now').mockImplementation(() => undefined);
  renderPortal('/ListOfForms');
  expect(
    await screen.findByText(
      /This part of the portal needs a newer version of the portal than this page has/,
      undefined,
      { timeout: 5000 }
    )
  ).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('runs a remote whose manifest the shell satisfies, read beside its entry', async () => {
  manifests['/releases/admin/0.1.0-0123456789/mf-manifest.json'] = {
    shared: [
      { name: 'react', requiredVersion: '^19.2.0' },
      { name: '@gia/shared-ui', requiredVersion: '^0.1.0' }
    ]
  };
  load.mockResolvedValue({ screens: { adminHome: () => <p>admin home of the release</p> } });
  renderPortal('/AdminDashboad');
  expect(await screen.findByText('admin home of the release')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('http://localhost/releases/admin/0.1.0-0123456789/mf-manifest.json', {
    cache: 'no-cache'
  });
});

it("a chunk gone after a release brings the area's message and a Reload that loads the new version whole", async () => {
  const chunkGone = Object.assign(
    new Error('Loading chunk 512 failed.\n(missing: http://localhost/remotes/vendor/512.0a1b2c3d.js)'),
    { name: 'ChunkLoadError' }
  );
  load.mockResolvedValue({
    screens: {
      vendorHome: () => {
        throw chunkGone;
      }
    }
  });
  const reload = jest.spyOn(reloadPage, 'now').mockImplementation(() => undefined);
  signIn('vendor');
  renderPortal('/VendorDashboard');
  expect(
    await screen.findByText('This part of the portal has been updated. Reload the page to use the new version.')
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

it("a lazy screen's chunk that did not arrive in time is slow, not gone: the area offers Retry", async () => {
  const chunkStalled = Object.assign(
    new Error('Loading chunk 512 failed.\n(timeout: http://localhost/remotes/vendor/512.0a1b2c3d.js)'),
    { name: 'ChunkLoadError', type: 'timeout' }
  );
  let stalls = true;
  load.mockResolvedValue({
    screens: {
      vendorHome: () => {
        if (stalls) throw chunkStalled;
        return <p>vendor home, arrived</p>;
      }
    }
  });
  signIn('vendor');
  renderPortal('/VendorDashboard');
  expect(await screen.findByText('This part of the portal is unavailable right now')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  stalls = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('vendor home, arrived')).toBeInTheDocument();
});

it('a remote that does not answer in 8 seconds shows the message and Retry', async () => {
  jest.useFakeTimers();
  try {
    let asked = 0;
    load.mockImplementation(() => {
      asked = Date.now();
      return new Promise(() => undefined); // accepts the connection, never answers
    });
    renderPortal('/AdminUserList');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    // The clock starts when the shell asks for the remote (after its own lazy code has loaded, which the
    // first test of a run waits for): count from there.
    await waitFor(() => expect(load).toHaveBeenCalled());
    await act(async () => {
      jest.advanceTimersByTime(REMOTE_TIMEOUT_MS - 100 - (Date.now() - asked));
    });
    expect(screen.queryByText('This part of the portal is unavailable right now')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    expect(await screen.findByText('This part of the portal is unavailable right now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('names what a remote needs that the shell lacks, and tells failures apart', () => {
  const provided = { react: '19.3.1', '@gia/shared-ui': '0.1.0' };
  expect(
    missingShared(
      {
        shared: [
          { name: 'react', requiredVersion: '^19.2.0' },
          { name: '@gia/shared-ui', requiredVersion: '^0.1.0' }
        ]
      },
      provided
    )
  ).toEqual([]);
  expect(
    missingShared(
      {
        shared: [
          { name: '@gia/shared-ui', requiredVersion: '^0.1.1' },
          { name: 'zustand', requiredVersion: '^5.0.8' },
          { name: 'x', requiredVersion: false }
        ]
      },
      provided
    )
  ).toEqual(['@gia/shared-ui ^0.1.1 (this shell has 0.1.0)', 'zustand ^5.0.8 (not provided)']);
  expect(
    classifyFailure(
      new Error('Unsatisfied version 0.1.0 from shell of shared singleton module @gia/shared-ui (required ^0.2.0)')
    )
  ).toBe('incompatible');
  expect(classifyFailure(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }))).toBe(
    'updated'
  );
  // webpack names why a chunk failed: `error` (404, refused) and `missing` mean gone, `timeout` means slow.
  const chunkFailed = (type: string) =>
    Object.assign(new Error(`Loading chunk 7 failed.\n(${type}: http://localhost/remotes/admin/7.0a1b2c3d.js)`), {
      name: 'ChunkLoadError',
      type
    });
  expect(classifyFailure(chunkFailed('error'))).toBe('updated');
  expect(classifyFailure(chunkFailed('missing'))).toBe('updated');
  expect(classifyFailure(chunkFailed('timeout'))).toBe('unavailable');
  expect(classifyFailure(new Error('ScriptExternalLoadError'))).toBe('unavailable');
});
