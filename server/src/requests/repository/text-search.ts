import { type Expression, type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The lists' text search `q` over a request's reference and the text of its fields (issue 18), from the
 * database's own full-text index: SQLite's FTS5 trigram table `requests_fts`, PostgreSQL's trigram
 * indexes (migrations 002 and 011). Both find the same thing LIKE '%q%' would, case aside: a trigram
 * phrase matches exactly the texts that contain it. FTS5 needs three characters; shorter text is
 * matched by LIKE over the rows the other filters leave.
 */
export const FTS_MIN_LENGTH = 3;

const WHOLE_REFERENCE = /^gia-\d{4}-\d{6,}$/i;
/** What a piece of a reference (GIA-2026-000042) may hold. */
const REFERENCE_PART = /^[gia0-9-]+$/i;

const escapeLike = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

/** `%text%` for LIKE with `!` as the escape character. */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** An FTS5 phrase: the whole text in double quotes, quotes inside doubled, so no character is an operator. */
export function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The FTS5 phrase that finds `text` (trimmed, any case) in SQLite's text index, or null where the index
 * does not serve: PostgreSQL, text shorter than a trigram, a whole reference (its unique index does), and
 * `perRow` searches, which test each of a few rows (a customer's own) instead: the index would give every
 * request that holds a common word, a million of them, to keep the customer's few.
 */
export function ftsPhraseFor(db: Kysely<Database>, text: string, perRow: boolean): string | null {
  const lower = text.toLowerCase();
  if (perRow || isPostgres(db) || WHOLE_REFERENCE.test(text) || [...lower].length < FTS_MIN_LENGTH) return null;
  return ftsPhrase(lower);
}

/** The requests whose reference or field text contains `text` (already trimmed, any case). */
export function textMatches(db: Kysely<Database>, text: string, perRow = false): Expression<boolean> {
  const phrase = ftsPhraseFor(db, text, perRow);
  if (phrase !== null) {
    return sql<boolean>`${sql.ref('requests.id')} in (select rowid from requests_fts where requests_fts match ${phrase})`;
  }
  return textInRow(text);
}

/** The same test read from the request's own row: its reference, or PostgreSQL's trigram indexes. */
function textInRow(text: string): Expression<boolean> {
  return rowTextMatches(rowTextTest(text));
}

/** How a request's own row is tested for a text (`textInRow`): the test's shape, and the values it binds. */
export interface RowTextTest {
  shape: 'reference' | 'text' | 'text or reference';
  values: string[];
}

export function rowTextTest(text: string): RowTextTest {
  // A whole reference, as people read it aloud: the unique index finds it at once.
  if (WHOLE_REFERENCE.test(text)) return { shape: 'reference', values: [text.toUpperCase()] };
  // References are upper case (GIA-2026-000042) and search_text lower case: each compared as stored, so
  // PostgreSQL's trigram indexes serve both.
  const inText = likePattern(text.toLowerCase());
  // Only text that could be part of a reference is looked for among them: one index fewer to read.
  if (!REFERENCE_PART.test(text)) return { shape: 'text', values: [inText] };
  return { shape: 'text or reference', values: [inText, likePattern(text.toUpperCase())] };
}

/** `rowTextTest`'s test, with the values given: a statement compiled once is given stand-ins for them. */
export function rowTextMatches({ shape, values: [first, second] }: RowTextTest): Expression<boolean> {
  if (shape === 'reference') return sql<boolean>`${sql.ref('requests.reference')} = ${first}`;
  const inText = sql<boolean>`${sql.ref('requests.search_text')} like ${first} escape '!'`;
  if (shape === 'text') return inText;
  return sql<boolean>`(${inText} or ${sql.ref('requests.reference')} like ${second} escape '!')`;
}

/**
 * How accounts are tested for a text (`accountsMatching`): the test's shape, and the one value it binds, so a
 * statement of it can be compiled once and given each call's value.
 */
export interface AccountsTest {
  shape: 'text index' | 'name' | 'name or email';
  value: string;
}

/**
 * The accounts whose name (and, for admins, email) contains `text` (trimmed, any case): SQLite from the
 * FTS5 trigram table `accounts_fts`, PostgreSQL from the trigram indexes on the same lower() expressions
 * (migration 012). Shorter text than a trigram is matched by LIKE over the accounts.
 */
export function accountsTest(db: Kysely<Database>, text: string, withEmail: boolean): AccountsTest {
  const lower = text.toLowerCase();
  if (!isPostgres(db) && [...lower].length >= FTS_MIN_LENGTH) {
    const columns = withEmail ? '{name email}' : 'name';
    return { shape: 'text index', value: `${columns} : ${ftsPhrase(lower)}` };
  }
  return { shape: withEmail ? 'name or email' : 'name', value: likePattern(lower) };
}

/** `accountsTest`'s test, with its value given: a statement compiled once is given a stand-in for it. */
export function accountsMatchingTest({ shape, value }: AccountsTest): Expression<boolean> {
  if (shape === 'text index')
    return sql<boolean>`${sql.ref('accounts.id')} in (select rowid from accounts_fts where accounts_fts match ${value})`;
  const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${value} escape '!'`;
  return shape === 'name or email'
    ? sql<boolean>`(${like('accounts.name')} or ${like('accounts.email_lower')})`
    : like('accounts.name');
}

/** The accounts whose name (and, for admins, email) contains `text`, as `accountsTest` tests them. */
export function accountsMatching(db: Kysely<Database>, text: string, withEmail: boolean): Expression<boolean> {
  return accountsMatchingTest(accountsTest(db, text, withEmail));
}
