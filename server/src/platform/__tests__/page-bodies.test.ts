import { gunzipSync } from 'node:zlib';
import { gzippedOnce, PageBodies } from '../page-bodies';

const row = (text: string) => Buffer.from(JSON.stringify({ text }));
const parsed = (body: Buffer) => JSON.parse(body.toString()) as unknown;
const pause = () => new Promise((resolve) => setTimeout(resolve, 10));

test("a page made of its rows' texts is their JSON array", () => {
  const bodies = new PageBodies(1_000_000);
  expect(parsed(bodies.arrayOf([row('a'), row('b')]).body)).toEqual([{ text: 'a' }, { text: 'b' }]);
  expect(parsed(bodies.arrayOf([]).body)).toEqual([]);
});

test('a page made again of the very same texts is the body made before, not a copy', () => {
  const bodies = new PageBodies(1_000_000);
  const rows = [row('a'), row('b'), row('c')];
  const first = bodies.arrayOf(rows).body;
  expect(bodies.arrayOf([...rows]).body).toBe(first);
});

test('a page made again is gzipped once, for the calls after', async () => {
  const bodies = new PageBodies(1_000_000);
  const rows = [row('a'), row('b')];
  expect(bodies.arrayOf(rows).gzipped).toBeUndefined();
  let made = bodies.arrayOf(rows);
  for (let tries = 0; !made.gzipped && tries < 100; tries++) {
    await pause();
    made = bodies.arrayOf(rows);
  }
  expect(gunzipSync(made.gzipped!).equals(made.body)).toBe(true);
  // Another page's rows are not given that page's bytes.
  expect(bodies.arrayOf([rows[0]!, row('b, changed')]).gzipped).toBeUndefined();
});

test('a page with a row changed, added or left out is made anew', () => {
  const bodies = new PageBodies(1_000_000);
  const [a, b, c] = [row('a'), row('b'), row('c')];
  const first = bodies.arrayOf([a, b]).body;
  const changed = bodies.arrayOf([a, row('b, changed')]).body;
  expect(changed).not.toBe(first);
  expect(parsed(changed)).toEqual([{ text: 'a' }, { text: 'b, changed' }]);
  expect(parsed(bodies.arrayOf([a, b, c]).body)).toEqual([{ text: 'a' }, { text: 'b' }, { text: 'c' }]);
  expect(parsed(bodies.arrayOf([a]).body)).toEqual([{ text: 'a' }]);
  // Equal bytes in another buffer are another row text (a row read anew): made anew, and still right.
  expect(parsed(bodies.arrayOf([row('a'), b]).body)).toEqual([{ text: 'a' }, { text: 'b' }]);
});

test('the pages made longest ago are let go past the bytes allowed', () => {
  const [a, b] = [row('a'), row('b')];
  const bodies = new PageBodies(5 * new PageBodies(Infinity).arrayOf([a]).body.length);
  const kept = bodies.arrayOf([a]).body;
  expect(bodies.arrayOf([a]).body).toBe(kept);
  bodies.arrayOf([b]);
  bodies.arrayOf([row('c')]);
  expect(bodies.arrayOf([a]).body).not.toBe(kept);
});

test('a body is gzipped once, whoever asks for it: a page kept in memory and its body made again share it', async () => {
  const bodies = new PageBodies(1_000_000);
  const rows = [row('a'), row('b')];
  const { body } = bodies.arrayOf(rows);
  let zipped = gzippedOnce(body);
  for (let tries = 0; !zipped && tries < 100; tries++) {
    await pause();
    zipped = gzippedOnce(body);
  }
  expect(bodies.arrayOf(rows).gzipped).toBe(zipped);
  // Equal bytes in another buffer are another body.
  expect(gzippedOnce(Buffer.from(body))).toBeUndefined();
});
