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

/** PostgreSQL's "cached plan must not change result type": a column the statement answers changed its type. */
const RESULT_TYPE_CHANGED = '0A000';

/**
 * A PostgreSQL connection that prepares each distinct query text once, as SQLite's statement cache does
 * (issue 18, submissions per second). Kysely sends every query unnamed, so PostgreSQL parses and plans it
 * on every call; a named statement is parsed once per connection and then only bound and run. The name is
 * the text's hash, so one text always has one name.
 *
 * A migration that changes the type of a column a prepared statement answers (run by another server while
 * this one serves) makes PostgreSQL refuse that statement on every run. Such a text is then sent unnamed on
 * this connection from then on, and the call is asked again unnamed, unless it was inside a transaction,
 * which the refusal has already ended in failure: that one call fails, the next succeeds.
 */
export class PreparingClient extends pg.Client {
  private readonly prepared = new Set<string>();
  private readonly unnamed = new Set<string>();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => Promise<unknown>;
    this.query = ((...args: unknown[]) => {
      const name = this.nameFor(args);
      if (name === null) return query(...args);
      const [text, values] = args as [string, unknown[]];
      return query({ name, text, values }).catch((error: unknown) => {
        if ((error as { code?: unknown }).code !== RESULT_TYPE_CHANGED) throw error;
        this.prepared.delete(name);
        this.unnamed.add(name);
        if (this.getTransactionStatus() !== 'I') throw error;
        return query(text, values);
      });
    }) as typeof this.query;
  }

  /** The statement name of `(text, values)` when the text is one to keep, else null (sent as given). */
  private nameFor(args: unknown[]): string | null {
    const [text, values] = args;
    if (
      args.length !== 2 ||
      typeof text !== 'string' ||
      !Array.isArray(values) ||
      !DATA_STATEMENT.test(text) ||
      ALL_COLUMNS.test(text)
    )
      return null;
    const name = createHash('sha1').update(text).digest('base64url');
    if (this.unnamed.has(name)) return null;
    if (!this.prepared.has(name)) {
      if (this.prepared.size >= MAX_PREPARED) return null;
      this.prepared.add(name);
    }
    return name;
  }
}
