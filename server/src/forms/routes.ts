import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  checkFormDefinition,
  checkFormResponse,
  FORM_STATUSES,
  fileDocumentIds,
  summariseResponses,
  translate,
  type AnswerProblem,
  type CustomFormField,
  type DefinitionProblem,
  type FormStatus,
  type MessageKey
} from '@gia/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { now } from '../db';
import { signDocumentUrl } from '../documents';
import { withTotal } from '../platform/list-total';
import { callerOf } from '../plugins/permissions';
import { HttpError, refuse } from '../plugins/errors';
import { responsesCsv } from './csv';
import { notifyAdminsOfResponse } from './notify';
import {
  addVersion,
  allAnswers,
  changeSettings,
  claimResponseFiles,
  createForm,
  deleteForm,
  findForm,
  insertResponse,
  listForms,
  listResponses,
  versionsOf,
  type FormRecord,
  type FormSettings,
  type ResponseRecord
} from './repository';
import {
  deleteFormsSchema,
  getFormsResponsesSchema,
  getFormsSchema,
  getFormsSummarySchema,
  insertFormsResponsesSchema,
  insertFormsSchema,
  updateFormsSchema
} from './schemas';

const BASE = '/api/v1/admin/data';
const DEFAULT_PAGE_SIZE = 20;

const english = (p: { key: MessageKey; params?: Record<string, string | number>; text?: string }) =>
  p.text ?? translate('en', p.key, p.params);

/** A success the browser shows from `code`; `message` is its English, the spec's text, for API clients. */
const done = (code: MessageKey) => ({ message: translate('en', code), code });

/**
 * 400 naming every problem: `code` and `params` are the first one's; `errors` has each field's key, and
 * `problems` keeps label, key, params, the admin's own text and the English words (the form screens read them).
 */
function formRefusal<P extends AnswerProblem | DefinitionProblem>(
  problems: P[],
  fieldOf: (p: P) => string,
  message: string
): HttpError {
  const listed = problems.map((p) => ({ ...p, message: english(p) }));
  const errors = problems.map((p) => ({ field: fieldOf(p), code: p.key, ...(p.params ? { params: p.params } : {}) }));
  return new HttpError(400, problems[0].key, problems[0].params ?? {}, { errors, problems: listed }, message);
}

function answerRefusal(problems: AnswerProblem[]): HttpError {
  const message = problems
    .map((p) => (p.label ? translate('en', 'errors.field.labelled', { label: p.label, text: english(p) }) : english(p)))
    .join(' ');
  return formRefusal(problems, (p) => p.label || 'responses', message);
}

function definitionRefusal(problems: DefinitionProblem[]): HttpError {
  const where = (p: DefinitionProblem) =>
    p.field === undefined ? 'formName' : ['fields', p.field, p.prop].filter((x) => x !== undefined).join('.');
  return formRefusal(problems, where, problems.map(english).join(' '));
}

/** A definition the domain accepts, tidied; otherwise 400 with every problem. */
function soundDefinition(name: unknown, fields: unknown): { name: string; fields: CustomFormField[] } {
  const checked = checkFormDefinition(name, fields);
  if (checked.problems.length) throw definitionRefusal(checked.problems);
  return { name: String(name).trim(), fields: checked.fields };
}

const settingsOf = (body: { status?: FormStatus; notify?: boolean }): FormSettings => ({
  ...(body.status ? { status: body.status } : {}),
  ...(typeof body.notify === 'boolean' ? { notify: body.notify } : {})
});

/** A form as the API answers it: admins also see whether it notifies. */
const shown = (form: FormRecord, admin: boolean) => {
  const { notify, created_by, ...rest } = form;
  return admin ? { ...rest, notify } : rest;
};

