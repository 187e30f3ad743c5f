import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Reads a statement's rows at once, or answers undefined when it may not (a transaction is open). */
export type ReadAtOnce = (sql: string, parameters: readonly unknown[]) => unknown[] | undefined;

const readers = new WeakMap<Kysely<Database>, ReadAtOnce>();

/** SQLite's handle gives its reads at once (`openDatabase`); a transaction's handle and PostgreSQL's never do. */
export function giveReadsAtOnce(db: Kysely<Database>, read: ReadAtOnce): void {
  readers.set(db, read);
}

/**
 * The rows of a reading statement, read there and then, or undefined: Kysely's executor is then the way. On
 * SQLite, whose one connection answers synchronously, Kysely took a lock, three turns of the event loop and a
 * query id for each statement: a third of a kept total's read (10.6 µs against 3.5), and a tenth of a list page
 * built anew (issue 18). Without a transaction open, no other call's writes can be seen half made, so a read
 * needs no lock; inside one, the caller waits for it as before.
 */
export function readAtOnce(db: Kysely<Database>, sql: string, parameters: readonly unknown[]): unknown[] | undefined {
  return readers.get(db)?.(sql, parameters);
}
