import { serviceByKey, translate } from '@gia/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Caller } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { openAssignmentsOf } from './repository/rows';
import { takeAction, type ChangeListener } from './repository/transitions';

/**
 * Gives every open assignment of a suspended vendor back to the admins' queue: PENDING again (a request
 * waiting for its customer keeps waiting and comes back PENDING once answered), the history saying why,
 * the customer and the admins told. Clearing the vendor ends their access to the request's documents.
 * Answers how many requests went back.
 */
export async function releaseVendorWork(
  db: Kysely<Database>,
  onChange: ChangeListener,
  vendor: { id: number; name: string },
  admin: Caller
): Promise<number> {
  const open = await openAssignmentsOf(db, vendor.id);
  let released = 0;
  for (const row of open) {
    const kind = serviceByKey(row.kind);
    if (!kind) continue;
    const waiting = row.state === 'WAITING FOR CUSTOMER';
    try {
      await takeAction(
        db,
        {
          kind,
          id: row.id,
          action: 'release',
          actor: admin,
          assignedTo: vendor.id,
          vendorId: null,
          event: {
            vendor_id: vendor.id,
            vendor_name: vendor.name,
            reason: translate('en', 'identity.releasedReason', { vendor: vendor.name })
          },
          set: waiting ? { state: 'WAITING FOR CUSTOMER', waiting_from: 'PENDING' } : undefined
        },
        onChange
      );
      released += 1;
    } catch (error) {
      // The vendor completed it or the customer withdrew it a moment ago: nothing is left to give back.
      if (!(error instanceof HttpError) || ![404, 409].includes(error.statusCode)) throw error;
    }
  }
  return released;
}
