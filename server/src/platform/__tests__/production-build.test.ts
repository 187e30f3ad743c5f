/**
 * `server/dist` is what production runs: the build compiles the server and nothing a test uses
 * (app builders, seeded accounts, fixtures, evidence helpers), so none of it can be started or reached there.
 */
import path from 'path';
import ts from 'typescript';

const serverDir = path.join(__dirname, '..', '..', '..');
const TEST_CODE = /(^|\/)(__tests__|__fixtures__|test-support|evidence)(\/|\.ts$)|\.test\.ts$|(^|\/)test-fixtures\.ts$/;

/** What the build compiles: the files tsconfig.json includes and every file of ours they import. */
function builtSources(): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(serverDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      }
    }
  );
  if (!parsed) throw new Error('server/tsconfig.json could not be read');
  const seen = new Set<string>();
  const queue = parsed.fileNames.map((f) => path.normalize(f));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { fileName } of ts.preProcessFile(ts.sys.readFile(file) ?? '').importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, parsed.options, ts.sys).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport) queue.push(path.normalize(resolved.resolvedFileName));
    }
  }
  const src = path.join(serverDir, 'src') + path.sep;
  return [...seen].filter((f) => f.startsWith(src)).map((f) => f.slice(src.length).split(path.sep).join('/'));
}

test('the server build compiles the server and no test code', () => {
  const sources = builtSources();
  expect(sources).toContain('server.ts');
  expect(sources).toContain('app.ts');
  expect(sources.filter((f) => TEST_CODE.test(f))).toEqual([]);
});

test('the rule recognises every kind of test helper the server keeps', () => {
  const helpers = [
    'test-support/app.ts',
    'notifications/test-support.ts',
    'requests/test-fixtures.ts',
    'documents/__fixtures__/uploads.ts',
    'evidence/support/world.ts',
    'accounts/__tests__/login.test.ts',
    'app.test.ts'
  ];
  expect(helpers.filter((f) => !TEST_CODE.test(f))).toEqual([]);
  expect(TEST_CODE.test('requests/index.ts')).toBe(false);
});
