/** What a call sends: axios's names for the options the portal's screens use. */
export interface CallConfig {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  baseURL?: string;
  /** The query string; `undefined` and `null` values are left out. */
  params?: Record<string, string | number | boolean | null | undefined>;
  /** A FormData goes as multipart, a string or Blob as it is, anything else as JSON. */
  data?: unknown;
  headers?: Record<string, string>;
  /** `blob` for a file the server sends (CSV, a person's data); JSON or text otherwise. */
  responseType?: 'json' | 'blob';
  onUploadProgress?: (progress: { loaded: number; total?: number }) => void;
}

export interface ApiResponse<T = unknown> {
  data: T;
  status: number;
  /** Header names in lower case, as the browser gives them. */
  headers: Record<string, string>;
  config: CallConfig;
}

/** Sends one call and answers the server's response, whatever its status; fails only when nothing came back. */
export type Transport = (config: CallConfig) => Promise<ApiResponse>;

/**
 * A call the server refused (`response` holds its status and body) or that got no answer (`code`
 * `ERR_NETWORK`). Its message is the client's own text, as axios words it: screens show it when the
 * server sent no reason.
 */
export class ApiError<T = unknown> extends Error {
  /** Tells this client's errors from others, also across two copies of the module (a remote run alone). */
  readonly isApiError = true;

  constructor(
    message: string,
    public code: 'ERR_NETWORK' | 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE',
    public config: CallConfig,
    public response?: ApiResponse<T>
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The error for a response outside 2xx. */
export function refused<T>(response: ApiResponse<T>): ApiError<T> {
  return new ApiError(
    `Request failed with status code ${response.status}`,
    response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    response.config,
    response
  );
}

/** The error for a call nothing answered. */
export function unanswered(config: CallConfig): ApiError {
  return new ApiError('Network Error', 'ERR_NETWORK', config);
}
