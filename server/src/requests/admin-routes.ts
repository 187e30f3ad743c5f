import { dueAt, translate, type ServiceKind } from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { now } from '../db';
import { requireRole } from '../plugins/auth';
import { badRequest } from '../plugins/errors';
import { idValue, readDecision } from './admin-body';
import { signerFor } from './read-route';
import { readRequest } from './read-store';
import { actionAnswer, idParams, kindTag, refusals, updateBody } from './schemas';
import { noSuchRequest, takeAction, type ChangeListener } from './transitions';
import { assignableVendor, businessTypeOrRefuse, CATEGORY_SPELLINGS, vendorsOfType } from './vendors';

function isObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/**
 * `POST /api/v1/admin/data/{update}`: assign a vendor (or reopen a rejected request) or reject with a reason.
 * A reopened request is promised anew from the day it is reopened, as the rejection had closed it.
 */
export function registerUpdate(app: FastifyInstance, kind: ServiceKind, config: Config, onChange?: ChangeListener): void {
  app.post(`/api/v1/admin/data/${kind.endpoints.update}`, {
    schema: {
      tags: [kindTag(kind)], summary: `Assign or reject a ${kindTag(kind)} request`,
      body: updateBody,
      response: { 200: actionAnswer(kind), ...refusals }
    }
  }, async (request) => {
    const admin = requireRole(request, 'admin');
    if (!isObject(request.body)) throw badRequest('Send a JSON object with the request id and a vendor or a rejection reason.');
    const decision = readDecision(kind, request.body);
    if (decision.action !== 'reject') {
      const vendor = await assignableVendor(app.db, kind, decision.vendorId);
      await takeAction(app.db, {
        kind, id: decision.id, action: decision.action, actor: admin, vendorId: vendor.id,
        event: { vendor_id: vendor.id, vendor_name: vendor.name },
        also: decision.action === 'reopen'
          ? async (trx, requestId) => {
            const due = dueAt(now(), config.turnaround.days[kind.key], config.turnaround.holidays);
            await trx.updateTable('requests').set({ due_at: due, overdue_noticed_at: null }).where('id', '=', requestId).execute();
          }
          : undefined
      }, onChange);
    } else {
      await takeAction(app.db, { kind, id: decision.id, action: 'reject', actor: admin, event: { reason: decision.reason } }, onChange);
    }
    const row = await readRequest(app.db, kind, decision.id, admin, signerFor(config, admin));
    return { message: translate('en', decision.action === 'reject' ? 'list.rejected' : 'list.approved'), ...row };
  });
}

/** `{deleteMethod} /api/v1/admin/data/{delete}/:id`: a pending request of this kind, and only this kind, is deleted. */
export function registerDelete(app: FastifyInstance, kind: ServiceKind, config: Config): void {
  app.route<{ Params: { id: string } }>({
    method: kind.endpoints.deleteMethod,
    url: `/api/v1/admin/data/${kind.endpoints.delete}/:id`,
    schema: {
      tags: [kindTag(kind)], summary: `Delete a pending ${kindTag(kind)} request`,
      params: idParams,
      response: { 200: actionAnswer(kind), ...refusals }
    },
    handler: async (request) => {
      const admin = requireRole(request, 'admin');
      const id = idValue(request.params.id);
      if (id === undefined) throw noSuchRequest(kind, Number(request.params.id));
      await takeAction(app.db, { kind, id, action: 'delete', actor: admin });
      const row = await readRequest(app.db, kind, id, admin, signerFor(config, admin), true);
      return { message: translate('en', 'list.deleted'), ...row };
    }
  });
}

/** `GET /api/v1/admin/data/getVendors?vendor_bussiness_name=`: the vendors an admin may assign for a category. */
export function registerGetVendors(app: FastifyInstance): void {
  app.get<{ Querystring: { vendor_bussiness_name?: string } }>('/api/v1/admin/data/getVendors', {
    schema: {
      tags: ['Vendors'], summary: 'Vendors who may be assigned requests of a category',
      querystring: {
        type: 'object',
        properties: { vendor_bussiness_name: { type: 'string', description: `One of: ${CATEGORY_SPELLINGS.join(', ')}` } },
        additionalProperties: true
      },
      response: {
        200: { type: 'array', items: { type: 'object', properties: { vendor_id: { type: 'integer' }, vendor_name: { type: 'string' } } } },
        ...refusals
      }
    }
  }, async (request) => {
    requireRole(request, 'admin');
    return vendorsOfType(app.db, businessTypeOrRefuse(request.query.vendor_bussiness_name));
  });
}
