import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { dueAt, translate, type ServiceKind } from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { StringEnum } from '../platform/schema';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { now } from '../db';
import type { Database } from '../db/schema';
import type { Caller } from '../plugins/auth';
import { callerOf } from '../plugins/permissions';
import { destroyRequestDocuments } from '../privacy';
import { VENDOR_REVIEW_FIELDS, VENDOR_STATUSES, vendorsWithStatus } from '../accounts/vendor-approval';
import type { VendorStatus } from '../db/schema';
import { badRequest } from '../plugins/errors';
import { idValue, readDecision, reasonText } from './admin-body';
import { signerFor } from './read-route';
import { readRequest } from './repository/read';
import { renewDueDate } from './repository/writes';
import { actionAnswer, idParams, kindTag, refusals, updateBody } from './schemas';
import { noSuchRequest, takeAction, type ChangeListener } from './repository/transitions';
import {
  assignableVendor,
  assignableVendors,
  businessTypeOrRefuse,
  CATEGORY_SPELLINGS,
  vendorsOfType
} from './repository/vendors';

function isObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/**
 * Assigns a checked vendor to a pending request (assign) or to a rejected one (reopen). A reopened
 * request is promised anew from the day it is reopened, as the rejection had closed it.
 */
export async function assignVendor(
  db: Kysely<Database>,
  config: Config,
  a: { kind: ServiceKind; id: number; action: 'assign' | 'reopen'; admin: Caller; vendorId: number },
  onChange?: ChangeListener
): Promise<void> {
  const vendor = await assignableVendor(db, a.kind, a.vendorId);
  await takeAction(
    db,
    {
      kind: a.kind,
      id: a.id,
      action: a.action,
      actor: a.admin,
      vendorId: vendor.id,
      event: { vendor_id: vendor.id, vendor_name: vendor.name },
      also:
        a.action === 'reopen'
          ? async (trx, requestId) => {
              const due = dueAt(now(), config.turnaround.days[a.kind.key], config.turnaround.holidays);
              await renewDueDate(trx, requestId, due);
            }
          : undefined
    },
    onChange
  );
}

/**
 * `POST /api/v1/admin/data/{update}`: assign a vendor (or reopen a rejected request) or reject with a reason.
 * A reopened request is promised anew from the day it is reopened, as the rejection had closed it.
 */
export function registerUpdate(
  fastify: FastifyInstance,
  kind: ServiceKind,
  config: Config,
  onChange?: ChangeListener
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    `/api/v1/admin/data/${kind.endpoints.update}`,
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [kindTag(kind)],
        summary: `Assign or reject a ${kindTag(kind)} request`,
        body: updateBody,
        response: { 200: actionAnswer(kind), ...refusals }
      }
    },
    async (request) => {
      const admin = callerOf(request);
      if (!isObject(request.body)) throw badRequest('errors.review.notObject');
      const decision = readDecision(kind, request.body);
      if (decision.action !== 'reject') {
        await assignVendor(
          app.db,
          config,
          { kind, id: decision.id, action: decision.action, admin, vendorId: decision.vendorId },
          onChange
        );
      } else {
        await takeAction(
          app.db,
          { kind, id: decision.id, action: 'reject', actor: admin, event: { reason: decision.reason } },
          onChange
        );
      }
      const row = await readRequest(app.db, kind, decision.id, admin, signerFor(config, admin));
      return { message: translate('en', decision.action === 'reject' ? 'list.rejected' : 'list.approved'), ...row };
    }
  );
}

/**
 * `{deleteMethod} /api/v1/admin/data/{delete}/:id`: a pending request of this kind, and only this kind, is
 * deleted. An optional `reason` (JSON body or query) is recorded and told to the customer, who is told either way.
 */
export function registerDelete(
  fastify: FastifyInstance,
  kind: ServiceKind,
  config: Config,
  onChange?: ChangeListener
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.route({
    method: kind.endpoints.deleteMethod,
    url: `/api/v1/admin/data/${kind.endpoints.delete}/:id`,
    config: { roles: ['admin'] },
    schema: {
      tags: [kindTag(kind)],
      summary: `Delete a pending ${kindTag(kind)} request`,
      params: idParams,
      querystring: Type.Object(
        { reason: Type.Optional(Type.String({ description: 'Optional: why, told to the customer' })) },
        { additionalProperties: true }
      ),
      response: { 200: actionAnswer(kind), ...refusals }
    },
    handler: async (request) => {
      const admin = callerOf(request);
      const id = idValue(request.params.id);
      if (id === undefined) throw noSuchRequest(kind, String(request.params.id));
      const body = isObject(request.body) ? request.body : {};
      const raw = body.reason ?? request.query.reason;
      const reason = typeof raw === 'string' && raw.trim() !== '' ? reasonText(raw, 'workspace.reasonRequired') : null;
      await takeAction(app.db, { kind, id, action: 'delete', actor: admin, event: { reason } }, onChange);
      await destroyRequestDocuments(app.db, app.storage, id);
      const row = await readRequest(app.db, kind, id, admin, signerFor(config, admin), true);
      return { message: translate('en', 'list.deleted'), ...row };
    }
  });
}

/** `GET /api/v1/admin/data/getVendors?vendor_bussiness_name=`: the vendors an admin may assign for a category. */
export function registerGetVendors(fastify: FastifyInstance, config?: Config): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v1/admin/data/getVendors',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['Vendors'],
        summary: 'Vendors who may be assigned requests of a category',
        querystring: Type.Object(
          {
            vendor_bussiness_name: Type.Optional(
              Type.String({ description: `One of: ${CATEGORY_SPELLINGS.join(', ')}` })
            ),
            status: Type.Optional(
              StringEnum(VENDOR_STATUSES, {
                description: 'Instead of a category: every vendor of this status, with their documents for review'
              })
            )
          },
          { additionalProperties: true }
        ),
        response: {
          200: Type.Array(
            Type.Partial(
              Type.Object({ vendor_id: Type.Integer(), vendor_name: Type.String(), ...VENDOR_REVIEW_FIELDS })
            )
          ),
          ...refusals
        }
      }
    },
    async (request) => {
      const admin = callerOf(request);
      if (request.query.status && config)
        return vendorsWithStatus(app.db, config, request.query.status as VendorStatus, admin);
      return vendorsOfType(app.db, businessTypeOrRefuse(request.query.vendor_bussiness_name));
    }
  );
}

/**
 * `GET /api/v1/global/vendors`: every vendor an admin may assign, of any business type, by name. The queue's
 * vendor filter asked getVendors once per business type (ten calls) as the page loaded.
 */
export function registerAssignableVendors(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v1/global/vendors',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['Vendors'],
        summary: 'Every vendor who may be assigned requests, with their business type',
        response: {
          200: Type.Array(
            Type.Object({ vendor_id: Type.Integer(), vendor_name: Type.String(), vendor_bussiness_name: Type.String() })
          ),
          ...refusals
        }
      }
    },
    async () => assignableVendors(app.db)
  );
}
