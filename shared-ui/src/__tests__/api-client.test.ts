import { api, isApiError, setTransport } from '../api/client';
import type { ApiResponse, CallConfig } from '../api/call';
import { errorMessage } from '../api/refusal';
import { failure, noAnswer } from '../test-support';
import { useAuthStore } from '../auth';
import { useFeedbackStore } from '../feedback/feedback-store';

let seen: CallConfig[] = [];

/** Answers every call of the `api` client with this status (and remembers what was sent). */
function answerWith(status: number, data: unknown = {}) {
  setTransport(async (config): Promise<ApiResponse> => {
    seen.push(config);
    return { status, headers: {}, config, data };
  });
}

const session = { accessToken: 'token-1', user: { id: 1, name: 'Asha', email: 'a@x.in', role: 'customer' } };

beforeEach(() => {
  seen = [];
  sessionStorage.clear();
  useAuthStore.getState().logout();
  useFeedbackStore.setState({ notices: [], confirms: [] });
});

it('calls /api/v1 with the stored token', async () => {
  useAuthStore.getState().setSession(session, 'customer');
  answerWith(200, []);
  await api.get('/admin/data/getPanRegistrations', { params: { page: 2 } });
  expect(seen[0]).toMatchObject({ baseURL: '/api/v1', url: '/admin/data/getPanRegistrations', method: 'GET' });
  expect(seen[0].params).toEqual({ page: 2 });
  expect(seen[0].headers?.Authorization).toBe('Bearer token-1');
});

it('sends no token when nobody is signed in', async () => {
  answerWith(200, {});
  await api.get('/global/config');
  expect(seen[0].headers?.Authorization).toBeUndefined();
});

it('answers 2xx with the data, and refuses any other status with the response', async () => {
  answerWith(201, { id: 7 });
  await expect(api.post('/users/insertPanRegistrations', { name: 'A' })).resolves.toMatchObject({
    status: 201,
    data: { id: 7 }
  });
  expect(seen[0]).toMatchObject({ method: 'POST', data: { name: 'A' } });
  answerWith(409, { message: 'Already assigned' });
  const refused = await api.put('/admin/assign', {}).catch((e: unknown) => e);
  expect(isApiError(refused) && refused.response?.status).toBe(409);
  expect(errorMessage(refused, 'fallback')).toBe('Already assigned');
});

it('a 401 on a call with a token signs out and says the session expired', async () => {
  useAuthStore.getState().setSession(session, 'customer');
  answerWith(401, { message: 'Token expired' });
  const error = await api.get('/admin/data/getPanRegistrations').catch((e: unknown) => e);
  expect(isApiError(error)).toBe(true);
  expect(useAuthStore.getState().isAuthenticated).toBe(false);
  expect(sessionStorage.getItem('accessToken')).toBeNull();
  expect(useFeedbackStore.getState().notices.map((n) => n.text)).toEqual([
    'Your session has expired. Please sign in again.'
  ]);
});

it('a failed login (401) does not count as an expired session', async () => {
  useAuthStore.getState().setSession(session, 'customer');
  answerWith(401, { message: 'Invalid email or password' });
  const error = await useAuthStore
    .getState()
    .login('admin', { email: 'b@x.in', password: 'x' })
    .catch((e: unknown) => e);
  expect(isApiError(error)).toBe(true);
  expect(useFeedbackStore.getState().notices).toEqual([]);
});

it("tells the client's errors from others", () => {
  expect(isApiError(noAnswer())).toBe(true);
  expect(isApiError(failure(500))).toBe(true);
  expect(isApiError(new Error('Network Error'))).toBe(false);
  expect(isApiError(null)).toBe(false);
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
