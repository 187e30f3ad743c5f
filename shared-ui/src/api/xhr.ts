import { unanswered, type ApiResponse, type CallConfig } from './call';

/** `baseURL` + `url` + the params that have a value. */
function addressOf(config: CallConfig): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(config.params ?? {}))
    if (value !== undefined && value !== null) query.append(key, String(value));
  const search = query.toString();
  return `${config.baseURL ?? ''}${config.url}${search ? (config.url.includes('?') ? '&' : '?') + search : ''}`;
}

function headersOf(xhr: XMLHttpRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

/** A JSON body parsed; any other text (an HTML error page from a proxy) kept as it came. */
function bodyOf(xhr: XMLHttpRequest): unknown {
  if (xhr.responseType === 'blob') return xhr.response;
  const text = xhr.responseText;
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends by XMLHttpRequest, not fetch: a scan's upload reports its progress, which fetch cannot do over
 * HTTP/1.1. Any answer resolves, whatever its status; no answer rejects with ERR_NETWORK.
 */
export function sendByXhr(config: CallConfig): Promise<ApiResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(config.method, addressOf(config));
    if (config.responseType === 'blob') xhr.responseType = 'blob';
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...config.headers };
    let body: XMLHttpRequestBodyInit | null = null;
    const { data } = config;
    if (data instanceof FormData || data instanceof Blob || typeof data === 'string') body = data;
    else if (data !== undefined) {
      body = JSON.stringify(data);
      headers['Content-Type'] = 'application/json';
    }
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    const progress = config.onUploadProgress;
    if (progress)
      xhr.upload.onprogress = (e) => progress({ loaded: e.loaded, total: e.lengthComputable ? e.total : undefined });
    xhr.onload = () => resolve({ data: bodyOf(xhr), status: xhr.status, headers: headersOf(xhr), config });
    xhr.onerror = () => reject(unanswered(config));
    xhr.onabort = () => reject(unanswered(config));
    xhr.ontimeout = () => reject(unanswered(config));
    xhr.send(body);
  });
}
