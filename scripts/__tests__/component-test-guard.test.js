/**
 * The guard every component test runs under (shared-ui/jest.setup.ts with `refuseUnansweredCalls`): a
 * screen's call that no test answered, or a console error nobody expected, fails the test that caused
 * it. Shown by running jest, as `npm test` does, on fixture tests that provoke each.
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const ROOT = path.resolve(__dirname, '../..');
const FIXTURES = '<rootDir>/shared-ui/src/__fixtures__/component-guard';

/** The shared-ui project of the repository's jest config, reading only the fixtures. */
function fixtureConfig() {
  const sharedUi = require('../../jest.config').projects.find((p) => p.displayName === 'shared-ui');
  return { ...sharedUi, roots: [FIXTURES], testMatch: ['**/*.fixture.tsx'] };
}

/** Each fixture test's title and status, with its failure messages, from one jest run. */
function runFixtures() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gia-guard-'));
  const report = path.join(dir, 'report.json');
  try {
    const run = spawnSync(
      process.execPath,
      [
        require.resolve('jest/bin/jest'),
        '--config',
        JSON.stringify(fixtureConfig()),
        '--runInBand',
        '--json',
        '--outputFile',
        report
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: 240_000 }
    );
    const results = JSON.parse(fs.readFileSync(report, 'utf8')).testResults.flatMap((file) => file.assertionResults);
    return {
      status: run.status,
      tests: Object.fromEntries(
        results.map((r) => [r.title, { status: r.status, failure: r.failureMessages.join('\n') }])
      )
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

let run;
beforeAll(() => {
  run = runFixtures();
}, 300_000);

test('the run fails', () => {
  expect(run.status).not.toBe(0);
});

test('a screen whose call nobody answered fails its test, naming the call', () => {
  expect(run.tests['a screen whose call nobody answers']).toEqual({
    status: 'failed',
    failure: expect.stringContaining('a call no test answered: GET /api/v1/admin/data/getVendors')
  });
});

test('the same screen passes once the test answers its call', () => {
  expect(run.tests['the same screen with its call answered']).toEqual({ status: 'passed', failure: '' });
});

test('an unexpected console error fails its test, quoting it', () => {
  expect(run.tests['an error nobody expected']).toEqual({
    status: 'failed',
    failure: expect.stringContaining('an unexpected console.error: Warning: something went wrong in a screen')
  });
});
