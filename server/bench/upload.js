#!/usr/bin/env node
/**
 * Upload benchmark: starts the compiled server (server/dist; run `npx tsc -b server` first) on
 * 127.0.0.1 with an empty temporary data folder, signs a customer up, then, as that customer,
 *   1. uploads one 10 MiB PDF (BENCH_FILE_MIB to change the size) and reports how much the server's resident memory grew (target <= 16 MiB:
 *      uploads are streamed to disk, never held whole in memory);
 *   2. uploads 20 such files at once and reports the throughput.
 * Exits 1 when an upload fails or the memory target is missed.
 * Run: node server/bench/upload.js
 */
'use strict';

const { spawn, execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const MiB = 1024 * 1024;
/** The size of each uploaded file; BENCH_FILE_MIB changes it to see whether memory follows the file size. */
const FILE_MIB = Number(process.env.BENCH_FILE_MIB || 10);
const FILE_SIZE = FILE_MIB * MiB;
const CONCURRENT = 20;
const RSS_TARGET_MIB = 16;
const SERVER = path.join(__dirname, '..', 'dist', 'server.js');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in bytes: /proc on Linux, ps elsewhere. */
function rssOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)[1]) * 1024;
  } catch {
    return (
      Number(
        execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
          .toString()
          .trim()
      ) * 1024
    );
  }
}

/** The highest resident memory seen while `work` runs, sampled every 10 ms. */
async function peakRssDuring(pid, work) {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, rssOf(pid));
    return { peak, result };
  } finally {
    clearInterval(timer);
  }
}

function request(port, options, body) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, ...options }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    if (body === undefined) req.end();
    else if (typeof body.pipe === 'function') body.pipe(req);
    else req.end(body);
  });
}

/** A signed-in customer's token: scans are uploaded by the customer filling in a form (an upload without one has an hourly quota per address). */
async function customerToken(port) {
  const person = { user_name: 'Bench Customer', email: `bench.${Date.now()}@example.in`, password: 'Bench-pass-2026' };
  const res = await request(
    port,
    { method: 'POST', path: '/api/v1/users/login/signup', headers: { 'content-type': 'application/json' } },
    JSON.stringify(person)
  );
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${res.body}`);
  return JSON.parse(res.body).accessToken;
}

/** Streams the file from disk as a multipart upload in the field "image", as the browser sends it. */
function upload(port, token, file, name, type) {
  const boundary = `----gia-bench-${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = fs.statSync(file).size;
  const body = require('node:stream').Readable.from(
    (async function* parts() {
      yield head;
      for await (const chunk of fs.createReadStream(file, { highWaterMark: 256 * 1024 })) yield chunk;
      yield tail;
    })()
  );
  return request(
    port,
    {
      method: 'POST',
      path: '/api/v1/global/upload/file',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + size + tail.length
      }
    },
    body
  ).then((res) => {
    if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${res.body}`);
    return JSON.parse(res.body).url;
  });
}

async function waitForHealth(port, server) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped with code ${server.exitCode}`);
    try {
      const res = await request(port, { method: 'GET', path: '/api/v1/global/health' });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not answer its health call within 30 s');
}

function writeTestPdf(file, size) {
  const out = fs.openSync(file, 'w');
  const block = crypto.randomBytes(MiB);
  Buffer.from('%PDF-1.7\n').copy(block);
  for (let written = 0; written < size; written += MiB) fs.writeSync(out, block, 0, Math.min(MiB, size - written));
  fs.closeSync(out);
}

const mib = (bytes) => (bytes / MiB).toFixed(1);

function printTable(rows) {
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(rows[0]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows.slice(1)) console.log(line(r));
}

async function main() {
  if (!fs.existsSync(SERVER)) {
    console.error(`No compiled server at ${SERVER}. Build it first: npx tsc -b server`);
    process.exit(2);
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gia-bench-'));
  const port = await freePort();
  const server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: '',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'bench@gia.local',
      ADMIN_PASSWORD: 'bench-password',
      MAX_UPLOAD_MB: String(FILE_MIB),
      UPLOAD_RATE_PER_MINUTE: String(CONCURRENT * 10)
    },
    stdio: ['ignore', 'pipe', 'pipe']
  });
  const log = [];
  server.stdout.on('data', (d) => log.push(d.toString()));
  server.stderr.on('data', (d) => log.push(d.toString()));
  let failed;
  try {
    await waitForHealth(port, server);
    const token = await customerToken(port);
    const file = path.join(work, 'big.pdf');
    writeTestPdf(file, FILE_SIZE);
    const small = path.join(work, 'small.pdf');
    writeTestPdf(small, 64 * 1024);
    // Warm up the code paths once, so the measurement below is the upload, not first-use loading.
    await upload(port, token, small, 'warm-up.pdf', 'application/pdf');
    await new Promise((r) => setTimeout(r, 500));

    const before = rssOf(server.pid);
    const single = await peakRssDuring(server.pid, () => upload(port, token, file, 'big.pdf', 'application/pdf'));
    const growth = single.peak - before;

    const beforeMany = rssOf(server.pid);
    const started = process.hrtime.bigint();
    const many = await peakRssDuring(server.pid, () =>
      Promise.all(
        Array.from({ length: CONCURRENT }, (_, i) => upload(port, token, file, `copy-${i}.pdf`, 'application/pdf'))
      )
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const throughput = (CONCURRENT * FILE_SIZE) / MiB / seconds;
    const stored = fs
      .readdirSync(path.join(work, 'data', 'documents'), { recursive: true })
      .filter((f) => fs.statSync(path.join(work, 'data', 'documents', f)).isFile()).length;

    failed = growth / MiB > RSS_TARGET_MIB || many.result.length !== CONCURRENT || stored !== CONCURRENT + 2;
    printTable([
      ['measure', 'value', 'target'],
      [`server RSS before the ${FILE_MIB} MiB upload`, `${mib(before)} MiB`, ''],
      [
        `RSS growth, one ${FILE_MIB} MiB upload`,
        `${mib(growth)} MiB`,
        `<= ${RSS_TARGET_MIB} MiB ${growth / MiB <= RSS_TARGET_MIB ? 'met' : 'MISSED'}`
      ],
      [`${CONCURRENT} concurrent ${FILE_MIB} MiB uploads`, `${seconds.toFixed(2)} s`, ''],
      ['throughput', `${throughput.toFixed(1)} MiB/s`, ''],
      [`RSS growth during the ${CONCURRENT}`, `${mib(many.peak - beforeMany)} MiB`, ''],
      ['files stored', String(stored), String(CONCURRENT + 2)]
    ]);
  } catch (error) {
    failed = true;
    console.error(`Benchmark failed: ${error.message}`);
    if (log.length) console.error(`Server output:\n${log.join('').slice(-4000)}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    fs.rmSync(work, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main();
