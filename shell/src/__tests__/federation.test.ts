import { getInstance, init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadScreens } from '../remotes/federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(() => null), init: jest.fn(), registerRemotes: jest.fn(), loadRemote: jest.fn()
}));
const fetchMock = jest.fn();
global.fetch = fetchMock as unknown as typeof fetch;
const ok = (body: unknown) => Promise.resolve({ ok: true, json: () => Promise.resolve(body) });

it('asks /remotes.json again after it failed, and makes the runtime when no build made one', async () => {
  fetchMock.mockReturnValueOnce(Promise.resolve({ ok: false, status: 503 })).mockReturnValueOnce(ok({ forms_app: 'https://cdn.example/forms/remoteEntry.js' }));
  (loadRemote as jest.Mock).mockResolvedValue({ screens: { formList: () => null } });
  await expect(loadScreens('forms')).rejects.toThrow('/remotes.json answered 503');
  expect(loadRemote).not.toHaveBeenCalled();

  const screens = await loadScreens('forms');
  expect(Object.keys(screens)).toEqual(['formList']);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(getInstance).toHaveBeenCalled();
  expect(init).toHaveBeenCalledWith({ name: 'shell', remotes: [] });
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'forms_app', entry: 'https://cdn.example/forms/remoteEntry.js' }]);
});

it('a retry of a remote the server does not list fails clearly', async () => {
  await expect(loadScreens('vendor', true)).rejects.toThrow('/remotes.json does not list vendor_app');
});
