import { gunzipSync } from 'node:zlib';
import { PageMemory, type Page } from '../page-memory';

/** The memory's rules, against a version and a clock the test moves. */

function setup(options: { maxAgeMs?: number; maxBytes?: number } = {}) {
  const state = { version: 'v1', now: 0, builds: 0 };
  const memory = new PageMemory({
    dataVersion: async () => state.version,
    maxAgeMs: options.maxAgeMs ?? 30_000,
    maxBytes: options.maxBytes ?? 1_000_000,
    clock: () => state.now
  });
  const build = (body: string) => async (): Promise<Page> => {
    state.builds += 1;
    return { body: Buffer.from(`${body} #${state.builds}`), total: state.builds };
  };
  return { state, memory, build };
}

test('a page asked again while the data has not changed is given from memory', async () => {
  const { state, memory, build } = setup();
  expect(await memory.page('admin:1 /list', build('page'))).toEqual({
    body: Buffer.from('page #1'),
    total: 1,
    fromMemory: false
  });
  state.now = 29_000;
  expect(await memory.page('admin:1 /list', build('page'))).toMatchObject({
    body: Buffer.from('page #1'),
    fromMemory: true
  });
  expect(state.builds).toBe(1);
});

test('a page given again is gzipped once, for the calls after', async () => {
  const { memory, build } = setup();
  await memory.page('admin:1 /list', build('page'));
  expect((await memory.page('admin:1 /list', build('page'))).gzipped).toBeUndefined();
  let given = await memory.page('admin:1 /list', build('page'));
  for (let tries = 0; !given.gzipped && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    given = await memory.page('admin:1 /list', build('page'));
  }
  expect(gunzipSync(given.gzipped!).toString()).toBe('page #1');
});

test('a change to the data is seen at the next call', async () => {
  const { state, memory, build } = setup();
  await memory.page('admin:1 /list', build('page'));
  state.version = 'v2';
  expect((await memory.page('admin:1 /list', build('page'))).body.toString()).toBe('page #2');
  expect((await memory.page('admin:1 /list', build('page'))).body.toString()).toBe('page #2');
});

test('a kept page is built anew once it is as old as the memory allows, changed or not', async () => {
  const { state, memory, build } = setup({ maxAgeMs: 30_000 });
  await memory.page('admin:1 /list', build('page'));
  state.now = 30_000;
  expect((await memory.page('admin:1 /list', build('page'))).body.toString()).toBe('page #2');
});

test('each caller and address has its own page', async () => {
  const { memory, build } = setup();
  await memory.page('admin:1 /list', build('one'));
  expect((await memory.page('admin:2 /list', build('two'))).body.toString()).toBe('two #2');
  expect((await memory.page('admin:1 /list?page=2', build('three'))).body.toString()).toBe('three #3');
  expect((await memory.page('admin:1 /list', build('again'))).body.toString()).toBe('one #1');
});

test('callers asking for a page being built share the one build', async () => {
  const { state, memory } = setup();
  let finish!: (page: Page) => void;
  const slow = () => {
    state.builds += 1;
    return new Promise<Page>((resolve) => {
      finish = resolve;
    });
  };
  const asked = [memory.page('admin:1 /list', slow), memory.page('admin:1 /list', slow)];
  await new Promise((resolve) => setImmediate(resolve));
  finish({ body: Buffer.from('shared'), total: 3 });
  expect((await Promise.all(asked)).map((p) => p.body.toString())).toEqual(['shared', 'shared']);
  expect(state.builds).toBe(1);
});

test('a build that fails is not kept: the next call builds again', async () => {
  const { memory, build } = setup();
  await expect(
    memory.page('admin:1 /list', async () => {
      throw new Error('database gone');
    })
  ).rejects.toThrow('database gone');
  expect((await memory.page('admin:1 /list', build('page'))).body.toString()).toBe('page #1');
});

test('past its bound the memory lets go of the least recently asked page', async () => {
  // Each page here takes 1.1 x body 6 (and its gzip) + 2 x (key 12 + version 2) = 34.6 bytes.
  const { memory, build } = setup({ maxBytes: 100 });
  await memory.page('admin:1 /one', build('one'));
  await memory.page('admin:1 /two', build('two'));
  await memory.page('admin:1 /one', build('one'));
  await memory.page('admin:1 /thr', build('thr'));
  expect((await memory.page('admin:1 /one', build('one'))).body.toString()).toBe('one #1');
  expect((await memory.page('admin:1 /two', build('two'))).body.toString()).toBe('two #4');
});

test('a slow build begun before a change does not replace the page built after it', async () => {
  const { state, memory, build } = setup();
  let finishOld!: (page: Page) => void;
  const old = memory.page('admin:1 /list', () => new Promise<Page>((resolve) => (finishOld = resolve)));
  await new Promise((resolve) => setImmediate(resolve));
  state.version = 'v2';
  state.now = 10;
  expect((await memory.page('admin:1 /list', build('new'))).body.toString()).toBe('new #1');
  finishOld({ body: Buffer.from('old'), total: 0 });
  await old;
  expect((await memory.page('admin:1 /list', build('again'))).body.toString()).toBe('new #1');
});
