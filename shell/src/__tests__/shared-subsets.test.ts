import fs from 'fs';
import path from 'path';
import * as querySubset from '../../../shared-ui/src/query-subset';
import * as routerSubset from '../../../shared-ui/src/router-subset';

const ROOT = path.join(__dirname, '..', '..', '..');
const WEB = ['shell/src', 'shared-ui/src', 'customer-app/src', 'admin-app/src', 'vendor-app/src', 'forms-app/src'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' || e.name === 'test-support' ? [] : sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Every value the apps import from `pkg` (type-only imports vanish in the build). */
function importedNames(pkg: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of WEB.flatMap((d) => sources(path.join(ROOT, d)))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(new RegExp(`import\\s+(type\\s+)?([^;]*?)\\s+from\\s+'${pkg}'`, 'g'))) {
      if (m[1]) continue;
      // The shell hands the remotes the subset whole (remotes/provided-shared.ts): no name to miss.
      if (/^\*\s+as\s+\w+$/.test(m[2].trim())) continue;
      const named = /\{([^}]*)\}/.exec(m[2]);
      if (!named) throw new Error(`${file} imports ${pkg} without named imports: ${m[0]}`);
      for (const part of named[1]
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        if (part.startsWith('type ')) continue;
        names.set(part.split(/\s+as\s+/)[0], path.relative(ROOT, file));
      }
    }
  }
  return names;
}

it.each([
  ['react-router-dom', routerSubset],
  ['@tanstack/react-query', querySubset]
] as const)('the shared subset of %s exports everything the apps import from it', (pkg, subset) => {
  const names = importedNames(pkg);
  expect(names.size).toBeGreaterThan(5);
  const missing = [...names].filter(([name]) => !(name in subset)).map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
});
