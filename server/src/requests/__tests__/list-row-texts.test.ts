import { loadConfig } from '../../config';
import type { Caller } from '../../plugins/auth';
import { ListRowTexts } from '../list-row-texts';

const config = loadConfig({ JWT_SECRET: 'list-row-texts-'.padEnd(40, 'x') });
const admin: Caller = { id: 7, role: 'admin', name: 'Asha Admin' };
const customer: Caller = { id: 8, role: 'customer', name: 'Chitra Customer' };

/** A stored request, and its head as a page's statement gives it (`id:version:names' version`). */
interface Stored {
  id: number;
  head: string;
  state: string;
}
const request = (id: number, version = 0, state = 'PENDING'): Stored => ({ id, head: `${id}:${version}:0`, state });
const heads = (rows: Stored[]) => rows.map(({ head }) => head);

/** A table of requests read whole by id, counting the rows read and presented. */
function store(rows: Stored[]) {
  const table = new Map(rows.map((r) => [r.id, r]));
  const read: number[] = [];
  const presented: number[] = [];
  return {
    table,
    read,
    presented,
    rowsOf: async (ids: number[]) => {
      read.push(...ids);
      return ids.flatMap((id) => table.get(id) ?? []);
    },
    present: async (made: Stored[]) => {
      presented.push(...made.map((r) => r.id));
      return made.map((r) => ({ id: r.id, status: r.state }));
    }
  };
}
const serialise = (row: { id: number; status: string }) => JSON.stringify(row);
const texts = (made: Buffer[]) => made.map(String);

test('rows kept within the memory given are given again; past it, each is made anew and still right', async () => {
  for (const [maxBytes, presentedAgain] of [
    [1024 * 1024, []],
    [0, [1, 2, 3]]
  ] as const) {
    const rows = new ListRowTexts(config, { maxBytes });
    const first = store([request(1), request(2), request(3)]);
    const page = heads([...first.table.values()]);
    const made = texts(await rows.textsOf(admin, page, first.rowsOf, () => true, first.present, serialise));
    expect(made).toEqual(['{"id":1,"status":"PENDING"}', '{"id":2,"status":"PENDING"}', '{"id":3,"status":"PENDING"}']);
    const second = store([...first.table.values()]);
    expect(texts(await rows.textsOf(admin, page, second.rowsOf, () => true, second.present, serialise))).toEqual(made);
    expect(second.presented).toEqual(presentedAgain);
  }
});

test('a row not made from its columns alone is made each time; a row with a new head is read and made again', async () => {
  const rows = new ListRowTexts(config);
  const first = store([request(1), request(2), request(3)]);
  await rows.textsOf(
    admin,
    heads([...first.table.values()]),
    first.rowsOf,
    (r) => r.id !== 2,
    first.present,
    serialise
  );
  const again = store([request(1), request(2), request(3, 1, 'REJECTED')]);
  const made = await rows.textsOf(
    admin,
    heads([...again.table.values()]),
    again.rowsOf,
    (r) => r.id !== 2,
    again.present,
    serialise
  );
  expect([again.read, again.presented]).toEqual([
    [2, 3],
    [2, 3]
  ]);
  expect(String(made[2])).toBe('{"id":3,"status":"REJECTED"}');
  // The older text of request 3 is gone: its old head is read whole again.
  const back = store([request(1), request(2), request(3)]);
  await rows.textsOf(admin, heads([...back.table.values()]), back.rowsOf, () => true, back.present, serialise);
  expect(back.read).toEqual([2, 3]);
});

