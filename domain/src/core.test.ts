import fs from 'node:fs';
import path from 'node:path';
import * as core from './core';
import { ROUTES, SERVICES, serviceText } from './index';

/** The files a module loads at run time (type-only imports are erased), followed from `file`. */
function loadedFrom(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm)) {
    const base = path.resolve(path.dirname(file), m[1]);
    const next = [`${base}.ts`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
    if (!next) throw new Error(`${file} imports ${m[1]}, which is not a file here`);
    loadedFrom(next, seen);
  }
  return seen;
}

test('the core entry loads the routes and the texts, never the field catalogue, validators or workflow', () => {
  const loaded = [...loadedFrom(path.join(__dirname, 'core.ts'))].map((f) => path.relative(__dirname, f));
  expect(loaded).toEqual(expect.arrayContaining(['routes.ts', 'messages/index.ts', 'catalogue/service-routes.ts']));
  for (const heavy of [
    'catalogue/services.ts',
    'catalogue/index.ts',
    'validators.ts',
    'workflow.ts',
    'form-rules.ts',
    'custom-forms.ts'
  ]) {
    expect(loaded).not.toContain(heavy);
  }
});

test('the core entry answers the same routes and tile texts as the whole domain', () => {
  expect(core.ROUTES).toBe(ROUTES);
  expect(core.SERVICE_KEYS).toEqual(SERVICES.map((s) => s.key));
  for (const s of SERVICES) {
    expect(core.SERVICE_ROUTES[s.key]).toEqual(s.routes);
    expect(core.serviceText({ key: s.key }, 'name')).toBe(serviceText(s, 'name'));
    expect(core.serviceKeyOfType(s.serviceType)).toBe(s.key);
  }
  expect(core.serviceKeyOfType('NoSuchKind')).toBeUndefined();
  expect(core.serviceKeyOfType(null)).toBeUndefined();
});

test('the core entry carries the texts of the first screens; the whole domain brings the rest', () => {
  const loaded = [...loadedFrom(path.join(__dirname, 'core.ts'))].map((f) => path.relative(__dirname, f));
  for (const rest of [
    'messages/en.ts',
    'messages/fields.en.ts',
    'messages/forms.en.ts',
    'messages/workspace.en.ts',
    'messages/talk.en.ts'
  ]) {
    expect(loaded).not.toContain(rest);
  }
  // Loaded above (./index): every English text reads right, the landing page's and a field's alike.
  expect(core.translate('en', 'landing.slogan')).toBe('Study Smarter, Dream Bigger, Achieve More!');
  expect(core.translate('en', 'field.pan_no')).toBe('PAN Number');
});
