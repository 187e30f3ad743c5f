import fs from 'fs';
import path from 'path';
import React from 'react';
import ReactDOM from 'react-dom';
import * as reactRouterDom from 'react-router-dom';
import * as sharedUiCore from '@gia/shared-ui';
import { providedShareScope } from '../remotes/provided-shared';

/** What the build shares at run time, as webpack.shared.js lists it (`SINGLETONS`). */
const SINGLETONS = JSON.parse(
  /const SINGLETONS = (\[[^\]]*\]);/
    .exec(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'webpack.shared.js'), 'utf8'))![1]
    .replace(/'/g, '"')
) as string[];

type Entry = { version: string; from: string; loaded: number; get(): Promise<() => unknown> };

afterEach(() => delete (globalThis as { GIA_SHARED?: unknown }).GIA_SHARED);

test("a remote's container is given the shell's own copy of every shared singleton, at the build's version", async () => {
  const versions = Object.fromEntries(SINGLETONS.map((name, i) => [name, `1.${i}.0`]));
  Object.assign(globalThis, { GIA_SHARED: versions });
  const scope = providedShareScope() as Record<string, Record<string, Entry>>;
  expect(Object.keys(scope).sort()).toEqual([...SINGLETONS].sort());
  for (const [name, version] of Object.entries(versions)) {
    expect(Object.keys(scope[name])).toEqual([version]);
    expect(scope[name][version]).toMatchObject({ version, from: 'shell', loaded: 1 });
  }
  const copyOf = async (name: string) => (await scope[name][versions[name]].get())();
  // One React on the page: a remote's hooks run against the shell's React and router.
  expect(await copyOf('react')).toBe(React);
  expect(await copyOf('react-dom')).toBe(ReactDOM);
  expect(await copyOf('react-router-dom')).toBe(reactRouterDom);
  expect(await copyOf('@gia/shared-ui')).toBe(sharedUiCore);
});

test('a singleton the build shares that the shell holds no copy of fails loudly', () => {
  Object.assign(globalThis, { GIA_SHARED: { 'left-pad': '1.3.0' } });
  expect(() => providedShareScope()).toThrow('The shell shares left-pad but has no copy of it in provided-shared.ts');
});
