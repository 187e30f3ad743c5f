import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Promises a reopened request anew: its new due date, and its overdue notice forgotten. */
export async function renewDueDate(trx: Kysely<Database>, requestId: number, due: string): Promise<void> {
  await trx
    .updateTable('requests')
    .set({ due_at: due, overdue_noticed_at: null })
    .where('id', '=', requestId)
    .execute();
}

/** Files the document a vendor delivered with the request, where the customer and admins read it. */
export async function fileDeliveredDocument(
  trx: Kysely<Database>,
  requestId: number,
  documentId: string
): Promise<void> {
  await trx
    .insertInto('request_documents')
    .values({ request_id: requestId, field: 'delivered_document_url', document_id: documentId })
    .execute();
}
