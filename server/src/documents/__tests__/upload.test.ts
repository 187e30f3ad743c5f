import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { seedAccount } from '../../test-support/accounts';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { EXE, HTML, JPEG, PDF, PNG, multipartBody, upload } from '../__fixtures__/uploads';

const ONLY_TYPES = 'Only JPG, PNG, and PDF files are allowed.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ MAX_UPLOAD_MB: '1' });
});
afterAll(async () => {
  await t.close();
});

const idOf = (url: string) => url.split('/').pop()!;
const row = (id: string) => t.app.db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const leftovers = () => {
  const folder = path.join(t.config.dataDir, 'uploading');
  return existsSync(folder) ? readdirSync(folder) : [];
};

test.each([
  ['a JPEG', 'photo.jpg', 'image/jpeg', JPEG],
  ['a PNG', 'scan.png', 'image/png', PNG],
  ['a PDF', 'deed.pdf', 'application/pdf', PDF]
])('%s is stored under a random address with its true type, size and SHA-256', async (_kind, name, type, data) => {
  const res = await upload(t.app, { name, type, data });
  expect(res.statusCode).toBe(200);
  const { url } = res.json();
  expect(url).toMatch(/^\/api\/v1\/global\/documents\/[A-Za-z0-9_-]{24,}$/);
  const stored = await row(idOf(url));
  expect(stored).toMatchObject({
    owner_id: null,
    claimed_at: null,
    original_name: name,
    content_type: type,
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex')
  });
  expect(readFileSync(path.join(t.config.dataDir, 'documents', stored.storage_key))).toEqual(data);
});

test('an upload with a token belongs to the caller', async () => {
  const customer = await seedAccount(t.app, 'customer');
  const res = await upload(t.app, { name: 'pan.png', type: 'image/png', data: PNG }, customer.auth);
  expect((await row(idOf(res.json().url))).owner_id).toBe(customer.id);
});

test('a declared type browsers use for JPEG (image/jpg) and an undeclared type are accepted when the bytes agree', async () => {
  expect((await upload(t.app, { name: 'a.jpg', type: 'image/jpg', data: JPEG })).statusCode).toBe(200);
  expect((await upload(t.app, { name: 'a', type: 'application/octet-stream', data: PDF })).statusCode).toBe(200);
});

test.each([
  ['a Windows executable', 'setup.exe', 'application/x-msdownload', EXE],
  ['a Windows executable renamed .pdf', 'invoice.pdf', 'application/pdf', EXE],
  ['an HTML file', 'page.html', 'text/html', HTML],
  ['an HTML file declared as PNG', 'page.png', 'image/png', HTML],
  ['a PNG renamed .pdf and declared as a PDF', 'scan.pdf', 'application/pdf', PNG],
  ['a PNG named .pdf without a declared type', 'scan.pdf', 'application/octet-stream', PNG],
  ['a PDF declared as a JPEG', 'deed.jpg', 'image/jpeg', PDF]
])('%s is refused with 415 and the message', async (_kind, name, type, data) => {
  const res = await upload(t.app, { name, type, data });
  expect(res.statusCode).toBe(415);
  expect(res.json()).toEqual({ message: ONLY_TYPES, code: 'errors.upload.onlyTypes' });
  expect(leftovers()).toEqual([]);
});

test('a file over the limit is refused with 413 saying the limit, and nothing is kept', async () => {
  const before = await t.app.db.selectFrom('documents').select('id').execute();
  const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
  const res = await upload(t.app, { name: 'big.pdf', type: 'application/pdf', data: big });
  expect(res.statusCode).toBe(413);
  expect(res.json().message).toBe('The file is larger than 1 MB. Please choose a smaller file.');
  expect(await t.app.db.selectFrom('documents').select('id').execute()).toHaveLength(before.length);
  expect(leftovers()).toEqual([]);
});

test('a file just under the limit is accepted', async () => {
  const data = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 - PDF.length - 1, 0x20)]);
  const res = await upload(t.app, { name: 'just.pdf', type: 'application/pdf', data });
  expect(res.statusCode).toBe(200);
  expect((await row(idOf(res.json().url))).size).toBe(data.length);
});

test('an empty file is a 400', async () => {
  const res = await upload(t.app, { name: 'empty.pdf', type: 'application/pdf', data: Buffer.alloc(0) });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('The file is empty. Please choose another file.');
});

test('a file in another field than "image" is a 400 naming the field', async () => {
  const res = await upload(t.app, { field: 'file', name: 'deed.pdf', type: 'application/pdf', data: PDF });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toContain('"image"');
});

test('a multipart body without any file, and a JSON body, are 400s', async () => {
  const { headers } = multipartBody([]);
  const empty = await t.app.inject({
    method: 'POST',
    url: '/api/v1/global/upload/file',
    headers,
    payload: Buffer.from(`--${headers['content-type'].split('=')[1]}--\r\n`)
  });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().message).toContain('No file was sent');
  const json = await t.app.inject({ method: 'POST', url: '/api/v1/global/upload/file', payload: { image: 'x' } });
  expect(json.statusCode).toBe(400);
  expect(json.json().message).toContain('No file was sent');
});

test('the upload call is in the API description', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  expect(doc.paths['/api/v1/global/upload/file'].post).toBeDefined();
  expect(doc.paths['/api/v1/global/documents/{id}'].get).toBeDefined();
  expect(doc.paths['/api/v1/admin/data/getDocumentViews'].get).toBeDefined();
});
