import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every stored row of every table, as text, in one query: what "the stored data is unchanged" is
 * checked against. The tables come from the database's own catalogue, so a table added later is
 * covered without touching this file.
 */
export interface StoredData {
  read(): Promise<string>;
  /**
   * A count of every row any statement wrote, rolled back or not (SQLite's total_changes(); on
   * PostgreSQL a sequence that row triggers added here advance). While it stands still no row can
   * have changed, so the full `read()` is needed only when it moved.
   */
  writes(): Promise<string>;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function storedData(app: FastifyInstance): Promise<StoredData> {
  const db = app.db;
  let query: string;
  let writesQuery = 'select total_changes() as n';
  if (app.dbKind === 'postgres') {
    const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
    const columns = await sql<{
      table: string;
      name: string;
    }>`select table_name as table, column_name as name from information_schema.columns
      where table_schema = current_schema() order by table_name, ordinal_position`.execute(db);
    // Ordered by every column, first to last: the first is the id where there is one, so sorting is cheap.
    const orderOf = (table: string) =>
      columns.rows
        .filter((c) => c.table === table)
        .map((c) => `r.${quote(c.name)}`)
        .join(', ');
    query = `select ${tables.rows
      .map(
        ({ name }) =>
          `(select coalesce(json_agg(r order by ${orderOf(name)})::text, '[]') from ${quote(name)} r) as ${quote(name)}`
      )
      .join(', ')}`;
    await sql.raw(`create sequence evidence_writes`).execute(db);
    await sql
      .raw(
        `create function evidence_count_write() returns trigger language plpgsql as $$ begin perform nextval('evidence_writes'); return null; end $$`
      )
      .execute(db);
    for (const { name } of tables.rows) {
      await sql
        .raw(
          `create trigger evidence_writes after insert or update or delete on ${quote(name)} for each row execute function evidence_count_write()`
        )
        .execute(db);
    }
    writesQuery = `select last_value::text || ':' || is_called::text as n from evidence_writes`;
  } else {
    const tables = await sql<{
      name: string;
      sql: string | null;
    }>`select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
    const parts: string[] = [];
    // A full-text index (a virtual table and its own tables) is derived from the rows it indexes: those are compared.
    const virtual = tables.rows.filter((t) => /^create\s+virtual/i.test(t.sql ?? '')).map((t) => t.name);
    const derived = (name: string) => virtual.some((v) => name === v || name.startsWith(`${v}_`));
    for (const { name } of tables.rows.filter((t) => !derived(t.name))) {
      const columns = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db);
      const row = `json_array(${columns.rows.map((c) => quote(c.name)).join(', ')})`;
      parts.push(
        `(select json_group_array(${row}) from (select * from ${quote(name)} order by rowid)) as ${quote(name)}`
      );
    }
    query = `select ${parts.join(', ')}`;
  }
  if (!query.includes('"requests"')) throw new Error('storedData: the requests table was not found');
  return {
    async read() {
      const { rows } = await sql.raw<Record<string, string>>(query).execute(db);
      return JSON.stringify(rows[0]);
    },
    async writes() {
      const { rows } = await sql.raw<{ n: unknown }>(writesQuery).execute(db);
      return String(rows[0].n);
    }
  };
}

/** Every file under a folder with its size: uploads must leave nothing behind when refused. */
export function filesUnder(folder: string): string {
  const found: string[] = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names.sort()) {
      const full = path.join(dir, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else found.push(`${path.relative(folder, full)} ${stat.size}`);
    }
  };
  walk(folder);
  return found.join('\n');
}
