'use strict';
/**
 * API speed at 10 000, 100 000 and 1 000 000 stored requests (SQLite): the admin's list (a page of
 * 50 PAN requests) and the customer's own list, 32 connections for 10 s each, against an empty
 * Fastify route measured in the same run. Targets: ratio >= 0.35, p95 <= 20 ms, p95 at 1 M <= 1.5 x at 10 k.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { call, load, startProcess, startServer, table } = require('./support');
const { seed } = require('./seed');

const SIZES = (process.env.BENCH_SIZES || '10000,100000,1000000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const LIST = '/api/v1/admin/data/getPanRegistrations?page=1&limit=50';

async function measureSize(total) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gia-bench-api-'));
  try {
    const started = Date.now();
    const people = await seed({ databaseUrl: null, dataDir, total });
    const seeded = (Date.now() - started) / 1000;
    const server = await startServer({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-'.padEnd(40, 'x'), LOGIN_RATE_PER_MINUTE: '1000', DATABASE_URL: '' });
    try {
      const admin = await call(server.url, 'POST', '/api/v1/admin/login/request', people.admin);
      const customer = await call(server.url, 'POST', '/api/v1/users/login/request', people.customer);
      const run = (token) => load({ url: server.url + LIST, headers: { authorization: `Bearer ${token}` }, seconds: SECONDS });
      await load({ url: server.url + LIST, headers: { authorization: `Bearer ${admin.accessToken}` }, seconds: 2 });
      return { seeded, admin: await run(admin.accessToken), customer: await run(customer.accessToken) };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const empty = await startProcess(path.join(__dirname, 'empty-server.js'), {}, '/empty');
  let baseline;
  try {
    await load({ url: empty.url + '/empty', seconds: 2 });
    baseline = await load({ url: empty.url + '/empty', seconds: SECONDS });
  } finally {
    await empty.stop();
  }
  const rows = [{ call: 'empty Fastify route', rows: '-', 'req/s': baseline.rps, 'p50 ms': baseline.p50, 'p95 ms': baseline.p95, 'p99 ms': baseline.p99, ratio: 1, errors: baseline.errors }];
  const p95 = {};
  for (const total of SIZES) {
    const r = await measureSize(total);
    console.log(`seeded ${total.toLocaleString('en-US')} requests in ${r.seeded.toFixed(1)} s`);
    for (const [who, m] of [['admin list, page of 50', r.admin], ['customer own list', r.customer]]) {
      rows.push({ call: who, rows: total, 'req/s': m.rps, 'p50 ms': m.p50, 'p95 ms': m.p95, 'p99 ms': m.p99, ratio: m.rps / baseline.rps, errors: m.errors });
    }
    p95[total] = r.admin.p95;
  }
  table('API lists (SQLite, 32 connections, ' + SECONDS + ' s each)', rows);
  const small = Math.min(...SIZES);
  const large = Math.max(...SIZES);
  if (small !== large) console.log(`p95 growth of the admin list: ${(p95[large] / p95[small]).toFixed(2)} x from ${small.toLocaleString('en-US')} to ${large.toLocaleString('en-US')} rows (target <= 1.5 x)`);
  return rows;
}

module.exports = { main };
if (require.main === module) main().catch((e) => { console.error(e); process.exit(1); });
