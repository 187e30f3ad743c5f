import fs from 'fs';
import path from 'path';
import { en } from '@gia/domain';
import { coreEn } from '../../../domain/src/messages/core.en';

const ROOT = path.join(__dirname, '..', '..', '..');

/**
 * Code that draws before the whole domain loads: the shell's first screens and the shared-ui core. Left
 * out: the sign-in screens (they load the whole domain with the identity texts), and the bell, documents
 * and request library (each imports the whole domain, which adds its texts where it loads).
 */
const FIRST_SCREENS = ['shell/src', 'shared-ui/src'];
const LOAD_WHOLE_DOMAIN = [
  'shell/src/screens/auth',
  'shared-ui/src/requests',
  'shared-ui/src/notifications',
  'shared-ui/src/documents'
];

function sources(dir: string): string[] {
  if (LOAD_WHOLE_DOMAIN.includes(path.relative(ROOT, dir))) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' || e.name === 'test-support' ? [] : sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

test("every text the shell's first screens and the shared-ui core name is in the catalogue / downloads", () => {
  const named = new Set<string>();
  const missing: string[] = [];
  for (const file of FIRST_SCREENS.flatMap((d) => sources(path.join(ROOT, d)))) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/'([a-zA-Z]+\.[\w.]+)'/g)) {
      if (m[1] in en) named.add(m[1]);
      if (m[1] in en && !(m[1] in coreEn)) missing.push(`${path.relative(ROOT, file)}: ${m[1]}`);
    }
  }
  expect([...named]).toEqual(
    expect.arrayContaining(['landing.slogan', 'common.logout', 'notFound.title', 'remote.loading'])
  );
  expect(missing).toEqual([]);
});
