import type { AxiosError, AxiosInstance, AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios';
import { pageSingleton } from '../singleton';

export const TOKEN_KEY = 'accessToken';

export function storedToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The calls screens make; each one waits for the axios instance behind it. */
export type ApiClient = Pick<
  AxiosInstance,
  'request' | 'get' | 'delete' | 'head' | 'options' | 'post' | 'put' | 'patch'
>;

type Setup = (client: AxiosInstance) => void;

interface Loader {
  client: Promise<AxiosInstance> | null;
  ready: AxiosInstance | null;
  setups: Setup[];
}

const loader = pageSingleton<Loader>('apiLoader', () => ({ client: null, ready: null, setups: [] }));

function withToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = storedToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

/**
 * The axios instance behind `api`, made on the first call: axios loads then, so a page that calls
 * nothing (the landing page) does not download it. Every call goes to /api/v1 with the user's token.
 */
export function apiClient(): Promise<AxiosInstance> {
  loader.client ??= import('axios').then(
    ({ default: axios }) => {
      const client = axios.create({ baseURL: '/api/v1' });
      client.interceptors.request.use(withToken);
      for (const setup of loader.setups) setup(client);
      loader.ready = client;
      return client;
    },
    (error: unknown) => {
      loader.client = null; // a failed download is tried again on the next call
      throw error;
    }
  );
  return loader.client;
}

/** Runs `setup` on the instance (now if it exists, else when it is made): how interceptors are added. */
export function configureApiClient(setup: Setup): void {
  loader.setups.push(setup);
  if (loader.ready) setup(loader.ready);
}

function withoutBody<M extends 'get' | 'delete' | 'head' | 'options'>(method: M): AxiosInstance[M] {
  return ((url: string, config?: AxiosRequestConfig) =>
    apiClient().then((client) => client[method](url, config))) as AxiosInstance[M];
}

function withBody<M extends 'post' | 'put' | 'patch'>(method: M): AxiosInstance[M] {
  return ((url: string, data?: unknown, config?: AxiosRequestConfig) =>
    apiClient().then((client) => client[method](url, data, config))) as AxiosInstance[M];
}

/** The one HTTP client of the portal, with axios's call signatures. */
export const api: ApiClient = pageSingleton('api', () => ({
  request: ((config: AxiosRequestConfig) =>
    apiClient().then((client) => client.request(config))) as AxiosInstance['request'],
  get: withoutBody('get'),
  delete: withoutBody('delete'),
  head: withoutBody('head'),
  options: withoutBody('options'),
  post: withBody('post'),
  put: withBody('put'),
  patch: withBody('patch')
}));

/** axios's own test (an error it raised carries `isAxiosError: true`), without downloading axios for it. */
export function isAxiosError<T = unknown>(error: unknown): error is AxiosError<T> {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}
