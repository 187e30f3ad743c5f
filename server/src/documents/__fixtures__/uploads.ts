import type { FastifyInstance } from 'fastify';

/** Tiny but real files of each accepted kind, and of kinds that must be refused, for tests. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64'
);
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////' +
    'wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64'
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'
);
export const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62),
  Buffer.from('This program cannot be run in DOS mode.')
]);
export const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');

export interface FilePart {
  field?: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body with the given files, as a browser would send it. */
export function multipartBody(files: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----gia${Date.now().toString(16)}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'image'}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`
      )
    );
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads one file through the API, as the given caller (anonymous without `auth`). */
export function upload(app: FastifyInstance, file: FilePart, auth: Record<string, string> = {}) {
  const { payload, headers } = multipartBody([file]);
  return app.inject({ method: 'POST', url: '/api/v1/global/upload/file', payload, headers: { ...headers, ...auth } });
}

/** Uploads a small PDF and answers its url. */
export async function uploadPdf(app: FastifyInstance, auth: Record<string, string> = {}): Promise<string> {
  const res = await upload(app, { name: 'scan.pdf', type: 'application/pdf', data: PDF }, auth);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().url;
}
