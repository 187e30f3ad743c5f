import type {
  classifyFailure as ClassifyFailure,
  loadScreens as LoadScreens,
  startScreens as StartScreens
} from '../remotes/federation';

const mockContainers = { exposedModule: jest.fn(), forgetContainer: jest.fn(), preloadEntry: jest.fn() };
jest.mock('../remotes/containers', () => mockContainers);
const fetchMock = jest.fn();
global.fetch = fetchMock as unknown as typeof fetch;
const ok = (body: unknown) => Promise.resolve({ ok: true, json: () => Promise.resolve(body) });
const never = () => new Promise(() => undefined);
/** What a shell build provides (its build defines it): the remote's manifest is read before it runs. */
const provideShared = () => Object.assign(globalThis, { GIA_SHARED: { react: '19.3.1' } });
const FORMS_V1 = '/releases/forms/0.1.0-0123456789/remoteEntry.js';
const FORMS_V2 = '/releases/forms/0.1.0-abcdef0123/remoteEntry.js';
const SHORT_TIMEOUT_MS = 50;

// The module remembers /remotes.json and its registrations for the page's life: each test starts a fresh page.
let loadScreens: typeof LoadScreens;
let classifyFailure: typeof ClassifyFailure;
let startScreens: typeof StartScreens;
beforeEach(() => {
  jest.resetModules();
  for (const mock of Object.values(mockContainers)) mock.mockReset();
  delete (globalThis as { GIA_SHARED?: unknown }).GIA_SHARED;
  fetchMock.mockReset();
  ({ loadScreens, classifyFailure, startScreens } =
    jest.requireActual<typeof import('../remotes/federation')>('../remotes/federation'));
});

const fetched = (url: string) => fetchMock.mock.calls.filter(([asked]) => String(asked).endsWith(url)).length;

it('asks /remotes.json again after it failed, and loads the remote from where it lists it', async () => {
  fetchMock
    .mockReturnValueOnce(Promise.resolve({ ok: false, status: 503 }))
    .mockReturnValueOnce(ok({ forms_app: 'https://cdn.example/forms/remoteEntry.js' }));
  mockContainers.exposedModule.mockResolvedValue({ screens: { formList: () => null } });
  await expect(loadScreens('forms')).rejects.toThrow('/remotes.json answered 503');
  expect(mockContainers.exposedModule).not.toHaveBeenCalled();

  const screens = await loadScreens('forms');
  expect(Object.keys(screens)).toEqual(['formList']);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(mockContainers.exposedModule).toHaveBeenCalledWith(
    'forms_app',
    'https://cdn.example/forms/remoteEntry.js',
    './screens'
  );
});

it('a retry of a remote the server does not list fails clearly', async () => {
  fetchMock.mockReturnValue(ok({ forms_app: 'https://cdn.example/forms/remoteEntry.js' }));
  await expect(loadScreens('vendor', true)).rejects.toThrow('/remotes.json does not list vendor_app');
  expect(mockContainers.exposedModule).not.toHaveBeenCalled();
});

it('Retry after a failure asks /remotes.json again and loads the version it lists now (the old one was pruned)', async () => {
  fetchMock.mockReturnValueOnce(ok({ forms_app: FORMS_V1 })).mockReturnValueOnce(ok({ forms_app: FORMS_V2 }));
  mockContainers.exposedModule
    .mockRejectedValueOnce(new Error('ScriptExternalLoadError: 404'))
    .mockResolvedValueOnce({ screens: { formList: () => null } });
  const failure = await loadScreens('forms').catch((error: unknown) => error);
  expect(classifyFailure(failure)).toBe('unavailable');

  const screens = await loadScreens('forms', true);
  expect(Object.keys(screens)).toEqual(['formList']);
  expect(fetched('/remotes.json')).toBe(2);
  expect(mockContainers.forgetContainer).toHaveBeenLastCalledWith('forms_app');
  expect(mockContainers.exposedModule).toHaveBeenLastCalledWith('forms_app', FORMS_V2, './screens');
});

