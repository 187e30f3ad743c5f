import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { plannedOnce, withStatementCache } from '../statement-cache';

/** The SQLite file as Kysely reads it through the cache: rows as better-sqlite3 gives them, a changed schema seen. */

let file: SQLite.Database;
let db: Kysely<Record<string, Record<string, unknown>>>;
beforeEach(() => {
  file = new SQLite(':memory:');
  db = new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
});
afterEach(async () => {
  await db.destroy();
});

test('rows are the objects better-sqlite3 gives, a name given twice keeping its last column', async () => {
  await sql`create table people (id integer primary key, name text, phone text)`.execute(db);
  await sql`insert into people (name, phone) values ('Asha', '98450'), ('Ravi', null)`.execute(db);
  const query = sql<Record<string, unknown>>`select id, name, phone, name as phone from people order by id`;
  const { rows } = await query.execute(db);
  expect(rows).toEqual(file.prepare('select id, name, phone, name as phone from people order by id').all());
  expect(rows).toEqual([
    { id: 1, name: 'Asha', phone: 'Asha' },
    { id: 2, name: 'Ravi', phone: 'Ravi' }
  ]);
  // The same statement again, from the cache.
  expect((await query.execute(db)).rows).toEqual(rows);
  // One column: objects too.
  expect((await sql`select name from people order by id`.execute(db)).rows).toEqual([
    { name: 'Asha' },
    { name: 'Ravi' }
  ]);
  expect((await sql`select count(*) as n from people where phone is null`.execute(db)).rows).toEqual([{ n: 1 }]);
});

test('any column name is read as better-sqlite3 reads it: a quote, a backslash, a `__proto__` (their prototype)', async () => {
  const text = `select 1 as "say ""hi""", 2 as "a\\b", x'00' as "__proto__"`;
  const [row] = (await sql.raw<Record<string, unknown>>(text).execute(db)).rows;
  const theirs = file.prepare(text).get() as Record<string, unknown>;
  expect(Object.entries(row!)).toEqual([
    ['say "hi"', 1],
    ['a\\b', 2]
  ]);
  expect(Object.entries(row!)).toEqual(Object.entries(theirs));
  expect(Object.getPrototypeOf(row)).toEqual(Object.getPrototypeOf(theirs));
});

test('a statement read again after the schema changed answers its new columns', async () => {
  await sql`create table people (id integer primary key, name text)`.execute(db);
  await sql`insert into people (name) values ('Asha')`.execute(db);
  const everything = sql`select * from people`;
  expect((await everything.execute(db)).rows).toEqual([{ id: 1, name: 'Asha' }]);
  await sql`alter table people add column city text default 'Pune'`.execute(db);
  expect((await everything.execute(db)).rows).toEqual([{ id: 1, name: 'Asha', city: 'Pune' }]);
});

test('writes still answer what they changed', async () => {
  await sql`create table people (id integer primary key, name text)`.execute(db);
  const result = await sql`insert into people (name) values ('Asha')`.execute(db);
  expect(result.numAffectedRows).toBe(1n);
  expect(result.insertId).toBe(1n);
});

test('each parameter is given as an expression SQLite does not read while planning; quoted text and names are kept', () => {
  expect(
    plannedOnce(`select "who?" from people where name like ? escape '!' and city in (?, ?) limit ? offset ?`)
  ).toBe(`select "who?" from people where name like +? escape '!' and city in (+?, +?) limit +? offset +?`);
  expect(plannedOnce(`select 'why?', 'it''s ?', "a ""?"" b" from people where id = ?`)).toBe(
    `select 'why?', 'it''s ?', "a ""?"" b" from people where id = +?`
  );
});

test('a statement planned once answers each run for its own values: a page, a pattern, text with a question mark', async () => {
  await sql`create table people (id integer primary key, name text, city text)`.execute(db);
  await sql`insert into people (name, city) values ('Asha', 'Pune'), ('Ravi', 'Pune'), ('Asif', 'Agra'), ('Amar', 'Pune')`.execute(
    db
  );
  const page = (pattern: string, city: string, limit: number, offset: number) =>
    sql<{ name: string; asked: string }>`select name, 'who?' as asked from people
      where name like ${pattern} and city = ${city} order by id limit ${limit} offset ${offset}`.execute(db);
  expect((await page('A%', 'Pune', 1, 0)).rows).toEqual([{ name: 'Asha', asked: 'who?' }]);
  expect((await page('A%', 'Pune', 5, 1)).rows).toEqual([{ name: 'Amar', asked: 'who?' }]);
  expect((await page('%i%', 'Agra', 5, 0)).rows).toEqual([{ name: 'Asif', asked: 'who?' }]);
  expect((await page('%', 'Pune', 0, 0)).rows).toEqual([]);
  expect((await page('%', 'Pune', -1, 1)).rows.map((r) => r.name)).toEqual(['Ravi', 'Amar']);
  const inserted = await sql`insert into people (name, city) values (${'Zoya?'}, ${'Goa'})`.execute(db);
  expect(inserted.insertId).toBe(5n);
  expect((await sql`select name from people where id = ${5}`.execute(db)).rows).toEqual([{ name: 'Zoya?' }]);
});

test('SQLite is given each statement planned once, however Kysely wrote its parameters', async () => {
  const given: string[] = [];
  const prepare = file.prepare.bind(file);
  file.prepare = ((text: string) => {
    given.push(text);
    return prepare(text);
  }) as typeof file.prepare;
  await sql`create table people (id integer primary key, name text)`.execute(db);
  await db.selectFrom('people').select('id').where('name', 'like', '%a%').limit(2).offset(1).execute();
  expect(given.at(-1)).toBe('select "id" from "people" where "name" like +? limit +? offset +?');
});
