import type { AppName } from '@gia/domain/core';
import type { ScreenMap } from '@gia/shared-ui';

export type RemoteApp = Exclude<AppName, 'shell'>;

/** Federation names of the four remotes (their webpack `name`). */
export const REMOTE_NAME: Record<RemoteApp, string> = {
  customer: 'customer_app',
  admin: 'admin_app',
  vendor: 'vendor_app',
  forms: 'forms_app'
};

/** A remote that has not answered in this time shows its area's message instead of "Loading...". */
export const REMOTE_TIMEOUT_MS = 8000;

/** The remote was built against shared libraries (e.g. a newer shared-ui core) this shell does not provide. */
export class RemoteIncompatibleError extends Error {
  constructor(
    public app: RemoteApp,
    public problems: string[]
  ) {
    super(`${REMOTE_NAME[app]} needs shared libraries this shell does not provide: ${problems.join('; ')}`);
    this.name = 'RemoteIncompatibleError';
  }
}

/**
 * The server now lists a different version of a remote than the one this tab already runs: loading it
 * beside the old one would mix two versions of one app, so the page is reloaded for it whole.
 */
export class RemoteReleasedError extends Error {
  constructor(app: RemoteApp) {
    super(`${REMOTE_NAME[app]} was released again since this page loaded it`);
    this.name = 'RemoteReleasedError';
  }
}

export class RemoteTimeoutError extends Error {
  constructor(app: RemoteApp, ms: number) {
    super(`${REMOTE_NAME[app]} did not answer in ${ms / 1000} s`);
    this.name = 'RemoteTimeoutError';
  }
}

type RemoteUrls = Record<string, string>;

let urls: Promise<RemoteUrls> | null = null;

/** `/remotes.json` tells where each remote's remoteEntry.js lives; asked again after any failure (forgetFailed). */
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

/** What loads remotes, loaded itself with the first remote a page wants: never with `/`. */
const runtime = () => import(/* webpackChunkName: "federation" */ './runtime');

let registered: Promise<void> | null = null;
let registrationDone = false;
/** The entry each remote is registered with in this tab (federation name → URL). */
const registeredEntry = new Map<string, string>();
/** The entry of each remote whose screens this tab has run. */
const ranEntry = new Map<RemoteApp, string>();

/** Asks the server where the remotes live, loading nothing of theirs (the landing page does this). */
export function learnRemoteUrls(): Promise<unknown> {
  return remoteUrls().catch(() => undefined);
}

/** Learns where every remote the server lists lives, once. */
function registerRemotesFromServer(): Promise<void> {
  registered ??= remoteUrls()
    .then((found) => {
      for (const [name, entry] of Object.entries(found)) registeredEntry.set(name, entry);
      registrationDone = true;
    })
    .catch((error: unknown) => {
      registered = null;
      throw error;
    });
  return registered;
}

/**
 * Forgets a remote that failed to load, so the next load fetches its remoteEntry.js afresh, from where the
 * server lists it now (a version this tab asked for may have been pruned since). A tab that already ran
 * another version of the remote is refused instead: Reload, never two versions of one app in one tab.
 */
async function registerAgain(app: RemoteApp): Promise<void> {
  const found = await remoteUrls();
  const entry = found[REMOTE_NAME[app]];
  if (!entry) throw new Error(`/remotes.json does not list ${REMOTE_NAME[app]}`);
  const ran = ranEntry.get(app);
  if (ran && ran !== entry) throw new RemoteReleasedError(app);
  (await runtime()).forgetContainer(REMOTE_NAME[app]);
  registeredEntry.set(REMOTE_NAME[app], entry);
}

const checked = new Map<string, Promise<void>>();

/**
 * Reads the remote's mf-manifest.json before any of its code runs and refuses a build that needs a newer
 * shared core (or any shared version) than this shell provides. A host without a manifest is not refused
 * here: the share rules (strictVersion, no fallback copies) still stop a wrong copy at load time.
 */
