import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from './portal';

/** What an outside static host sent, file by file, for a journey to check. */
export interface Served {
  path: string;
  status: number;
  headers: Record<string, string>;
}

export interface StaticHost {
  url: string;
  served: Served[];
  stop(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8'
};
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-manifest-stats.json', 'index.html']);

/**
 * A plain static host on another origin, sending the headers README "Releasing one module" asks of one:
 * `Access-Control-Allow-Origin`, `Cache-Control: no-cache` + `ETag` on remoteEntry.js and the manifest,
 * `public, max-age=31536000, immutable` on content-hashed files. `folders` maps a URL prefix to a build.
 */
export async function startStaticHost(folders: Record<string, string>): Promise<StaticHost> {
  const served: Served[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    const [, prefix, ...rest] = url.pathname.split('/');
    const root = folders[prefix ?? ''];
    const file = root ? path.join(root, ...rest) : '';
    const headers: Record<string, string> = { 'Access-Control-Allow-Origin': '*' };
    let status = 404;
    let body: Buffer | string = 'not found';
    if (root && file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile()) {
      body = readFileSync(file);
      const name = path.basename(file);
      const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`;
      headers['Content-Type'] = TYPES[path.extname(name)] ?? 'application/octet-stream';
      headers['Cache-Control'] = ENTRY_FILES.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable';
      headers.ETag = etag;
      status = req.headers['if-none-match'] === etag ? 304 : 200;
      if (status === 304) body = '';
    }
    served.push({ path: url.pathname, status, headers });
    res.writeHead(status, headers);
    res.end(body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve()))
  };
}
