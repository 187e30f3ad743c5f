import * as core from '../index';

/* The shared-ui core is one copy at run time (the shell's). A remote built against a core with a name the
 * live shell's copy lacks would get `undefined`; so the version moves with the exported names and a
 * remote requires the version it was built with. `npm run release` bumps it; this test catches a change
 * nobody recorded. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const api = require('../../../scripts/shared-ui-api.js') as {
  coreExportNames(): string[];
  compareNames(before: string[], now: string[]): { added: string[]; removed: string[] };
  nextVersion(version: string, diff: { added: string[]; removed: string[] }): string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const record = require('../../api-release.json') as { version: string; exports: string[] };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pkg = require('../../package.json') as { version: string };

const runtimeNames = Object.keys(core)
  .filter((n) => n !== '__esModule' && n !== 'default')
  .sort();

test("the core exports exactly the names of its last release (shared-ui/api-release.json), at that release's version", () => {
  const { added, removed } = api.compareNames(record.exports, runtimeNames);
  const changed = [
    added.length ? `added ${added.join(', ')}` : '',
    removed.length ? `removed ${removed.join(', ')}` : ''
  ]
    .filter(Boolean)
    .join('; ');
  if (changed) {
    throw new Error(
      `shared-ui's public API changed since ${record.version} (${changed}) but its version did not. ` +
        `Run \`npm run release -- --core\` (it bumps to ${api.nextVersion(record.version, { added, removed })}) and commit the result.`
    );
  }
  expect(pkg.version).toBe(record.version);
});

test('the release script reads the same names a remote gets from the run-time copy', () => {
  expect(api.coreExportNames()).toEqual(runtimeNames);
}, 60_000);

test('the version rule: a removed name breaks (minor below 1.0, else major); an added one is a patch below 1.0, else minor', () => {
  expect(api.nextVersion('0.1.0', { added: ['useThing'], removed: [] })).toBe('0.1.1');
  expect(api.nextVersion('0.1.3', { added: [], removed: ['Tile'] })).toBe('0.2.0');
  expect(api.nextVersion('1.4.2', { added: ['useThing'], removed: [] })).toBe('1.5.0');
  expect(api.nextVersion('1.4.2', { added: ['useThing'], removed: ['Tile'] })).toBe('2.0.0');
  expect(api.nextVersion('1.4.2', { added: [], removed: [] })).toBe('1.4.2');
});
