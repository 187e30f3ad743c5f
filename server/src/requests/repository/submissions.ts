import { formatReference } from '@gia/domain';
import type { Insertable, Kysely } from 'kysely';
import type { DatabaseKind } from '../../db';
import type { Database, RequestsTable } from '../../db/schema';
import { compiledOnceFor, queryShape } from '../../db/compiled-once';
import { inWriteBatch } from '../../db/write-batches';
import { claimDocuments } from '../../documents';
import type { Caller } from '../../plugins/auth';
import { milestonesColumn } from './milestones';

export interface Submission {
  caller: Caller;
  /** The new request's row; its reference comes from the database (migration 006). */
  request: Insertable<RequestsTable> & { created_at: string };
  /** Field name to uploaded document id: claimed for the caller and linked to the request. */
  documents: Record<string, string>;
}

export interface Stored {
  id: number;
  reference: string;
}

/**
 * Writes a submitted request, its first event and its document links, all or nothing, in as few
 * round trips and commits as each database needs (issue 18: submissions per second).
 * - PostgreSQL: the request and its event are one statement (data-modifying WITH), which commits by
 *   itself; the reference comes back from the insert (a BEFORE trigger sets it). A transaction only
 *   when documents must be claimed too.
 * - SQLite: statements cost little, commits much: submissions share a commit (inWriteBatch). The
 *   reference trigger runs after the insert, so the answer's reference is written the same way here.
 */
export function storeSubmission(db: Kysely<Database>, kind: DatabaseKind, submission: Submission): Promise<Stored> {
  if (kind === 'postgres') {
    if (Object.keys(submission.documents).length === 0) return insertWithEvent(db, submission);
    return db.transaction().execute(async (trx) => {
      await claimDocuments(trx, submission.caller, Object.values(submission.documents));
      const stored = await insertWithEvent(trx, submission);
      await linkDocuments(trx, stored.id, submission.documents);
      return stored;
    });
  }
  return inWriteBatch(db, async (trx) => {
    await claimDocuments(trx, submission.caller, Object.values(submission.documents));
    const { id } = await trx
      .insertInto('requests')
      .values(withMilestones(submission))
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('request_events')
      .values({ request_id: id, ...submittedEvent(submission.caller, submission.request.created_at) })
      .execute();
    await linkDocuments(trx, id, submission.documents);
    return { id, reference: formatReference(id, submission.request.created_at) };
  });
}

/** A new request's milestones: its submission. */
function withMilestones({ caller, request }: Pick<Submission, 'caller' | 'request'>): Insertable<RequestsTable> {
  return { ...request, milestones: milestonesColumn([submittedEvent(caller, request.created_at)]) };
}

function submittedEvent(caller: Pick<Caller, 'id' | 'name' | 'role'>, at: string) {
  return {
    kind: 'submitted',
    at,
    actor_id: caller.id,
    actor_name: caller.name,
    actor_role: caller.role,
    vendor_id: null,
    vendor_name: null,
    reason: null,
    document_id: null
  } as const;
}

const SUBMITTED = queryShape('a submitted request and its first event');

/** Stand-ins for a submission's numbers while its statement is compiled once: far from any id. */
const NUMBER_STAND_IN = 987_654_101;

/**
 * The request and its first event as one statement (PostgreSQL), compiled once per shape of the row (which of
 * its values are null): built and compiled on each call, Kysely took a ninth of the server's time per
 * submission (issue 18: submissions per second). Its values are the row's and the caller's. In a transaction
 * (a submission with documents) it is built as it is: a transaction is a database of its own to compiledOnceFor,
 * which would build it twice to compile it once.
 */
async function insertWithEvent(db: Kysely<Database>, { caller, request }: Submission): Promise<Stored> {
  const row = { ...withMilestones({ caller, request }), created_at: request.created_at };
  if (db.isTransaction) return submittedStatement(db, row, caller).executeTakeFirstOrThrow();
  // Each value of the row that is not null, then the caller's, is given to the statement on each call.
  const columns = row as Record<string, string | number | null | undefined>;
  const given = Object.keys(columns).filter((column) => columns[column] != null);
  const values = [...given.map((column) => columns[column]!), caller.id, caller.name, caller.role];
  const standIns = values.map((v, i) => (typeof v === 'number' ? NUMBER_STAND_IN + i * 1_009 : `stand-in ${i}`));
  const run = compiledOnceFor(
    db,
    SUBMITTED,
    (...args: (string | number)[]) => {
      const [id, name, role] = args.slice(given.length) as [number, string, Caller['role']];
      const withArgs = { ...row, ...Object.fromEntries(given.map((column, i) => [column, args[i]])) };
      return submittedStatement(db, withArgs, { id, name, role });
    },
    standIns,
    Object.keys(columns)
      .map((column) => (columns[column] == null ? `${column}:null` : column))
      .join(',')
  );
  const [stored] = await run(...values);
  return stored!;
}

/** The statement that writes a request's row and its first event, submitted by `caller`, and answers its id and reference. */
function submittedStatement(
  db: Kysely<Database>,
  row: Insertable<RequestsTable> & { created_at: string },
  caller: Pick<Caller, 'id' | 'name' | 'role'>
) {
  return db
    .with('submitted', (q) => q.insertInto('requests').values(row).returning(['id', 'reference']))
    .with('event', (q) =>
      q.insertInto('request_events').values((eb) => ({
        request_id: eb.selectFrom('submitted').select('id'),
        ...submittedEvent(caller, row.created_at)
      }))
    )
    .selectFrom('submitted')
    .select(['id', 'reference']);
}

async function linkDocuments(
  db: Kysely<Database>,
  requestId: number,
  documents: Record<string, string>
): Promise<void> {
  const links = Object.entries(documents).map(([field, document_id]) => ({
    request_id: requestId,
    field,
    document_id
  }));
  if (links.length > 0) await db.insertInto('request_documents').values(links).execute();
}
