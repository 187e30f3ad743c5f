import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api, apiClient, isAxiosError } from '../api/client';
import { errorMessage } from '../api/refusal';
import { failure, noAnswer } from '../test-support';
import { useAuthStore } from '../auth';
import { useFeedbackStore } from '../feedback/feedback-store';

let originalAdapter: AxiosAdapter | undefined;
let seen: InternalAxiosRequestConfig[] = [];

/** Answers every call of the `api` client with this status (and remembers what was sent). */
async function answerWith(status: number, data: unknown = {}) {
  (await apiClient()).defaults.adapter = async (config) => {
    seen.push(config);
    const response = { status, statusText: '', headers: {}, config, data };
    if (status >= 400)
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
}

const session = { accessToken: 'token-1', user: { id: 1, name: 'Asha', email: 'a@x.in', role: 'customer' } };

beforeEach(() => {
  seen = [];
  sessionStorage.clear();
  useAuthStore.getState().logout();
  useFeedbackStore.setState({ notices: [], confirms: [] });
});
beforeAll(async () => {
  originalAdapter = (await apiClient()).defaults.adapter as AxiosAdapter | undefined;
});
afterAll(async () => {
  (await apiClient()).defaults.adapter = originalAdapter;
});

it('calls /api/v1 with the stored token', async () => {
  useAuthStore.getState().setSession(session, 'customer');
  await answerWith(200, []);
  await api.get('/admin/data/getPanRegistrations');
  expect(seen[0].baseURL).toBe('/api/v1');
  expect(seen[0].headers.Authorization).toBe('Bearer token-1');
});

it('sends no token when nobody is signed in', async () => {
  await answerWith(200, {});
  await api.get('/global/config');
  expect(seen[0].headers.Authorization).toBeUndefined();
});

it('a 401 on a call with a token signs out and says the session expired', async () => {
  useAuthStore.getState().setSession(session, 'customer');
  await answerWith(401, { message: 'Token expired' });
  await expect(api.get('/admin/data/getPanRegistrations')).rejects.toBeInstanceOf(AxiosError);
  expect(useAuthStore.getState().isAuthenticated).toBe(false);
  expect(sessionStorage.getItem('accessToken')).toBeNull();
  expect(useFeedbackStore.getState().notices.map((n) => n.text)).toEqual([
    'Your session has expired. Please sign in again.'
  ]);
});

it('a failed login (401) does not count as an expired session', async () => {
  useAuthStore.getState().setSession(session, 'customer');
  await answerWith(401, { message: 'Invalid email or password' });
  await expect(useAuthStore.getState().login('admin', { email: 'b@x.in', password: 'x' })).rejects.toBeInstanceOf(
    AxiosError
  );
  expect(useFeedbackStore.getState().notices).toEqual([]);
});

it('makes one axios instance, on the first call', async () => {
  const first = apiClient();
  expect(apiClient()).toBe(first);
  expect((await first).defaults.baseURL).toBe('/api/v1');
});

it("tells axios's errors from others as axios does", () => {
  expect(isAxiosError(noAnswer())).toBe(true);
  expect(isAxiosError(new Error('Network Error'))).toBe(false);
  expect(isAxiosError(null)).toBe(false);
});

describe('errorMessage', () => {
  it("gives the server's message", () => {
    expect(errorMessage(failure(409, { message: 'Already assigned' }), 'fallback')).toBe('Already assigned');
  });
  it("gives the client's own text when the server sent none", () => {
    expect(errorMessage(noAnswer(), 'fallback')).toBe('Network Error');
    expect(errorMessage(failure(502, '<html>'), 'fallback')).toBe('Request failed with status code 502');
  });
  it('gives the fallback for anything else', () => {
    expect(errorMessage('boom', 'fallback')).toBe('fallback');
  });
});
