import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { documentIdFromUrl, SERVICES, translate, type MessageKey, type ServiceKind } from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import type { Config } from '../config';
import { claimDocuments } from '../documents';
import type { Caller } from '../plugins/auth';
import { callerOf } from '../plugins/permissions';
import { badRequest, HttpError } from '../plugins/errors';
import { Nullable } from '../platform/schema';
import { idValue, reasonText } from './admin-body';
import { signerFor } from './read-route';
import { readRequest } from './repository/read';
import { fileDeliveredDocument } from './repository/writes';
import { message, refusals, vendorActionBody } from './schemas';
import { noSuchRequest, takeAction, type ChangeListener, type Transition } from './repository/transitions';

export interface VendorBody {
  service_type?: unknown;
  id?: unknown;
  reason?: unknown;
  delivered_document_url?: unknown;
}

/** The kind a vendor call names, by its service_type or its catalogue key. */
export function kindOfServiceType(value: unknown): ServiceKind {
  const kind = SERVICES.find((s) => s.serviceType === value || s.key === value);
  if (!kind)
    throw badRequest('errors.request.unknownService', {
      value: String(value),
      allowed: SERVICES.map((s) => s.serviceType).join(', ')
    });
  return kind;
}

export type VendorPlan = (
  vendor: Caller,
  body: VendorBody
) => Pick<Transition, 'action' | 'vendorId' | 'event' | 'also'>;

/** The document a vendor delivers, by the address the upload answered; none when not sent. */
function deliveredDocument(raw: unknown): string | null {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
  const documentId = typeof raw === 'string' ? documentIdFromUrl(raw.trim()) : null;
  if (!documentId) {
    const text = translate('en', 'errors.field.labelled', {
      label: translate('en', 'field.delivered_document_url'),
      text: translate('en', 'format.document')
    });
    throw new HttpError(
      400,
      'format.document',
      {},
      { errors: [{ field: 'delivered_document_url', code: 'format.document' }] },
      text
    );
  }
  return documentId;
}

const ACTIONS: { path: string; summary: string; done: MessageKey; extra: Record<string, TSchema>; plan: VendorPlan }[] =
  [
    {
      path: 'acceptAssignment',
      summary: 'Accept an assignment (ASSIGNED TO VENDOR → IN PROGRESS)',
      done: 'vendorWork.accepted',
      extra: {},
      plan: (vendor) => ({ action: 'accept', event: { vendor_id: vendor.id, vendor_name: vendor.name } })
    },
    {
      path: 'declineAssignment',
      summary: 'Decline an assignment with a reason (back to PENDING for the admins)',
      done: 'vendorWork.declined',
      extra: { reason: Type.String({ description: 'Required: why, shown to the admins' }) },
      plan: (vendor, body) => ({
        action: 'decline',
        vendorId: null,
        event: {
          vendor_id: vendor.id,
          vendor_name: vendor.name,
          reason: reasonText(body.reason, 'vendorWork.declineRequired')
        }
      })
    },
    {
      path: 'completeAssignment',
      summary: 'Mark an accepted assignment completed, with an optional delivered document',
      done: 'vendorWork.completed',
      extra: {
        delivered_document_url: Nullable(Type.String(), {
          description: 'A document the vendor uploaded; the customer and admins may then read it'
        })
      },
      plan: (vendor, body) => {
        const documentId = deliveredDocument(body.delivered_document_url);
        return {
          action: 'complete',
          event: { vendor_id: vendor.id, vendor_name: vendor.name, document_id: documentId },
          also: documentId
            ? async (trx, requestId) => {
                await claimDocuments(trx, vendor, [documentId]);
                await fileDeliveredDocument(trx, requestId, documentId);
              }
            : undefined
        };
      }
    }
  ];

/** How a vendor's action changes a request, the same from the spec's calls and the request page. */
export function vendorPlan(action: 'accept' | 'decline' | 'complete'): VendorPlan {
  return ACTIONS.find((a) => a.path === `${action}Assignment`)!.plan;
}

/** `POST /api/v1/vendors/data/{accept,decline,complete}Assignment`: a vendor works on their own assignment. */
export function registerVendorActions(fastify: FastifyInstance, config: Config, onChange?: ChangeListener): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  for (const a of ACTIONS) {
    app.post(
      `/api/v1/vendors/data/${a.path}`,
      {
        config: { roles: ['vendor'] },
        schema: {
          tags: ['Vendor work'],
          summary: a.summary,
          body: vendorActionBody(a.extra),
          response: { 200: { ...message, description: 'The message and the request as it now is' }, ...refusals }
        }
      },
      async (request) => {
        const vendor = callerOf(request);
        const body = request.body;
        const kind = kindOfServiceType(body.service_type);
        const id = idValue(body.id);
        if (id === undefined) throw noSuchRequest(kind, String(body.id), true);
        await takeAction(app.db, { kind, id, actor: vendor, assignedTo: vendor.id, ...a.plan(vendor, body) }, onChange);
        const row = await readRequest(app.db, kind, id, vendor, signerFor(config, vendor));
        return { message: translate('en', a.done), ...row };
      }
    );
  }
}