test('a row gone between its head and its reading is left out; one changed meanwhile is given as read', async () => {
  const rows = new ListRowTexts(config);
  const page = heads([request(1), request(2), request(3)]);
  const meanwhile = store([request(1), request(2, 1, 'REJECTED')]);
  const made = await rows.textsOf(admin, page, meanwhile.rowsOf, () => true, meanwhile.present, serialise);
  expect(texts(made)).toEqual(['{"id":1,"status":"PENDING"}', '{"id":2,"status":"REJECTED"}']);
  // Kept under the head it was read with, not the older one the page named.
  const next = store([request(1), request(2, 1, 'REJECTED')]);
  await rows.textsOf(admin, heads([request(1), request(2, 1)]), next.rowsOf, () => true, next.present, serialise);
  expect(next.read).toEqual([]);
});

test("one viewer's kept rows are not another's", async () => {
  const rows = new ListRowTexts(config);
  const first = store([request(1)]);
  await rows.textsOf(admin, heads([request(1)]), first.rowsOf, () => true, first.present, serialise);
  const other = store([request(1)]);
  await rows.textsOf(customer, heads([request(1)]), other.rowsOf, () => true, other.present, serialise);
  expect(other.read).toEqual([1]);
});

/** A page's heads in one text, as its statement gives them (`headsInOneText`: `names|id,…|version,…`). */
const pageText = (rows: Stored[]) => {
  const [ids, versions] = [0, 1].map((part) => heads(rows).map((head) => head.split(':')[part]));
  return `0|${ids.join(',')}|${versions.join(',')}`;
};

/** Asks `memory` for the page of `rows` as `viewer`, from a table of them; gives the texts and the table's counts. */
async function askPage(memory: ListRowTexts, rows: Stored[], viewer = admin, keepable = (_: Stored) => true) {
  const table = store(rows);
  const made = await memory.textsOfPage(viewer, pageText(rows), table.rowsOf, keepable, table.present, serialise);
  return { made, read: table.read, presented: table.presented };
}

test('a page asked again by the same heads is found whole; a changed head reads that row alone', async () => {
  const memory = new ListRowTexts(config);
  const page = [request(1), request(2), request(3)];
  const first = await askPage(memory, page);
  const again = await askPage(memory, page);
  // The very array: PageBodies then gives the body (and its gzip) made for it before.
  expect(again.made).toBe(first.made);
  expect([again.read, again.presented]).toEqual([[], []]);
  const changed = await askPage(memory, [request(1), request(2, 1, 'REJECTED'), request(3)]);
  expect([changed.read, texts(changed.made)]).toEqual([
    [2],
    ['{"id":1,"status":"PENDING"}', '{"id":2,"status":"REJECTED"}', '{"id":3,"status":"PENDING"}']
  ]);
});

test('a page with a row not made from its columns alone is not kept whole; no heads is no row', async () => {
  const memory = new ListRowTexts(config);
  const page = [request(1), request(2)];
  const first = await askPage(memory, page, admin, (r) => r.id !== 2);
  const again = await askPage(memory, page, admin, (r) => r.id !== 2);
  expect([first.presented, again.presented, again.made === first.made]).toEqual([[1, 2], [2], false]);
  const none = store(page);
  expect(await memory.textsOfPage(admin, null, none.rowsOf, () => true, none.present, serialise)).toEqual([]);
  expect(none.read).toEqual([]);
});

test("one viewer's pages are not another's, and none is kept past the memory given", async () => {
  const shared = new ListRowTexts(config);
  await askPage(shared, [request(1)]);
  expect((await askPage(shared, [request(1)], customer)).read).toEqual([1]);
  const none = new ListRowTexts(config, { maxBytes: 0 });
  await askPage(none, [request(1)]);
  expect((await askPage(none, [request(1)])).presented).toEqual([1]);
});

test('a page kept whole is made again once its document addresses would expire sooner', async () => {
  const memory = new ListRowTexts(config);
  const page = [request(1), request(2)];
  await askPage(memory, page);
  const now = Date.now();
  const later = jest.spyOn(Date, 'now').mockReturnValue(now + config.signedUrlTtlSeconds * 1000);
  try {
    expect((await askPage(memory, page)).presented).toEqual([1, 2]);
  } finally {
    later.mockRestore();
  }
});
