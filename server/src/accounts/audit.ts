import type { Kysely } from 'kysely';
import { now } from '../db';
import type { Database } from '../db/schema';
import type { Caller } from '../plugins/auth';

/** What an admin did to an account; the log's `action`. */
export const AUDIT_ACTIONS = [
  'createAdmin',
  'disable',
  'enable',
  'resetLink',
  'approveVendor',
  'suspendVendor'
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Records an admin's action on an account, with who and when, inside the caller's transaction when given one. */
export async function recordAudit(
  db: Kysely<Database>,
  actor: Caller,
  action: AuditAction,
  target: { id: number; role: string; name: string },
  detail: string | null = null
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: now(),
      actor_id: actor.id,
      actor_name: actor.name,
      action,
      target_id: target.id,
      target_role: target.role,
      target_name: target.name,
      detail
    })
    .execute();
}

/** The log, newest first. */
export async function listAudit(db: Kysely<Database>, limit: number, offset: number) {
  return db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

/** How many entries the log holds, for the page count. */
export async function countAudit(db: Kysely<Database>): Promise<number> {
  const total = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(total.n);
}
