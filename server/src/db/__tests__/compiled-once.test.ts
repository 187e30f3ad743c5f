import { PostgresAdapter, sql } from 'kysely';
import { compiledOnce, compiledOnceFor, queryShape, runCompiledOnce } from '../compiled-once';
import { migratedDatabaseForFile } from '../../test-support/migrating';

/** A query built once runs with each call's values, on SQLite and PostgreSQL. */

const file = migratedDatabaseForFile('gia-compiled-once-');

beforeAll(async () => {
  await file.test.database.db
    .insertInto('request_totals')
    .values([
      { kind: 'pan', live: 3 },
      { kind: 'tan', live: 5 },
      { kind: 'gstCompany', live: 8 }
    ])
    .execute();
});

test("each call answers for its own values, the query's fixed values kept", async () => {
  const db = file.test.database.db;
  const liveOf = compiledOnce(
    db,
    (kind: string, atLeast: number) =>
      db
        .selectFrom('request_totals')
        .select(['kind', 'live'])
        .where('kind', 'in', [kind, 'gstCompany'])
        .where('live', '>=', atLeast)
        .orderBy('kind'),
    ['stand-in kind', -1]
  );
  expect(await liveOf('pan', 0)).toEqual([
    { kind: 'gstCompany', live: 8 },
    { kind: 'pan', live: 3 }
  ]);
  expect(await liveOf('tan', 6)).toEqual([{ kind: 'gstCompany', live: 8 }]);
  expect(await liveOf('tan', 5)).toEqual([
    { kind: 'gstCompany', live: 8 },
    { kind: 'tan', live: 5 }
  ]);
});

test("a stand-in equal to one of the query's fixed values is refused as the query is built", () => {
  const db = file.test.database.db;
  expect(() =>
    compiledOnce(db, (kind: string) => db.selectFrom('request_totals').selectAll().where('kind', 'in', [kind, 'pan']), [
      'pan'
    ])
  ).toThrow('a fixed value of the query equals a stand-in');
});

test('a stand-in the query does not use, or one given twice, is refused as the query is built', () => {
  const db = file.test.database.db;
  expect(() =>
    compiledOnce(
      db,
      (kind: string, _unused: number) => db.selectFrom('request_totals').selectAll().where('kind', '=', kind),
      ['k', -1]
    )
  ).toThrow('stand-in -1 is not among');
  expect(() =>
    compiledOnce(
      db,
      (a: string, b: string) => db.selectFrom('request_totals').selectAll().where('kind', '=', a).where('kind', '=', b),
      ['k', 'k']
    )
  ).toThrow('given twice');
});

test('a list of numbers is a value too: a JSON array for SQLite, an array for PostgreSQL', async () => {
  const db = file.test.database.db;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const valueOf = (numbers: number[]) => (postgres ? numbers : JSON.stringify(numbers));
  const kindsOf = compiledOnce(
    db,
    (live: string | readonly number[]) =>
      db
        .selectFrom('request_totals')
        .select('kind')
        .where(
          postgres
            ? sql<boolean>`live = any(${live}::integer[])`
            : sql<boolean>`live in (select value from json_each(${live}))`
        )
        .orderBy('kind'),
    [valueOf([-7, -9])]
  );
  expect(await kindsOf(valueOf([3, 8]))).toEqual([{ kind: 'gstCompany' }, { kind: 'pan' }]);
  expect(await kindsOf(valueOf([5]))).toEqual([{ kind: 'tan' }]);
  expect(await kindsOf(valueOf([]))).toEqual([]);
});

const LIVE_OF_KIND = queryShape('test: live of a kind');
const EVERY_LIVE = queryShape('test: every live');

test("a shape is built once on a database, then run with each call's values", async () => {
  const db = file.test.database.db;
  let builds = 0;
  const liveOf = (kind: string) =>
    compiledOnceFor(
      db,
      LIVE_OF_KIND,
      (k: string) => {
        builds += 1;
        return db.selectFrom('request_totals').select('live').where('kind', '=', k);
      },
      ['stand-in kind']
    )(kind);
  expect(await liveOf('pan')).toEqual([{ live: 3 }]);
  const built = builds;
  expect(await liveOf('tan')).toEqual([{ live: 5 }]);
  expect(builds).toBe(built);
  // Another shape is built apart.
  const all = await compiledOnceFor(db, EVERY_LIVE, () => db.selectFrom('request_totals').select('live'), [])();
  expect(all).toHaveLength(3);
});

