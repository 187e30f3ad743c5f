'use strict';
/** Submissions per second (legal notices, no documents) on SQLite and on PostgreSQL: 32 connections, 10 s. Targets (issue 18): >= 1,500/s on SQLite, >= 1,000/s on PostgreSQL. */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const pg = require('pg');
const { call, load, note, startServer, table } = require('./support');

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARM_UP_SECONDS = 2;
const PG_ADMIN_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function measure(label, env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gia-bench-submit-'));
  const server = await startServer({ DATA_DIR: dataDir, LOGIN_RATE_PER_MINUTE: '1000', ...env });
  try {
    const person = {
      user_name: 'Bench Customer',
      email: `bench.${Date.now()}@example.in`,
      password: 'Bench-pass-2026'
    };
    const { accessToken } = await call(server.url, 'POST', '/api/v1/users/login/signup', person);
    const submitting = {
      url: server.url + '/api/v1/admin/data/insertLegalNotices',
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      body: (n) => ({
        first_person_details: `Asha Verma, notice ${n}`,
        second_person_details: 'Ravi Kumar, Pune',
        consent: true
      })
    };
    // As the lists are (api.js): the server's first seconds are its compiler's and its connections' to the database.
    await load({ ...submitting, seconds: WARM_UP_SECONDS });
    const m = await load({ ...submitting, seconds: SECONDS });
    const target = TARGETS[label];
    return {
      database: label,
      'submissions/s': m.rps,
      target: `>= ${target}: ${m.rps >= target ? 'met' : 'missed'}`,
      'p50 ms': m.p50,
      'p95 ms': m.p95,
      'p99 ms': m.p99,
      errors: m.errors
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const TARGETS = { SQLite: 1500, PostgreSQL: 1000 };

async function withFreshPostgres(work) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `gia_bench_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main() {
  const rows = [await measure('SQLite', { DATABASE_URL: '' })];
  const onPg = await withFreshPostgres((url) => measure('PostgreSQL', { DATABASE_URL: url }));
  if (onPg) rows.push(onPg);
  else note('PostgreSQL not reachable: skipped');
  table(`Submissions (32 connections, ${SECONDS} s)`, rows);
  return rows;
}

module.exports = { main };
if (require.main === module)
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
