import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  checkRequestFields,
  dueAt,
  fieldLabel,
  isMessageKey,
  translate,
  type FieldErrors,
  type MessageKey,
  type ServiceKind
} from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../config';
import { now } from '../db';
import { callerOf } from '../plugins/permissions';
import { badRequest, HttpError, type FieldError } from '../plugins/errors';
import { searchText } from './list-query';
import { documentAddress } from './present';
import { insertBody, kindTag, refusals } from './schemas';
import { storeSubmission } from './repository/submissions';

/** The English message of a refused submission: the kind's own rule, else each bad field with its rule. */
export function fieldErrorsMessage(errors: FieldErrors, formError?: MessageKey): string {
  if (formError) return translate('en', formError);
  return Object.entries(errors)
    .map(([name, key]) => {
      const labelKey = fieldLabel(name);
      const label = isMessageKey(labelKey) ? translate('en', labelKey) : name;
      const text = translate('en', key, { label });
      return text.includes(label) ? text : translate('en', 'errors.field.labelled', { label, text });
    })
    .join(' ');
}

/** The domain's field errors as the answer's `errors`: each field with its key. */
export function fieldErrorList(errors: FieldErrors): FieldError[] {
  return Object.entries(errors).map(([field, code]) => ({ field, code }));
}

function isObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/**
 * `POST /api/v1/{insertBase}/data/{insert}`: a customer (or an admin) submits a request of the kind.
 * The request, its first event and its document links are written all or nothing (storeSubmission). It is due the
 * kind's promised working days later (settings: TURNAROUND_DAYS, HOLIDAYS).
 */
export function registerInsert(fastify: FastifyInstance, kind: ServiceKind, config: Config): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    `/api/v1/${kind.endpoints.insertBase}/data/${kind.endpoints.insert}`,
    {
      // The domain check names every bad field in the answer; the schema only documents the body.
      attachValidation: true,
      config: { roles: ['customer', 'admin'] },
      schema: {
        tags: [kindTag(kind)],
        summary: `Submit a ${kindTag(kind)} request`,
        body: insertBody(kind),
        response: {
          200: Type.Partial(Type.Object({ message: Type.String(), id: Type.Integer(), reference: Type.String() })),
          ...refusals
        }
      }
    },
    async (request) => {
      const caller = callerOf(request);
      const body = request.body;
      if (!isObject(body)) throw badRequest('errors.request.notObject');
      const check = checkRequestFields(kind, body);
      if (!check.ok) {
        const [first] = fieldErrorList(check.errors);
        throw new HttpError(
          400,
          check.formError ?? first.code,
          {},
          { errors: fieldErrorList(check.errors) },
          fieldErrorsMessage(check.errors, check.formError)
        );
      }
      const consented = body.consent === true;
      if (caller.role === 'customer' && !consented) {
        throw badRequest('form.consentRequired', {}, { errors: [{ field: 'consent', code: 'form.consentRequired' }] });
      }
      const values = { ...check.values };
      for (const [field, documentId] of Object.entries(check.documents)) values[field] = documentAddress(documentId);

      const at = now();
      const { id, reference } = await storeSubmission(app.db, app.dbKind, {
        caller,
        documents: check.documents,
        request: {
          kind: kind.key,
          customer_id: caller.id,
          state: 'PENDING',
          vendor_id: null,
          fields: JSON.stringify(values),
          consent_at: consented ? at : null,
          due_at: dueAt(at, config.turnaround.days[kind.key], config.turnaround.holidays),
          created_at: at,
          updated_at: at,
          deleted_at: null,
          search_text: searchText(kind, values)
        }
      });
      return { message: translate('en', kind.success), id, reference };
    }
  );
}