/** Admin-built forms: definitions (admins change them, anyone reads the published ones) and their responses. */
export async function formsRoutes(fastify: FastifyInstance, opts: { config: Config }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const mail = opts.config.mail.smtpUrl !== null;
  const isAdmin = (request: FastifyRequest) => request.caller?.role === 'admin';

  async function liveForm(id: number): Promise<FormRecord> {
    const form = await findForm(app.db, id);
    if (!form) throw refuse(404, 'forms.notFound');
    return form;
  }

  /** The form as a caller who is not an admin may see it: a draft does not exist for them, a closed one says so. */
  async function answerableForm(request: FastifyRequest, id: number): Promise<FormRecord> {
    const form = await liveForm(id);
    if (form.status === 'draft')
      throw isAdmin(request) ? refuse(409, 'forms.draftRefused') : refuse(404, 'forms.notFound');
    if (form.status === 'closed') throw refuse(410, 'forms.closed');
    return form;
  }

  /** File answers become short-lived addresses the admin's browser opens without a bearer header. */
  function withSignedFiles(row: ResponseRecord, request: FastifyRequest): ResponseRecord {
    const files = row.fields.filter((f) => f.type === 'file' && typeof row.responses[f.label] === 'string');
    if (files.length === 0) return row;
    const responses = { ...row.responses };
    for (const f of files) {
      const id = fileDocumentIds([f], { [f.label]: responses[f.label] as string })[0];
      if (id) responses[f.label] = signDocumentUrl(opts.config, id, request.caller);
    }
    return { ...row, responses };
  }

  app.post(`${BASE}/insertForms`, { config: { roles: ['admin'] }, schema: insertFormsSchema }, async (request) => {
    const caller = callerOf(request);
    const { name, fields } = soundDefinition(request.body.formName ?? request.body.name, request.body.fields);
    const settings = settingsOf(request.body);
    const id = await createForm(app.db, name, fields, caller.id, settings);
    return { ...done('forms.saved'), id, version: 1, status: settings.status ?? 'published' };
  });

  app.post(`${BASE}/updateForms`, { config: { roles: ['admin'] }, schema: updateFormsSchema }, async (request) => {
    const current = await liveForm(request.body.id);
    const settings = settingsOf(request.body);
    const { fields: given, name: newName, formName } = request.body;
    if (given === undefined && newName === undefined && formName === undefined) {
      // `{ id, status }` (or notify): a change of settings, no new version.
      if (!settings.status && settings.notify === undefined) throw refuse(400, 'forms.addField');
      if (!(await changeSettings(app.db, current.id, settings))) throw refuse(404, 'forms.notFound');
      return {
        ...done('forms.updated'),
        id: current.id,
        version: current.version,
        status: settings.status ?? current.status
      };
    }
    const { name, fields } = soundDefinition(newName ?? formName ?? current.name, given);
    if (!(await addVersion(app.db, current.id, current.version, name, fields, settings)))
      throw refuse(409, 'forms.editedMeanwhile');
    return {
      ...done('forms.updated'),
      id: current.id,
      version: current.version + 1,
      status: settings.status ?? current.status
    };
  });

  app.post(`${BASE}/deleteForms`, { config: { roles: ['admin'] }, schema: deleteFormsSchema }, async (request) => {
    if (!(await deleteForm(app.db, request.body.id))) throw refuse(404, 'forms.notFound');
    return { ...done('forms.deleted'), id: request.body.id };
  });

  app.get(`${BASE}/getForms`, { schema: getFormsSchema }, async (request) => {
    const admin = isAdmin(request);
    const { id } = request.query;
    if (id !== undefined && !admin) return [shown(await answerableForm(request, id), false)];
    const forms = await listForms(app.db, id, admin ? FORM_STATUSES : ['published']);
    if (id !== undefined && forms.length === 0) throw refuse(404, 'forms.notFound');
    return forms.map((f) => shown(f, admin));
  });

  app.post(`${BASE}/insertFormsResponses`, { schema: insertFormsResponsesSchema }, async (request) => {
    // Anonymous answers are rate limited per address by the one limits table (platform/limits.ts).
    // The honeypot: a field people never see. Whatever fills it is a robot; it is told nothing and nothing is kept.
    if (typeof request.body.website === 'string' && request.body.website.trim() !== '') return done('forms.submitted');
    const form = await answerableForm(request, request.body.form_id);
    const { problems, answers } = checkFormResponse(form.fields, request.body.responses);
    if (problems.length) throw answerRefusal(problems);
    const callerId = request.caller?.id ?? null;
    const id = await app.db.transaction().execute(async (trx) => {
      for (const f of form.fields.filter((x) => x.type === 'file' && typeof answers[x.label] === 'string')) {
        if (!(await claimResponseFiles(trx, fileDocumentIds([f], answers), callerId, form.created_by ?? null))) {
          throw answerRefusal([{ label: f.label, key: 'forms.rule.fileNotYours' }]);
        }
      }
      const responseId = await insertResponse(trx, form.id, form.version, answers);
      if (form.notify) await notifyAdminsOfResponse(trx, form, responseId, { at: now(), mail });
      return responseId;
    });
    return { ...done('forms.submitted'), id };
  });

  app.get(
    `${BASE}/getFormsResponses`,
    { config: { roles: ['admin'] }, schema: getFormsResponsesSchema },
    async (request, reply) => {
      const { form_id: formId, format, q } = request.query;
      if (formId !== undefined) await liveForm(formId);
      if (format === 'csv') {
        if (formId === undefined) throw refuse(400, 'forms.csvNeedsForm');
        const [{ rows }, versions] = await Promise.all([
          listResponses(app.db, { formId, q }),
          versionsOf(app.db, [formId])
        ]);
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="form-${formId}-responses.csv"`)
          .send(responsesCsv(versions.get(formId) ?? [], rows));
      }
      const { page, limit } = request.query;
      const paged = page !== undefined || limit !== undefined;
      const { rows, total } = await listResponses(app.db, {
        formId,
        q,
        page: paged ? { number: page ?? 1, size: limit ?? DEFAULT_PAGE_SIZE } : undefined
      });
      withTotal(reply, total);
      return rows.map((r) => withSignedFiles(r, request));
    }
  );

  app.get(
    `${BASE}/getFormsSummary`,
    { config: { roles: ['admin'] }, schema: getFormsSummarySchema },
    async (request) => {
      const form = await liveForm(request.query.form_id);
      const answers = await allAnswers(app.db, form.id);
      return {
        form_id: form.id,
        version: form.version,
        total: answers.length,
        fields: summariseResponses(form.fields, answers)
      };
    }
  );
}
