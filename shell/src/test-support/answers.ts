import { AxiosError, AxiosHeaders } from 'axios';

/** What a rejected `api` call looks like when the server answered with this status and body. */
export function answered(status: number, data: unknown = {}): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, { status, statusText: '', headers: {}, config, data });
}

/** What a rejected `api` call looks like when the server did not answer at all. */
export function noAnswer(): AxiosError {
  return new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {});
}

/** A promise the test settles when it wants, to see the busy state in between. */
export function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
