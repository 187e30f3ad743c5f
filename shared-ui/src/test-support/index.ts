/**
 * `@gia/shared-ui/test-support`: the one axios fake of the component tests (a build-time export for tests;
 * no app bundles it, and the run-time core does not export it). A test answers the calls its screen makes
 * with `jest.spyOn(api, 'get').mockResolvedValue(answer(...))`, or refuses them with `failure` or `noAnswer`;
 * any call it leaves unanswered fails the test (`refuseUnansweredCalls`, installed by shared-ui/jest.setup.ts).
 */
import {
  AxiosError,
  AxiosHeaders,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig
} from 'axios';
import { QueryClient } from '@tanstack/react-query';
import { api, configureApiClient } from '../api/client';

const config = (): InternalAxiosRequestConfig => ({ headers: new AxiosHeaders() });

/** A server answer (2xx) as axios resolves it. */
export function answer<T>(data: T, headers: Record<string, string> = {}, status = 200): AxiosResponse<T> {
  return { data, status, statusText: 'OK', headers: new AxiosHeaders(headers), config: config() };
}

/** A refusal from the server (4xx/5xx with this body, usually `{ message }`) as axios rejects it. */
export function failure(status: number, data: unknown = {}): AxiosError {
  const at = config();
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_REQUEST',
    at,
    {},
    {
      data,
      status,
      statusText: '',
      headers: new AxiosHeaders(),
      config: at
    }
  );
}

/** No answer at all, as axios rejects a call when the server cannot be reached. */
export function noAnswer(): AxiosError {
  return new AxiosError('Network Error', 'ERR_NETWORK', config(), {});
}

/** A call the test settles when it wants, to see the busy state in between. */
export function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Makes the `api` client's transport refuse every call that reaches it, as `noAnswer` does, and remember it:
 * a call reaches the transport only when no test answered it. `takeUnanswered` hands over (and forgets) those calls.
 */
export function refuseUnansweredCalls(): { takeUnanswered: () => string[] } {
  const unanswered: string[] = [];
  configureApiClient((client) => {
    client.defaults.adapter = async (call) => {
      unanswered.push(`${(call.method ?? 'get').toUpperCase()} ${call.baseURL ?? ''}${call.url ?? ''}`);
      throw new AxiosError('Network Error', 'ERR_NETWORK', call, {});
    };
  });
  return { takeUnanswered: () => unanswered.splice(0) };
}

type Reply = AxiosResponse | AxiosError;

/** The unread count the page frame's bell reads on every screen: nothing new. */
export const NO_NOTIFICATIONS = answer([], { 'x-unread-count': '0', 'x-total-count': '0' });

/**
 * Answers `api.get` by path (a refusal is thrown as axios throws it); a path the test did not list is
 * left unanswered, which fails the test. Returns the spy, to read what was asked.
 */
export function answerGets(byPath: Record<string, Reply>) {
  const unlisted = api.get;
  return jest.spyOn(api, 'get').mockImplementation(async (url: string, options?: AxiosRequestConfig) => {
    const reply = byPath[url];
    if (reply === undefined) return unlisted(url, options);
    if (reply instanceof AxiosError) throw reply;
    return reply;
  });
}

/** A fresh QueryClient per rendered screen, as the shell's but without the quiet retry (a failure shows at once). */
export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0, gcTime: Infinity }, mutations: { retry: false } }
  });
}