function checkCompatible(
  app: RemoteApp,
  entry: string,
  { providedVersions, missingShared }: typeof import('./runtime')
): Promise<void> {
  const provided = providedVersions();
  if (Object.keys(provided).length === 0) return Promise.resolve(); // tests run without the build: nothing to compare
  const key = `${app} ${entry}`;
  let check = checked.get(key);
  if (!check) {
    const manifestUrl = new URL('mf-manifest.json', new URL(entry, window.location.href)).toString();
    check = fetch(manifestUrl, { cache: 'no-cache' })
      .then(async (res) => {
        if (!res.ok) return;
        const problems = missingShared((await res.json()) as Parameters<typeof missingShared>[0], provided);
        if (problems.length) throw new RemoteIncompatibleError(app, problems);
      })
      .catch((error: unknown) => {
        if (error instanceof RemoteIncompatibleError) throw error;
        checked.delete(key); // a network failure is asked again next time
      });
    checked.set(key, check);
  }
  return check;
}

function withTimeout<T>(app: RemoteApp, work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(app, ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function load(app: RemoteApp, retry: boolean): Promise<ScreenMap> {
  // The loader's chunk comes while /remotes.json is asked; the entry while its manifest is read (it runs after).
  const loading = runtime();
  loading.catch(() => undefined); // awaited below, once the remotes are known
  await registerRemotesFromServer();
  if (retry) await registerAgain(app);
  const loaded = await loading;
  const entry = registeredEntry.get(REMOTE_NAME[app]);
  if (!entry) throw new Error(`/remotes.json does not list ${REMOTE_NAME[app]}`);
  loaded.preloadEntry(entry);
  await checkCompatible(app, entry, loaded);
  const module = await loaded.exposedModule<{ screens?: ScreenMap }>(REMOTE_NAME[app], entry, './screens');
  if (!module?.screens) throw new Error(`${REMOTE_NAME[app]}/screens has no screens`);
  ranEntry.set(app, entry);
  return module.screens;
}

/**
 * After a failure nothing that may be stale or stuck is reused by Retry: /remotes.json is asked again, a
 * registration or manifest check still waiting (a host that never answered) is dropped.
 */
function forgetFailed(app: RemoteApp): void {
  urls = null;
  if (!registrationDone) registered = null;
  for (const key of checked.keys()) if (key.startsWith(`${app} `)) checked.delete(key);
}

/** A load of a remote's screens started before any screen asked for it (`startScreens`). */
const started = new Map<RemoteApp, Promise<ScreenMap>>();

/**
 * Starts loading a remote's screens now, before the screen that needs them has rendered: the first
 * `loadScreens` of that app takes this load over (its failure included, so Retry works as ever).
 */
export function startScreens(app: RemoteApp): void {
  if (started.has(app)) return;
  const loading = load(app, false);
  loading.catch(() => undefined); // reported to the screen that takes it over
  started.set(app, loading);
}

/**
 * The screens a remote exposes; `retry` after a failure re-registers it instead of reusing the failed load.
 * Fails with RemoteTimeoutError when the remote has not answered in REMOTE_TIMEOUT_MS, and with
 * RemoteIncompatibleError when it needs shared versions this shell does not provide.
 */
export function loadScreens(app: RemoteApp, retry = false, timeoutMs = REMOTE_TIMEOUT_MS): Promise<ScreenMap> {
  const early = retry ? undefined : started.get(app);
  started.delete(app);
  return withTimeout(app, early ?? load(app, retry), timeoutMs).catch((error: unknown) => {
    forgetFailed(app);
    throw error;
  });
}

export type RemoteFailure = 'incompatible' | 'updated' | 'unavailable';

/**
 * What a failure means to the visitor: a build this shell cannot serve (incompatible); a file of a loaded
 * version that is gone, or a newer version listed than the one this tab runs (updated: reload the page for
 * it whole); or a remote that is down or slow (unavailable: Retry). A chunk that did not arrive within
 * webpack's chunkLoadTimeout (8 s, webpack.shared.js) is slow, not gone: webpack marks it `timeout`, where
 * a missing file is `error` (no answer or 404) or `missing` (an answer that was not the chunk).
 */
export function classifyFailure(error: unknown): RemoteFailure {
  const e = error as { name?: string; message?: string; type?: string } | null;
  const message = String(e?.message ?? '');
  if (error instanceof RemoteIncompatibleError || /Unsatisfied version .* of shared singleton module/.test(message))
    return 'incompatible';
  if (error instanceof RemoteReleasedError) return 'updated';
  const chunkFailed = e?.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(message);
  if (chunkFailed && (e?.type === 'timeout' || /\(timeout: /.test(message))) return 'unavailable';
  if (chunkFailed) return 'updated';
  return 'unavailable';
}
