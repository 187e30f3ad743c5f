import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildTestApp, type TestApp } from '../../test-support/app';

/** The OpenAPI description is generated from the routes' schemas: an external linter passes it, and it names every API route. */

interface Document {
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
}

let t: TestApp;
let doc: Document;
let folder: string;

beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  folder = mkdtempSync(path.join(os.tmpdir(), 'gia-openapi-'));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await t.close();
});

test('the served description passes @redocly/cli lint with the rules in server/redocly.yaml', async () => {
  const file = path.join(folder, 'openapi.json');
  writeFileSync(file, JSON.stringify(doc));
  const cli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
  const config = path.join(__dirname, '..', '..', '..', 'redocly.yaml');
  const run = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--config', config, '--format=json'], {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    maxBuffer: 16 * 1024 * 1024
  }).catch((failed: { stdout: string }) => failed);
  const report = JSON.parse(run.stdout) as {
    totals: { errors: number; warnings: number };
    problems: { ruleId: string; message: string }[];
  };
  expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
}, 120_000);

test('every registered API route is in the description, and the description has no other', () => {
  const registered = t.app.routePermissions
    .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
    .map((r) => `${r.method.toLowerCase()} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
  const documented = Object.entries(doc.paths).flatMap(([url, operations]) =>
    Object.keys(operations).map((method) => `${method} ${url}`)
  );
  expect(registered.length).toBeGreaterThan(90);
  expect([...new Set(registered)].sort()).toEqual(documented.sort());
});

test('every documented call has its own operationId and its answers', () => {
  const operations = Object.values(doc.paths).flatMap((operations) => Object.values(operations));
  const ids = operations.map((o) => o.operationId);
  expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
  expect(operations.filter((o) => !o.responses || Object.keys(o.responses).length === 0)).toEqual([]);
});
