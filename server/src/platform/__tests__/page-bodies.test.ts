import { PageBodies } from '../page-bodies';

const row = (text: string) => Buffer.from(JSON.stringify({ text }));
const parsed = (body: Buffer) => JSON.parse(body.toString()) as unknown;

test("a page made of its rows' texts is their JSON array", () => {
  const bodies = new PageBodies(1_000_000);
  expect(parsed(bodies.arrayOf([row('a'), row('b')]))).toEqual([{ text: 'a' }, { text: 'b' }]);
  expect(parsed(bodies.arrayOf([]))).toEqual([]);
});

test('a page made again of the very same texts is the body made before, not a copy', () => {
  const bodies = new PageBodies(1_000_000);
  const rows = [row('a'), row('b'), row('c')];
  const first = bodies.arrayOf(rows);
  expect(bodies.arrayOf([...rows])).toBe(first);
});

test('a page with a row changed, added or left out is made anew', () => {
  const bodies = new PageBodies(1_000_000);
  const [a, b, c] = [row('a'), row('b'), row('c')];
  const first = bodies.arrayOf([a, b]);
  const changed = bodies.arrayOf([a, row('b, changed')]);
  expect(changed).not.toBe(first);
  expect(parsed(changed)).toEqual([{ text: 'a' }, { text: 'b, changed' }]);
  expect(parsed(bodies.arrayOf([a, b, c]))).toEqual([{ text: 'a' }, { text: 'b' }, { text: 'c' }]);
  expect(parsed(bodies.arrayOf([a]))).toEqual([{ text: 'a' }]);
  // Equal bytes in another buffer are another row text (a row read anew): made anew, and still right.
  expect(parsed(bodies.arrayOf([row('a'), b]))).toEqual([{ text: 'a' }, { text: 'b' }]);
});

test('the pages made longest ago are let go past the bytes allowed', () => {
  const [a, b] = [row('a'), row('b')];
  const bodies = new PageBodies(4 * bodiesSize([a]));
  const kept = bodies.arrayOf([a]);
  expect(bodies.arrayOf([a])).toBe(kept);
  bodies.arrayOf([b]);
  bodies.arrayOf([row('c')]);
  expect(bodies.arrayOf([a])).not.toBe(kept);
});

function bodiesSize(rows: Buffer[]): number {
  return new PageBodies(Infinity).arrayOf(rows).length;
}
