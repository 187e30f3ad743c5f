'use strict';
/** Shared by the benchmarks: free ports, starting the compiled server, a load generator, tables. */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const net = require('node:net');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const SERVER = path.join(ROOT, 'server', 'dist', 'server.js');

/** `BENCH_PORTS=49000-49099` keeps the servers in a range (a shared machine); otherwise any free port. */
const RANGE = (process.env.BENCH_PORTS || '').match(/^(\d+)-(\d+)$/);
let nextInRange = RANGE ? Number(RANGE[1]) : 0;

function freePort() {
  if (RANGE) return freePortInRange();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, log) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited at start:\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`not up after 60 s:\n${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function freePortInRange() {
  const last = Number(RANGE[2]);
  for (let tries = 0; tries <= last - Number(RANGE[1]); tries++) {
    const port = nextInRange;
    nextInRange = port >= last ? Number(RANGE[1]) : port + 1;
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in BENCH_PORTS ${process.env.BENCH_PORTS}`);
}

/** Runs a Node script as a server on a free port; resolves once `healthPath` answers. */
async function startProcess(script, env, healthPath) {
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  });
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url + healthPath, child, () => out);
  return {
    url,
    pid: child.pid,
    log: () => out,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      })
  };
}

const startServer = (env) => startProcess(SERVER, env, '/api/v1/global/health');

/** JSON over HTTP with an optional bearer token. */
async function call(base, method, url, body, token) {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {})
    },
    body: body ? JSON.stringify(body) : undefined
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Calls given an address of their own so far, in this process (`vary`). */
let addressed = 0;

/**
 * Keeps `connections` requests in flight for `seconds` against one URL over keep-alive sockets and
 * measures every answer: requests per second and latency percentiles (ms). Non-2xx answers count as
 * errors. `body` may be a function of the request number (for unique submissions).
 */
async function load({ url, method = 'GET', headers = {}, body, connections = 32, seconds = 10, vary = false }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  // `vary`: each call's address is its own (`_=n` added, n counted across loads: a list measured in slices asks
  // no address of an earlier slice), so no answer kept from an earlier call serves it.
  const pathOf = () => target.pathname + target.search + (vary ? `${target.search ? '&' : '?'}_=${addressed++}` : '');
  const latencies = [];
  let errors = 0;
  let n = 0;
  const one = () =>
    new Promise((resolve) => {
      const i = n++;
      const payload = typeof body === 'function' ? JSON.stringify(body(i)) : body ? JSON.stringify(body) : null;
      const started = process.hrtime.bigint();
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: pathOf(),
          method,
          headers: {
            // As every browser asks.
            'accept-encoding': 'gzip, deflate, br',
            ...headers,
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {})
          }
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            if (res.statusCode < 200 || res.statusCode >= 300) errors += 1;
            resolve();
          });
        }
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      if (payload) req.write(payload);
      req.end();
    });
  const started = Date.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) await one();
    })
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  return figures(latencies, errors, elapsed);
}

/** One load's figures from its answers' latencies (sorted here) over `seconds` of load. */
function figures(latencies, errors, seconds) {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    latencies,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99)
  };
}

/**
 * Several loads (each `load`'s options) measured in turn, in `rounds` alternated slices of `seconds / rounds`
 * (the order reversed each round), each load's answers pooled: two servers measured one after the other read
 * the machine's drift between them (on these shared machines the same server's throughput moved by a third
 * within minutes), measured in slices side by side they read what each server does. Each load's figures also
 * hold its slices' own (`slices`, in the order of the rounds), for a figure compared round by round.
 */
async function alternated(loads, seconds, rounds) {
  const slices = loads.map(() => []);
  for (let round = 0; round < rounds; round++) {
    const order = loads.map((_, i) => i);
    if (round % 2) order.reverse();
    for (const i of order) slices[i].push(await load({ ...loads[i], seconds: seconds / rounds }));
  }
  return slices.map((measures) => ({ ...pooled(measures), slices: measures }));
}

/** Several loads' answers as one load's figures. */
function pooled(measures) {
  // Concatenated, not spread into push: a load may hold more answers than a call takes arguments.
  const latencies = [].concat(...measures.map((m) => m.latencies));
  const sum = (key) => measures.reduce((total, m) => total + m[key], 0);
  return figures(latencies, sum('errors'), sum('seconds'));
}

/** The middle value of `values` (the mean of the two middle ones when they are even in number). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Sends `perSecond` calls a second to one URL (each body `body(n)`) until `stop()`, as people's submissions
 * arrive beside a load of reads; `stop()` resolves with how many were sent and how many failed.
 */
function paced({ url, method = 'POST', headers = {}, body, perSecond }) {
  let sent = 0;
  let failed = 0;
  const pending = new Set();
  const timer = setInterval(() => {
    const n = sent++;
    const done = fetch(url, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body(n))
    })
      .then((res) => {
        if (!res.ok) failed += 1;
        return res.arrayBuffer();
      })
      .catch(() => {
        failed += 1;
      })
      .finally(() => pending.delete(done));
    pending.add(done);
  }, 1000 / perSecond);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(pending);
      return { sent, failed };
    }
  };
}

/** The machine as a run found it: figures from a loaded shared machine say little on their own. */
function machine() {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  return `${new Date().toISOString()}, Node ${process.version}, ${os.availableParallelism()} cores, load average ${load}`;
}

let reported = false;

/**
 * Also writes the tables, as markdown, to the file `BENCH_REPORT` names (appended, so one file holds a
 * whole `npm run bench`): what docs/performance.md is regenerated from, with when and on what it ran.
 */
function report(text) {
  const file = process.env.BENCH_REPORT;
  if (!file) return;
  if (!reported)
    fs.appendFileSync(file, `\n<!-- ${path.basename(process.argv[1] ?? 'bench')} -->\nRun: ${machine()}\n`);
  reported = true;
  fs.appendFileSync(file, text + '\n');
}

function table(title, rows) {
  const keys = Object.keys(rows[0] ?? {});
  const cells = rows.map((r) => keys.map((k) => (typeof r[k] === 'number' ? fmt(r[k]) : String(r[k]))));
  const widths = keys.map((k, i) => Math.max(k.length, ...cells.map((c) => c[i].length)));
  const line = (vals) => '| ' + vals.map((v, i) => v.padEnd(widths[i])).join(' | ') + ' |';
  const body = `${line(keys)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |\n${cells.map(line).join('\n')}`;
  console.log(`\n${title} (${machine()})\n${body}`);
  report(`\n### ${title}\n${body}`);
}

/** A line printed and reported beside the tables (a growth ratio, a skipped part). */
function note(text) {
  console.log(text);
  report(`\n${text}`);
}

function fmt(n) {
  if (!Number.isFinite(n)) return String(n);
  if (Number.isInteger(n)) return n.toLocaleString('en-US');
  return n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2);
}

module.exports = {
  ROOT,
  freePort,
  startProcess,
  startServer,
  call,
  load,
  alternated,
  median,
  pooled,
  paced,
  percentile,
  table,
  note,
  fmt
};
