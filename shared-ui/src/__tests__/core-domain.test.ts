/**
 * The shell provides the run-time core, so whatever the core loads (its lazy parts too, the bell among
 * them) is downloaded by the shell beside the remote's own copy of the domain. The core therefore takes
 * only `@gia/domain/core` (routes, kinds' names, texts), never the whole catalogue (issue 18: 11 KB gzip on
 * every role screen when the bell took it).
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.join(__dirname, '..');

/** Every file the core runs, followed through static and dynamic imports, with the packages each names. */
function coreImports(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm),
    ...text.matchAll(/\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'/g)
  ].map((m) => m[1]);
  seen.set(
    file,
    specifiers.filter((s) => !s.startsWith('.'))
  );
  for (const s of specifiers.filter((s) => s.startsWith('.'))) {
    const base = path.resolve(path.dirname(file), s);
    const next = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) =>
      fs.existsSync(f)
    );
    if (!next) throw new Error(`${file} imports ${s}, which is not a file here`);
    coreImports(next, seen);
  }
  return seen;
}

test('the run-time core, the bell included, loads only the core entry of the domain', () => {
  const imports = coreImports(path.join(SRC, 'index.ts'));
  const files = [...imports.keys()].map((f) => path.relative(SRC, f));
  expect(files).toEqual(expect.arrayContaining(['notifications/NotificationBell.tsx', 'notifications/notice-text.ts']));
  const whole = [...imports]
    .filter(([, packages]) => packages.includes('@gia/domain'))
    .map(([f]) => path.relative(SRC, f));
  expect(whole).toEqual([]);
});