test('two shapes of one name are two queries: a shape is its own key, not its name', async () => {
  const db = file.test.database.db;
  const mine = queryShape('live of a kind');
  const theirs = queryShape('live of a kind');
  const live = (kind: string) =>
    compiledOnceFor(db, mine, (k: string) => db.selectFrom('request_totals').select('live').where('kind', '=', k), [
      'stand-in kind'
    ])(kind);
  const kinds = (atLeast: number) =>
    compiledOnceFor(
      db,
      theirs,
      (n: number) => db.selectFrom('request_totals').select('kind').where('live', '>=', n).orderBy('kind'),
      [-1]
    )(atLeast);
  expect(await live('tan')).toEqual([{ live: 5 }]);
  expect(await kinds(5)).toEqual([{ kind: 'gstCompany' }, { kind: 'tan' }]);
  expect(await live('pan')).toEqual([{ live: 3 }]);
});

test("a shape's variants are compiled apart: the SQL text of each differs", async () => {
  const db = file.test.database.db;
  const ofKinds = queryShape('live of kinds');
  const liveOf = (...kinds: string[]) =>
    compiledOnceFor(
      db,
      ofKinds,
      (...ks: string[]) => db.selectFrom('request_totals').select('live').where('kind', 'in', ks).orderBy('live'),
      kinds.map((_, i) => `stand-in ${i}`),
      kinds.length
    )(...kinds);
  expect(await liveOf('pan')).toEqual([{ live: 3 }]);
  expect(await liveOf('pan', 'tan')).toEqual([{ live: 3 }, { live: 5 }]);
  expect(await liveOf('gstCompany')).toEqual([{ live: 8 }]);
});

test('values by name: a variant whose SQL holds a value and one whose SQL does not are two queries', async () => {
  const db = file.test.database.db;
  const shape = queryShape('live, at least');
  let builds = 0;
  const live = (atLeast?: number) =>
    runCompiledOnce(
      db,
      shape,
      'by kind',
      (v: { limit: number; atLeast?: number }) => {
        builds += 1;
        const q = db.selectFrom('request_totals').select('kind').orderBy('kind').limit(v.limit);
        return v.atLeast === undefined ? q : q.where('live', '>=', v.atLeast);
      },
      { limit: 2, ...(atLeast === undefined ? {} : { atLeast }) }
    );
  expect(await live()).toEqual([{ kind: 'gstCompany' }, { kind: 'pan' }]);
  expect(await live(4)).toEqual([{ kind: 'gstCompany' }, { kind: 'tan' }]);
  expect(await live(8)).toEqual([{ kind: 'gstCompany' }]);
  expect(await live()).toEqual([{ kind: 'gstCompany' }, { kind: 'pan' }]);
  // Each variant is built twice the first time (compiledOnce checks its stand-ins), never again.
  expect(builds).toBe(4);
});

test("a read while another call's transaction is open never sees its writes half made: SQLite's waits for it", async () => {
  const db = file.test.database.db;
  const onPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const liveOf = compiledOnce(
    db,
    (kind: string) => db.selectFrom('request_totals').select('live').where('kind', '=', kind),
    ['stand-in kind']
  );
  let wrote!: () => void;
  const written = new Promise<void>((resolve) => (wrote = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const writing = db.transaction().execute(async (trx) => {
    await trx.updateTable('request_totals').set({ live: 30 }).where('kind', '=', 'pan').execute();
    wrote();
    await held;
  });
  try {
    await written;
    const reading = liveOf('pan');
    let answered = false;
    void reading.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // PostgreSQL reads on another connection, as the database stood before the transaction; SQLite's one waits.
    expect(answered).toBe(onPostgres);
    release();
    await writing;
    expect(await reading).toEqual([{ live: onPostgres ? 3 : 30 }]);
  } finally {
    release();
    await writing;
  }
  expect(await liveOf('pan')).toEqual([{ live: 30 }]);
  await db.updateTable('request_totals').set({ live: 3 }).where('kind', '=', 'pan').execute();
  expect(await liveOf('pan')).toEqual([{ live: 3 }]);
});
