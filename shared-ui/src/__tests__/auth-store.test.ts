import { api } from '../api/client';
import { failure } from '../test-support';
import { useAuthStore } from '../auth';
import { isTokenExpired } from '../auth/jwt';

const response = {
  accessToken: 'tok',
  user: { id: 7, name: 'Ravi', empid: 'E7', email: 'r@x.in', role: 'admin', phone: '9876543210' }
};

beforeEach(() => {
  sessionStorage.clear();
  useAuthStore.getState().logout();
  jest.restoreAllMocks();
});

it('starts signed out, as the spec says', () => {
  const { isAuthenticated, user, loading, error, userPhone, role, token } = useAuthStore.getState();
  expect({ isAuthenticated, user, loading, error, userPhone, role, token }).toEqual({
    isAuthenticated: false,
    user: null,
    loading: false,
    error: null,
    userPhone: null,
    role: null,
    token: null
  });
});

it('logs in through the role path and keeps the whole response', async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValue({ data: response });
  await useAuthStore.getState().login('admin', { email: 'r@x.in', password: 'pw' });
  expect(post).toHaveBeenCalledWith('/admin/login/request', { email: 'r@x.in', password: 'pw' });
  const s = useAuthStore.getState();
  expect(s).toMatchObject({
    isAuthenticated: true,
    loading: false,
    error: null,
    role: 'admin',
    token: 'tok',
    user: response.user
  });
  expect(s.userPhone?.user.name).toBe('Ravi');
  expect(sessionStorage.getItem('accessToken')).toBe('tok');
});

it.each([
  ['customer', '/users/login/request'],
  ['vendor', '/vendors/login/request']
] as const)('%s logs in at %s', async (role, path) => {
  const post = jest.spyOn(api, 'post').mockResolvedValue({ data: response });
  await useAuthStore.getState().login(role, { email: 'e@x.in', password: 'p' });
  expect(post.mock.calls[0][0]).toBe(path);
});

it.each([
  ['customer', '/users/login/signup'],
  ['vendor', '/vendors/login/signUp']
] as const)('%s signs up at %s', async (role, path) => {
  const post = jest.spyOn(api, 'post').mockResolvedValue({ data: response });
  await useAuthStore.getState().signup(role, { email: 'e@x.in' });
  expect(post).toHaveBeenCalledWith(path, { email: 'e@x.in' });
  expect(useAuthStore.getState().role).toBe(role);
});

it('is loading while the call runs and keeps the spec error text when it fails', async () => {
  let fail!: (e: unknown) => void;
  jest.spyOn(api, 'post').mockReturnValue(new Promise((_, reject) => (fail = reject)));
  const done = useAuthStore.getState().login('customer', { email: 'e@x.in', password: 'p' });
  expect(useAuthStore.getState().loading).toBe(true);
  fail(failure(401, { message: 'Invalid email or password', code: 'identity.invalidCredentials' }));
  await expect(done).rejects.toMatchObject({ isApiError: true, response: { status: 401 } });
  expect(useAuthStore.getState()).toMatchObject({
    loading: false,
    isAuthenticated: false,
    error: 'Invalid email or password. Please try again.'
  });
});

it('logout forgets the token, the user and the phone', () => {
  useAuthStore.getState().setSession(response, 'admin');
  useAuthStore.getState().logout();
  expect(useAuthStore.getState()).toMatchObject({
    isAuthenticated: false,
    user: null,
    userPhone: null,
    role: null,
    token: null
  });
  expect(sessionStorage.getItem('accessToken')).toBeNull();
});

it('restores the session after a reload', () => {
  useAuthStore.getState().setSession(response, 'admin');
  delete (globalThis as Record<string, unknown>).__gia_authStore;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules loads a fresh copy only through require()
    const { useAuthStore: reloaded } = require('../auth/auth-store') as typeof import('../auth/auth-store');
    expect(reloaded.getState()).toMatchObject({
      isAuthenticated: true,
      role: 'admin',
      token: 'tok',
      user: response.user
    });
  });
});

it('is one store for the whole page, however many copies of shared-ui load', () => {
  let second: unknown;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
    second = (require('../auth/auth-store') as typeof import('../auth/auth-store')).useAuthStore;
  });
  const current = (globalThis as Record<string, unknown>).__gia_authStore;
  expect(second).toBe(current);
});

describe('token expiry', () => {
  const token = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
  it('reads the exp claim', () => {
    expect(isTokenExpired(token(1000), 1000 * 1000)).toBe(true);
    expect(isTokenExpired(token(2000), 1000 * 1000)).toBe(false);
  });
  it('treats a token it cannot read as not expired (the server decides)', () => {
    expect(isTokenExpired('opaque')).toBe(false);
  });
});
