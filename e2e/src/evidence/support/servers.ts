import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../support/portal';
export { freshDatabase, type FreshDatabase } from '../../support/database';

const ROOT = path.join(__dirname, '..', '..', '..', '..');

/** One running `node server/dist/server.js`, as `npm start` runs it. */
export interface ServerProcess {
  url: string;
  /** The process id of the server (with WORKERS=n, of the first process, whose children are the workers). */
  pid: number;
  output(): string;
  /** Sends the signal and waits until the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Sends the signal at once, from inside a callback; `stop` then waits for the exit. */
  signal(signal: NodeJS.Signals): void;
}

/**
 * Starts the compiled server on a free port with the given data folder and settings, and waits until it
 * answers its health call. DATABASE_URL is the caller's to give: without it the server uses SQLite in
 * `dataDir`, whatever this process's environment says.
 */
export async function startServer(dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env
    },
    stdio: ['ignore', 'pipe', 'pipe']
  });
  child.stdout?.on('data', (d) => {
    log += String(d);
  });
  child.stderr?.on('data', (d) => {
    log += String(d);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited at start:\n${log}`);
    try {
      if ((await fetch(`${url}/api/v1/global/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start in 30 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid!,
    output: () => log,
    signal: (signal) => {
      child.kill(signal);
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    }
  };
}

/** A JSON call as a browser makes it; answers the status and the parsed body (null when none). */
export async function call(
  baseUrl: string,
  method: string,
  apiPath: string,
  body?: unknown,
  token?: string
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${baseUrl}/api/v1${apiPath}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {})
    },
    body: body === undefined ? undefined : JSON.stringify(body)
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Uploads a file as the browser's file input does; answers the document's url. */
export async function uploadFile(
  baseUrl: string,
  file: { name: string; type: string; data: Buffer },
  token?: string
): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const res = await fetch(`${baseUrl}/api/v1/global/upload/file`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {}
  });
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return (await res.json()).url;
}

/** Tiny real files of two accepted types: a 1×1 PNG and a PDF without pages. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64'
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'
);
