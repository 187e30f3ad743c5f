import { loadConfig } from '../../config';
import type { Caller } from '../../plugins/auth';
import { ListRowTexts } from '../list-row-texts';

const config = loadConfig({ JWT_SECRET: 'list-row-texts-'.padEnd(40, 'x') });
const admin: Caller = { id: 7, role: 'admin', name: 'Asha Admin' };
const stored = [1, 2, 3].map((id) => ({ id, state: 'PENDING', fields: `{"name":"Applicant ${id}"}` }));

/** Presents rows as their ids and states, counting the rows presented. */
function presenter() {
  const presented: number[] = [];
  return {
    presented,
    present: async (rows: typeof stored) => {
      presented.push(...rows.map((r) => r.id));
      return rows.map((r) => ({ id: r.id, status: r.state }));
    }
  };
}
const serialise = (row: { id: number; status: string }) => JSON.stringify(row);
const whole = async (rows: typeof stored) => rows;

test('rows kept within the memory given are given again; past it, each is made anew and still right', async () => {
  for (const [maxBytes, presentedAgain] of [
    [1024 * 1024, []],
    [0, [1, 2, 3]]
  ] as const) {
    const texts = new ListRowTexts(config, { maxBytes });
    const first = presenter();
    const made = (await texts.textsOf(admin, stored, whole, () => true, first.present, serialise)).map(String);
    expect(made).toEqual(['{"id":1,"status":"PENDING"}', '{"id":2,"status":"PENDING"}', '{"id":3,"status":"PENDING"}']);
    const second = presenter();
    expect((await texts.textsOf(admin, stored, whole, () => true, second.present, serialise)).map(String)).toEqual(
      made
    );
    expect(second.presented).toEqual(presentedAgain);
  }
});

test('a row not made from its columns alone is made each time; a row with a changed column is made again', async () => {
  const texts = new ListRowTexts(config);
  await texts.textsOf(admin, stored, whole, (r) => r.id !== 2, presenter().present, serialise);
  const again = presenter();
  const changed = stored.map((r) => (r.id === 3 ? { ...r, state: 'REJECTED' } : r));
  const made = await texts.textsOf(admin, changed, whole, (r) => r.id !== 2, again.present, serialise);
  expect(again.presented).toEqual([2, 3]);
  expect(String(made[2])).toBe('{"id":3,"status":"REJECTED"}');
});

test('rows told by their heads are read whole only when not kept for that head, and a row gone is left out', async () => {
  const table = new Map(stored.map((r) => [r.id, { ...r, row_version: 0 }]));
  const read: number[] = [];
  const rowsOf = async (heads: { id: number }[]) => {
    read.push(...heads.map((h) => h.id));
    return heads.flatMap((h) => table.get(h.id) ?? []);
  };
  const heads = () => [...table.values()].map(({ id, row_version }) => ({ id, row_version }));
  const texts = new ListRowTexts(config);
  await texts.textsOf(admin, heads(), rowsOf, () => true, presenter().present, serialise);
  expect(read).toEqual([1, 2, 3]);

  table.set(2, { ...table.get(2)!, state: 'REJECTED', row_version: 1 });
  table.delete(3);
  const again = presenter();
  read.length = 0;
  const made = await texts.textsOf(
    admin,
    [...heads(), { id: 3, row_version: 1 }],
    rowsOf,
    () => true,
    again.present,
    serialise
  );
  expect(read).toEqual([2, 3]);
  expect(again.presented).toEqual([2]);
  expect(made.map(String)).toEqual(['{"id":1,"status":"PENDING"}', '{"id":2,"status":"REJECTED"}']);
});
