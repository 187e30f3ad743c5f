import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Caller } from '../plugins/auth';
import { badRequest } from '../plugins/errors';
import { claimUnclaimed, findDocuments } from './repository';

/**
 * Makes the documents `newOwnerId`'s for good. Each must be an unclaimed anonymous upload, an unclaimed
 * upload of `uploaderId`, or already the new owner's; otherwise nothing is taken and it is a 400.
 * Run it in the submission's transaction so a refused submission claims nothing.
 */
export async function claimDocumentsFor(
  db: Kysely<Database>,
  documentIds: readonly string[],
  newOwnerId: number,
  uploaderId: number | null
): Promise<void> {
  const ids = [...new Set(documentIds)];
  const rows = await findDocuments(db, ids);
  const free = (owner: number | null) => owner === null || owner === uploaderId;
  const allowed = rows.filter((d) => d.owner_id === newOwnerId || (d.claimed_at === null && free(d.owner_id)));
  if (allowed.length !== ids.length) throw badRequest('errors.document.notYours');
  const toClaim = allowed.filter((d) => d.claimed_at === null).map((d) => d.id);
  const owners = uploaderId === null ? [newOwnerId] : [newOwnerId, uploaderId];
  // Another submission may have claimed one since it was read: then this one must not go through.
  if ((await claimUnclaimed(db, toClaim, newOwnerId, owners)) !== toClaim.length)
    throw badRequest('errors.document.notYours');
}

/**
 * The documents a submission references become the caller's and claimed: each must be the caller's
 * own upload or an unclaimed anonymous one. 400 with a message otherwise.
 */
export async function claimDocuments(db: Kysely<Database>, caller: Caller, documentIds: string[]): Promise<void> {
  await claimDocumentsFor(db, documentIds, caller.id, caller.id);
}
