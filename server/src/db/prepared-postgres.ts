import { createHash } from 'node:crypto';
import pg from 'pg';

/** Enough for every query shape the server builds; a connection's statements past it are parsed each time. */
export const MAX_PREPARED = 300;

/** Only data statements, and only those whose answer names its columns. */
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;
/**
 * `select *` or `returning *`: PostgreSQL refuses to run such a statement, once prepared, after a migration
 * has added a column ("cached plan must not change result type"), so it is sent unnamed as before.
 */
const ALL_COLUMNS = /(^|[\s,.])\*(\s|,|$)/;

/**
 * A PostgreSQL connection that prepares each distinct query text once, as SQLite's statement cache does
 * (issue 18, submissions per second). Kysely sends every query unnamed, so PostgreSQL parses and plans it
 * on every call; a named statement is parsed once per connection and then only bound and run. The name is
 * the text's hash, so one text always has one name.
 */
export class PreparingClient extends pg.Client {
  private readonly prepared = new Set<string>();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => query(...this.named(args))) as typeof this.query;
  }

  /** `(text, values)` as a named statement when the text is one to keep; anything else as given. */
  private named(args: unknown[]): unknown[] {
    const [text, values] = args;
    if (
      args.length !== 2 ||
      typeof text !== 'string' ||
      !Array.isArray(values) ||
      !DATA_STATEMENT.test(text) ||
      ALL_COLUMNS.test(text)
    )
      return args;
    const name = createHash('sha1').update(text).digest('base64url');
    if (!this.prepared.has(name)) {
      if (this.prepared.size >= MAX_PREPARED) return args;
      this.prepared.add(name);
    }
    return [{ name, text, values }];
  }
}
