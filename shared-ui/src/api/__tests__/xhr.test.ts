/**
 * The browser's transport against a real HTTP server on 127.0.0.1 (jsdom's XMLHttpRequest sends for real,
 * across origins as a browser does, so the server answers CORS).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CallConfig } from '../call';
import { sendByXhr } from '../xhr';

interface Received {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let server: http.Server;
let base = '';
let received: Received[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      res.setHeader('Access-Control-Expose-Headers', 'X-Total-Count');
      if (req.method === 'OPTIONS') return res.end();
      received.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks) });
      if (req.url?.startsWith('/refused')) {
        res.statusCode = 422;
        res.setHeader('Content-Type', 'application/json');
        return res.end(JSON.stringify({ message: 'PAN is not valid', code: 'validation.pan' }));
      }
      if (req.url?.startsWith('/html')) {
        res.statusCode = 502;
        return res.end('<html>Bad gateway</html>');
      }
      if (req.url?.startsWith('/csv')) {
        res.setHeader('Content-Type', 'text/csv');
        return res.end('reference,status\nGIA-1,PENDING\n');
      }
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('X-Total-Count', '42');
      res.end(JSON.stringify([{ id: 1 }]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
});

const call = (over: Partial<CallConfig>): CallConfig => ({ url: '/list', method: 'GET', baseURL: base, ...over });

test('a GET sends the params that have a value and answers the parsed JSON with lower-case headers', async () => {
  const response = await sendByXhr(
    call({ params: { page: 2, q: 'Asha & co', due: undefined, kind: null }, headers: { Authorization: 'Bearer t' } })
  );
  expect(received[0].url).toBe('/list?page=2&q=Asha+%26+co');
  expect(received[0].headers.authorization).toBe('Bearer t');
  expect(response.status).toBe(200);
  expect(response.data).toEqual([{ id: 1 }]);
  expect(response.headers['x-total-count']).toBe('42');
});

test('an object goes as JSON; a FormData as multipart, its upload reporting progress', async () => {
  await sendByXhr(call({ method: 'POST', data: { name: 'Asha', count: 2 } }));
  expect(received[0].headers['content-type']).toBe('application/json');
  expect(JSON.parse(received[0].body.toString())).toEqual({ name: 'Asha', count: 2 });
  const form = new FormData();
  form.append('image', new Blob(['%PDF-1.4 scan'], { type: 'application/pdf' }), 'pan.pdf');
  const progress: { loaded: number; total?: number }[] = [];
  await sendByXhr(call({ method: 'POST', data: form, onUploadProgress: (p) => progress.push(p) }));
  expect(received[1].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  // jsdom reports the upload's progress once, with nothing counted yet; a browser counts the bytes.
  expect(progress.length).toBeGreaterThan(0);
  expect(received[1].body.toString()).toContain('%PDF-1.4 scan');
});

test('a refusal resolves with its status and parsed reason; a non-JSON body is kept as text', async () => {
  const refused = await sendByXhr(call({ url: '/refused', method: 'PUT', data: {} }));
  expect(refused.status).toBe(422);
  expect(refused.data).toEqual({ message: 'PAN is not valid', code: 'validation.pan' });
  const proxy = await sendByXhr(call({ url: '/html' }));
  expect(proxy).toMatchObject({ status: 502, data: '<html>Bad gateway</html>' });
});

test('a file comes as a Blob when asked for one', async () => {
  const { data } = await sendByXhr(call({ url: '/csv', responseType: 'blob' }));
  expect(data).toBeInstanceOf(Blob);
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(data as Blob);
  });
  expect(text).toBe('reference,status\nGIA-1,PENDING\n');
});

test('no answer rejects as Network Error (ERR_NETWORK)', async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  // jsdom reports the refused connection on the console, as a browser does.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const error = await sendByXhr(call({ baseURL: `http://127.0.0.1:${port}` })).catch((e: unknown) => e);
  expect(error).toMatchObject({ isApiError: true, code: 'ERR_NETWORK', message: 'Network Error' });
  expect(consoleError).toHaveBeenCalled();
});
