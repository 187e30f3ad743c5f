import { checkFormDefinition, checkFormResponse, type CustomFormField } from '@gia/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { requireRole } from '../plugins/auth';
import { badRequest, conflict, HttpError, notFound } from '../plugins/errors';
import { responsesCsv } from './csv';
import { perMinuteLimiter } from './rate-limit';
import { addVersion, createForm, deleteForm, findForm, insertResponse, listForms, listResponses, versionsOf, type FormRecord } from './repository';
import {
  deleteFormsSchema, getFormsResponsesSchema, getFormsSchema, insertFormsResponsesSchema, insertFormsSchema, updateFormsSchema
} from './schemas';

const BASE = '/api/v1/admin/data';
const DEFAULT_PAGE_SIZE = 20;

const NO_FORM = 'This form does not exist or has been deleted.';
const EDITED_MEANWHILE = 'Someone else saved this form just now. Reload it to see their changes, then save yours again.';
const TOO_MANY = 'Too many form submissions from your address. Please wait a minute and try again.';
const CSV_NEEDS_FORM = 'Choose a form: form_id is required for a CSV export.';

interface DefinitionBody {
  formName?: string;
  name?: string;
  fields?: unknown;
}

/** A definition the domain accepts, tidied; otherwise 400 with every problem in words. */
function soundDefinition(name: unknown, fields: unknown): { name: string; fields: CustomFormField[] } {
  const checked = checkFormDefinition(name, fields);
  if (checked.problems.length) throw badRequest(checked.problems.join(' '), { problems: checked.problems });
  return { name: String(name).trim(), fields: checked.fields };
}

/** Answers keeping only the non-blank ones, trimmed, for labels the checked form has. */
function tidyAnswers(fields: readonly CustomFormField[], responses: Record<string, unknown>): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const f of fields) {
    const value = responses[f.label];
    if (typeof value === 'string' && value.trim() !== '') answers[f.label] = value.trim();
  }
  return answers;
}

/** Admin-built forms: definitions (admins change them, anyone reads them) and their responses. */
export async function formsRoutes(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  const limiter = perMinuteLimiter(opts.config.rateLimit.responsesPerMinute);

  async function liveForm(id: number): Promise<FormRecord> {
    const form = await findForm(app.db, id);
    if (!form) throw notFound(NO_FORM);
    return form;
  }

  app.post<{ Body: DefinitionBody }>(`${BASE}/insertForms`, { schema: insertFormsSchema }, async (request) => {
    const caller = requireRole(request, 'admin');
    const { name, fields } = soundDefinition(request.body.formName ?? request.body.name, request.body.fields);
    const id = await createForm(app.db, name, fields, caller.id);
    return { message: 'Form saved successfully!', id, version: 1 };
  });

  app.post<{ Body: DefinitionBody & { id: number } }>(`${BASE}/updateForms`, { schema: updateFormsSchema }, async (request) => {
    requireRole(request, 'admin');
    const current = await liveForm(request.body.id);
    const { name, fields } = soundDefinition(request.body.name ?? request.body.formName ?? current.name, request.body.fields);
    if (!(await addVersion(app.db, current.id, current.version, name, fields))) throw conflict(EDITED_MEANWHILE);
    return { message: 'Form updated successfully!', id: current.id, version: current.version + 1 };
  });

  app.post<{ Body: { id: number } }>(`${BASE}/deleteForms`, { schema: deleteFormsSchema }, async (request) => {
    requireRole(request, 'admin');
    if (!(await deleteForm(app.db, request.body.id))) throw notFound(NO_FORM);
    return { message: 'Form deleted successfully!', id: request.body.id };
  });

  app.get<{ Querystring: { id?: number } }>(`${BASE}/getForms`, { schema: getFormsSchema }, async (request) => {
    const forms = await listForms(app.db, request.query.id);
    if (request.query.id !== undefined && forms.length === 0) throw notFound(NO_FORM);
    return forms;
  });

  app.post<{ Body: { form_id: number; responses: Record<string, unknown> } }>(
    `${BASE}/insertFormsResponses`,
    { schema: insertFormsResponsesSchema },
    async (request, reply) => {
      const wait = limiter.hit(request.ip);
      if (wait > 0) {
        reply.header('Retry-After', String(wait));
        throw new HttpError(429, TOO_MANY);
      }
      const form = await liveForm(request.body.form_id);
      const problems = checkFormResponse(form.fields, request.body.responses);
      if (problems.length) throw badRequest(problems.join(' '), { problems });
      const id = await insertResponse(app.db, form.id, form.version, tidyAnswers(form.fields, request.body.responses));
      return { message: 'Form submitted successfully!', id };
    }
  );

  app.get<{ Querystring: { form_id?: number; page?: number; limit?: number; format?: 'json' | 'csv' } }>(
    `${BASE}/getFormsResponses`,
    { schema: getFormsResponsesSchema },
    async (request, reply) => {
      requireRole(request, 'admin');
      const { form_id: formId, format } = request.query;
      if (formId !== undefined) await liveForm(formId);
      if (format === 'csv') {
        if (formId === undefined) throw badRequest(CSV_NEEDS_FORM);
        const [{ rows }, versions] = await Promise.all([listResponses(app.db, { formId }), versionsOf(app.db, [formId])]);
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="form-${formId}-responses.csv"`)
          .send(responsesCsv(versions.get(formId) ?? [], rows));
      }
      const { page, limit } = request.query;
      const paged = page !== undefined || limit !== undefined;
      const { rows, total } = await listResponses(app.db, {
        formId,
        page: paged ? { number: page ?? 1, size: limit ?? DEFAULT_PAGE_SIZE } : undefined
      });
      reply.header('X-Total-Count', String(total));
      return rows;
    }
  );
}
