/**
 * `gia/import-boundaries` as `npm run lint` runs it: the repository's own ESLint config, fed files
 * placed where they would live, so the rule sees the workspace each one belongs to.
 */
const path = require('path');
const { ESLint } = require('eslint');

const ROOT = path.resolve(__dirname, '../../..');
// The config is handed over rather than looked up: looking up uses import(), which jest cannot run.
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: require('../../../eslint.config') });

/** The boundary messages ESLint reports for `code` written at `file` (a path from the repository root). */
async function crossings(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'gia/import-boundaries').map((m) => m.message);
}

test('a customer-app file that imports admin-app is refused, and the message says what is allowed', async () => {
  const found = await crossings(
    'customer-app/src/requests/Crossing.tsx',
    "import { VendorApproval } from '../../../admin-app/src/vendors/VendorApproval';\nexport const screen = VendorApproval;\n"
  );
  expect(found).toEqual([
    'gia/import-boundaries: customer-app may import @gia/shared-ui (the core and its build-time libraries such as ' +
      '@gia/shared-ui/requests) and @gia/domain, never another app or the shell; "../../../admin-app/src/vendors/VendorApproval" is admin-app.'
  ]);
});

test('an app may import the core, its build-time libraries, domain and its own modules', async () => {
  const code = [
    "import { Button } from '@gia/shared-ui';",
    "import { RequestList } from '@gia/shared-ui/requests';",
    "import { messages } from '@gia/domain';",
    "import hi from '@gia/domain/hi';",
    "import { readDraft } from './drafts';",
    'export const used = [Button, RequestList, messages, hi, readDraft];',
    ''
  ].join('\n');
  expect(await crossings('customer-app/src/requests/Allowed.tsx', code)).toEqual([]);
});

test('tests are held to the same boundaries, whether they import, mock or require', async () => {
  const code = [
    "jest.mock('@gia/admin-app/src/queue/RequestQueue');",
    "const shell = require('../../../shell/src/App');",
    'export const used = shell;',
    ''
  ].join('\n');
  const found = await crossings('vendor-app/src/__tests__/Crossing.test.tsx', code);
  expect(found).toHaveLength(2);
  expect(found[0]).toContain('is admin-app');
  expect(found[1]).toContain('is shell');
});

test('the server importing shared-ui or React is refused', async () => {
  const code =
    "import { Button } from '@gia/shared-ui';\nimport { useState } from 'react';\nexport const used = [Button, useState];\n";
  const found = await crossings('server/src/requests/Crossing.ts', code);
  expect(found).toHaveLength(2);
  expect(found[0]).toContain(
    'server may import @gia/domain and the scripts, never @gia/shared-ui, React, the shell or an app; "@gia/shared-ui" is shared-ui.'
  );
  expect(found[1]).toContain('"react" is React');
});

test('domain imports nothing of ours, not even by a path that leaves domain/', async () => {
  const code =
    "import { Button } from '../../../shared-ui/src';\nimport root from '../../../package.json';\nexport const used = [Button, root];\n";
  expect(await crossings('domain/src/forms/Crossing.ts', code)).toEqual([
    'gia/import-boundaries: domain may import nothing of ours (no @gia/* package, no path leaving domain/); "../../../shared-ui/src" is shared-ui.',
    expect.stringContaining('"../../../package.json" is the repository root.')
  ]);
});

test('the shell and shared-ui import no app', async () => {
  const shell = await crossings(
    'shell/src/Crossing.tsx',
    "export { default } from '@gia/forms-app/src/FormBuilder';\n"
  );
  const core = await crossings('shared-ui/src/Crossing.tsx', "export * from '../../vendor-app/src/screens';\n");
  expect(shell).toEqual([expect.stringContaining('"@gia/forms-app/src/FormBuilder" is forms-app.')]);
  expect(core).toEqual([expect.stringContaining('"../../vendor-app/src/screens" is vendor-app.')]);
});
