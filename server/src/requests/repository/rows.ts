import { TRANSITIONS, type RequestState } from '@gia/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Who is on a request (its customer and vendor) and its reference, for the notices of a new message. */
export async function requestParties(
  db: Kysely<Database>,
  requestId: number
): Promise<{ customer_id: number; vendor_id: number | null; reference: string }> {
  return db
    .selectFrom('requests')
    .select(['customer_id', 'vendor_id', 'reference'])
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
}

/** The request's state now, as the refusal of a moved request says it; none once deleted. */
export async function currentState(db: Kysely<Database>, id: number): Promise<RequestState | null> {
  const row = await db.selectFrom('requests').select(['state', 'deleted_at']).where('id', '=', id).executeTakeFirst();
  return row && !row.deleted_at ? (row.state as RequestState) : null;
}

/** A vendor's live assignments that a suspension gives back (those `release` may move), oldest first. */
export async function openAssignmentsOf(
  db: Kysely<Database>,
  vendorId: number
): Promise<{ id: number; kind: string; state: string }[]> {
  return db
    .selectFrom('requests')
    .select(['id', 'kind', 'state'])
    .where('vendor_id', '=', vendorId)
    .where('deleted_at', 'is', null)
    .where('state', 'in', [...TRANSITIONS.release.from])
    .orderBy('id')
    .execute();
}