it('Retry does not wait again on a /remotes.json that never answered', async () => {
  fetchMock.mockReturnValueOnce(never()).mockReturnValueOnce(ok({ forms_app: FORMS_V1 }));
  mockContainers.exposedModule.mockResolvedValue({ screens: { formList: () => null } });
  const failure = await loadScreens('forms', false, SHORT_TIMEOUT_MS).catch((error: unknown) => error);
  expect((failure as Error).name).toBe('RemoteTimeoutError');

  expect(Object.keys(await loadScreens('forms', true, SHORT_TIMEOUT_MS))).toEqual(['formList']);
  expect(fetched('/remotes.json')).toBe(2);
});

it('Retry reads the manifest again when the first read never answered', async () => {
  provideShared();
  let manifestAnswers = false;
  fetchMock.mockImplementation((url: string) => {
    if (url === '/remotes.json') return ok({ forms_app: FORMS_V1 });
    return manifestAnswers ? ok({ shared: [] }) : never();
  });
  mockContainers.exposedModule.mockResolvedValue({ screens: { formList: () => null } });
  const failure = await loadScreens('forms', false, SHORT_TIMEOUT_MS).catch((error: unknown) => error);
  expect((failure as Error).name).toBe('RemoteTimeoutError');
  // While its manifest is read the entry is downloaded, never run.
  expect(mockContainers.preloadEntry).toHaveBeenCalledWith(FORMS_V1);
  expect(mockContainers.exposedModule).not.toHaveBeenCalled();

  manifestAnswers = true;
  expect(Object.keys(await loadScreens('forms', true, SHORT_TIMEOUT_MS))).toEqual(['formList']);
  expect(fetched('/releases/forms/0.1.0-0123456789/mf-manifest.json')).toBe(2);
});

it('a tab that ran one version of a remote is told to Reload when Retry finds another one live', async () => {
  fetchMock.mockReturnValueOnce(ok({ forms_app: FORMS_V1 })).mockReturnValueOnce(ok({ forms_app: FORMS_V2 }));
  mockContainers.exposedModule
    .mockResolvedValueOnce({ screens: { formList: () => null } })
    .mockRejectedValueOnce(new Error('ScriptExternalLoadError'));
  await loadScreens('forms');
  await expect(loadScreens('forms')).rejects.toThrow('ScriptExternalLoadError');

  const failure = await loadScreens('forms', true).catch((error: unknown) => error);
  expect((failure as Error).name).toBe('RemoteReleasedError');
  expect(classifyFailure(failure)).toBe('updated');
  expect(mockContainers.exposedModule).not.toHaveBeenCalledWith('forms_app', FORMS_V2, './screens');
});

it('a remote started as the page starts is loaded once: the screen that asks first takes that load over', async () => {
  fetchMock.mockReturnValue(ok({ forms_app: FORMS_V1 }));
  mockContainers.exposedModule.mockResolvedValue({ screens: { formList: () => null } });
  startScreens('forms');
  startScreens('forms');
  expect(Object.keys(await loadScreens('forms'))).toEqual(['formList']);
  expect(mockContainers.exposedModule).toHaveBeenCalledTimes(1);
  expect(fetched('/remotes.json')).toBe(1);
});

it('an early load that failed reaches the screen as its failure, and Retry loads afresh', async () => {
  fetchMock.mockReturnValue(ok({ forms_app: FORMS_V1 }));
  mockContainers.exposedModule
    .mockRejectedValueOnce(new Error('ScriptExternalLoadError: 503'))
    .mockResolvedValueOnce({ screens: { formList: () => null } });
  startScreens('forms');
  const failure = await loadScreens('forms').catch((error: unknown) => error);
  expect(classifyFailure(failure)).toBe('unavailable');
  expect(Object.keys(await loadScreens('forms', true))).toEqual(['formList']);
  expect(mockContainers.exposedModule).toHaveBeenCalledTimes(2);
});
