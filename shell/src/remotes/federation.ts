import { getInstance, init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppName } from '@gia/domain';
import type { ScreenMap } from '@gia/shared-ui';

export type RemoteApp = Exclude<AppName, 'shell'>;

/** Federation names of the four remotes (their webpack `name`). */
export const REMOTE_NAME: Record<RemoteApp, string> = {
  customer: 'customer_app',
  admin: 'admin_app',
  vendor: 'vendor_app',
  forms: 'forms_app'
};

type RemoteUrls = Record<string, string>;

let urls: Promise<RemoteUrls> | null = null;

/** `/remotes.json` tells where each remote's remoteEntry.js lives; asked again after a failure. */
function remoteUrls(): Promise<RemoteUrls> {
  urls ??= fetch('/remotes.json')
    .then((res) => {
      if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
      return res.json() as Promise<RemoteUrls>;
    })
    .catch((error: unknown) => {
      urls = null;
      throw error;
    });
  return urls;
}

function ensureRuntime(): void {
  // The webpack plugin creates the host's runtime; outside such a build (tests) one is made here.
  if (!getInstance()) init({ name: 'shell', remotes: [] });
}

let registered: Promise<void> | null = null;

/** Registers every remote the server lists, once. */
export function registerRemotesFromServer(): Promise<void> {
  registered ??= remoteUrls()
    .then((found) => {
      ensureRuntime();
      registerRemotes(Object.entries(found).map(([name, entry]) => ({ name, entry })));
    })
    .catch((error: unknown) => {
      registered = null;
      throw error;
    });
  return registered;
}

/** Forgets a remote that failed to load, so the next load fetches its remoteEntry.js afresh. */
async function registerAgain(app: RemoteApp): Promise<void> {
  const found = await remoteUrls();
  const entry = found[REMOTE_NAME[app]];
  if (!entry) throw new Error(`/remotes.json does not list ${REMOTE_NAME[app]}`);
  ensureRuntime();
  registerRemotes([{ name: REMOTE_NAME[app], entry }], { force: true });
}

/** The screens a remote exposes; `retry` after a failure re-registers it instead of reusing the failed load. */
export async function loadScreens(app: RemoteApp, retry = false): Promise<ScreenMap> {
  await registerRemotesFromServer();
  if (retry) await registerAgain(app);
  const module = await loadRemote<{ screens?: ScreenMap }>(`${REMOTE_NAME[app]}/screens`);
  if (!module?.screens) throw new Error(`${REMOTE_NAME[app]}/screens has no screens`);
  return module.screens;
}
