import {
  checkRequestFields, dueAt, fieldLabel, isMessageKey, translate, type FieldErrors, type ServiceKind
} from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { now } from '../db';
import { claimDocuments } from '../documents';
import { requireRole } from '../plugins/auth';
import { badRequest } from '../plugins/errors';
import { searchText } from './list-query';
import { documentAddress } from './present';
import { insertBody, kindTag, refusals } from './schemas';

/** The English message of a refused submission: each bad field with its rule. */
export function fieldErrorsMessage(errors: FieldErrors): string {
  return Object.entries(errors).map(([name, key]) => {
    const labelKey = fieldLabel(name);
    const label = isMessageKey(labelKey) ? translate('en', labelKey) : name;
    const text = translate('en', key, { label });
    return text.includes(label) ? text : `${label}: ${text}`;
  }).join(' ');
}

function isObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/**
 * `POST /api/v1/{insertBase}/data/{insert}`: a customer (or an admin) submits a request of the kind.
 * The request, its first event and its document links are written in one transaction. It is due the
 * kind's promised working days later (settings: TURNAROUND_DAYS, HOLIDAYS).
 */
export function registerInsert(app: FastifyInstance, kind: ServiceKind, config: Config): void {
  app.post(`/api/v1/${kind.endpoints.insertBase}/data/${kind.endpoints.insert}`, {
    // The domain check names every bad field in the answer; the schema only documents the body.
    attachValidation: true,
    schema: {
      tags: [kindTag(kind)], summary: `Submit a ${kindTag(kind)} request`,
      body: insertBody(kind),
      response: {
        200: { type: 'object', properties: { message: { type: 'string' }, id: { type: 'integer' } } },
        ...refusals
      }
    }
  }, async (request) => {
    const caller = requireRole(request, 'customer', 'admin');
    const body = request.body;
    if (!isObject(body)) throw badRequest('Send the form as a JSON object of its fields.');
    const check = checkRequestFields(kind, body);
    if (!check.ok) throw badRequest(check.formError ?? fieldErrorsMessage(check.errors), { errors: check.errors });
    const consented = body.consent === true;
    if (caller.role === 'customer' && !consented) {
      throw badRequest(translate('en', 'form.consentRequired'), { errors: { consent: 'form.consentRequired' } });
    }
    const values = { ...check.values };
    for (const [field, documentId] of Object.entries(check.documents)) values[field] = documentAddress(documentId);

    const id = await app.db.transaction().execute(async (trx) => {
      const at = now();
      await claimDocuments(trx, caller, Object.values(check.documents));
      const row = await trx.insertInto('requests').values({
        kind: kind.key, customer_id: caller.id, state: 'PENDING', vendor_id: null, fields: JSON.stringify(values),
        consent_at: consented ? at : null, due_at: dueAt(at, config.turnaround.days[kind.key], config.turnaround.holidays), created_at: at, updated_at: at, deleted_at: null,
        search_text: searchText(kind, values)
      }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('request_events').values({
        request_id: row.id, kind: 'submitted', at, actor_id: caller.id, actor_name: caller.name, actor_role: caller.role,
        vendor_id: null, vendor_name: null, reason: null, document_id: null
      }).execute();
      const links = Object.entries(check.documents).map(([field, document_id]) => ({ request_id: row.id, field, document_id }));
      if (links.length) await trx.insertInto('request_documents').values(links).execute();
      return row.id;
    });
    return { message: translate('en', kind.success), id };
  });
}
