import fs from 'fs';
import path from 'path';
import * as subset from '../../../shared-ui/src/router-subset';

const ROOT = path.join(__dirname, '..', '..', '..');
const WEB = ['shell/src', 'shared-ui/src', 'customer-app/src', 'admin-app/src', 'vendor-app/src', 'forms-app/src'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' || e.name === 'test-support' ? [] : sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Every value the apps import from 'react-router-dom' (type-only imports vanish in the build). */
function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of WEB.flatMap((d) => sources(path.join(ROOT, d)))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+'react-router-dom'/g)) {
      if (m[1]) continue;
      const named = /\{([^}]*)\}/.exec(m[2]);
      if (!named) throw new Error(`${file} imports react-router-dom without named imports: ${m[0]}`);
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

it('the shared router subset exports everything the apps import from react-router-dom', () => {
  const names = importedNames();
  expect(names.size).toBeGreaterThan(5);
  const missing = [...names].filter(([name]) => !(name in subset)).map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
});
