import { pageSingleton } from '../singleton';
import { refused, type ApiError, type ApiResponse, type CallConfig, type Transport } from './call';

export { ApiError, type ApiResponse, type CallConfig, type Transport } from './call';

export const TOKEN_KEY = 'accessToken';

export function storedToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Every call goes here, under the API's one version. */
const BASE_URL = '/api/v1';

type FailureListener = (error: ApiError) => void;

interface Client {
  transport: Transport;
  failureListeners: FailureListener[];
}

/** The browser's transport, loaded with the first call (as axios was): the landing page calls nothing. */
const sendLoaded: Transport = (config) => import('./xhr').then(({ sendByXhr }) => sendByXhr(config));

const client = pageSingleton<Client>('apiTransport', () => ({ transport: sendLoaded, failureListeners: [] }));

/** Hears every refused or unanswered call before its caller does (the session watch reads 401s here). */
export function onCallFailed(listener: FailureListener): void {
  client.failureListeners.push(listener);
}

/** The component tests' transport (`@gia/shared-ui/test-support`); the browser sends by XMLHttpRequest. */
export function setTransport(transport: Transport): void {
  client.transport = transport;
}

function withToken(headers: Record<string, string> = {}): Record<string, string> {
  const token = storedToken();
  return token && !headers.Authorization ? { ...headers, Authorization: `Bearer ${token}` } : headers;
}

async function call<R>(config: CallConfig): Promise<R> {
  const sent: CallConfig = { ...config, baseURL: BASE_URL, headers: withToken(config.headers) };
  try {
    const response = await client.transport(sent);
    if (response.status < 200 || response.status >= 300) throw refused(response);
    return response as R;
  } catch (error) {
    if (isApiError(error)) for (const listener of client.failureListeners) listener(error);
    throw error;
  }
}

type Options = Omit<CallConfig, 'url' | 'method' | 'data' | 'baseURL'>;

/* The data a call answers is typed by its caller, as the server's contract says (`any` when it does not), as axios types it. */
/* eslint-disable @typescript-eslint/no-explicit-any */
export interface ApiClient {
  get<T = any, R = ApiResponse<T>>(url: string, options?: Options): Promise<R>;
  delete<T = any, R = ApiResponse<T>>(url: string, options?: Options): Promise<R>;
  post<T = any, R = ApiResponse<T>>(url: string, data?: unknown, options?: Options): Promise<R>;
  put<T = any, R = ApiResponse<T>>(url: string, data?: unknown, options?: Options): Promise<R>;
  patch<T = any, R = ApiResponse<T>>(url: string, data?: unknown, options?: Options): Promise<R>;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * The one HTTP client of the portal: every call goes to /api/v1 with the user's token, answers
 * `{ data, status, headers }` and fails with an `ApiError` (axios's shapes, which the screens were written
 * against, in 2 KB instead of axios's 21 KB gzip: issue 18).
 */
export const api: ApiClient = pageSingleton('api', () => ({
  get: (url, options) => call({ ...options, url, method: 'GET' }),
  delete: (url, options) => call({ ...options, url, method: 'DELETE' }),
  post: (url, data, options) => call({ ...options, url, data, method: 'POST' }),
  put: (url, data, options) => call({ ...options, url, data, method: 'PUT' }),
  patch: (url, data, options) => call({ ...options, url, data, method: 'PATCH' })
}));

/** Whether `error` is a call this client made that was refused (`response` set) or not answered. */
export function isApiError<T = unknown>(error: unknown): error is ApiError<T> {
  return typeof error === 'object' && error !== null && (error as { isApiError?: unknown }).isApiError === true;
}
