import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A PostgreSQL database of its own for one test, made on the server DATABASE_URL names, and dropped after. */
export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Null when DATABASE_URL is not set (the servers then use SQLite). A database per portal matters: the
 * first admin is made only while no admin exists, so portals sharing one database would lose theirs.
 */
export async function freshDatabase(): Promise<FreshDatabase | null> {
  const base = process.env.DATABASE_URL;
  if (!base) return null;
  const name = `gia_e2e_${randomBytes(5).toString('hex')}`;
  await adminQuery(base, `CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  };
}
