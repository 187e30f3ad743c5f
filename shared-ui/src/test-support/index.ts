/**
 * `@gia/shared-ui/test-support`: the one fake of the API client in the component tests (a build-time export for tests;
 * no app bundles it, and the run-time core does not export it). A test answers the calls its screen makes
 * with `jest.spyOn(api, 'get').mockResolvedValue(answer(...))`, or refuses them with `failure` or `noAnswer`;
 * any call it leaves unanswered fails the test (`refuseUnansweredCalls`, installed by shared-ui/jest.setup.ts).
 */
import { QueryClient } from '@tanstack/react-query';
import { api, setTransport } from '../api/client';
import { ApiError, refused, unanswered, type ApiResponse, type CallConfig } from '../api/call';

const config = (): CallConfig => ({ url: '', method: 'GET', headers: {} });

/** A server answer (2xx) as the client resolves it. */
export function answer<T>(data: T, headers: Record<string, string> = {}, status = 200): ApiResponse<T> {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { data, status, headers: lower, config: config() };
}

/** A refusal from the server (4xx/5xx with this body, usually `{ message }`) as the client rejects it. */
export function failure(status: number, data: unknown = {}): ApiError {
  return refused({ data, status, headers: {}, config: config() });
}

/** No answer at all, as the client rejects a call when the server cannot be reached. */
export function noAnswer(): ApiError {
  return unanswered(config());
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
  const calls: string[] = [];
  setTransport(async (call) => {
    calls.push(`${call.method} ${call.baseURL ?? ''}${call.url}`);
    throw noAnswer();
  });
  return { takeUnanswered: () => calls.splice(0) };
}

type Reply = ApiResponse | ApiError;

/** The unread count the page frame's bell reads on every screen: nothing new. */
export const NO_NOTIFICATIONS = answer([], { 'x-unread-count': '0', 'x-total-count': '0' });

/**
 * Answers `api.get` by path (a refusal is thrown as the client throws it); a path the test did not list is
 * left unanswered, which fails the test. Returns the spy, to read what was asked.
 */
export function answerGets(byPath: Record<string, Reply>) {
  const unlisted = api.get;
  return jest.spyOn(api, 'get').mockImplementation(async (url, options) => {
    const reply = byPath[url];
    if (reply === undefined) return unlisted(url, options);
    if (reply instanceof ApiError) throw reply;
    return reply;
  });
}

/** A fresh QueryClient per rendered screen, as the shell's but without the quiet retry (a failure shows at once). */
export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0, gcTime: Infinity }, mutations: { retry: false } }
  });
}
