import { FORM_STATUSES } from '@gia/domain';
import { Type, type TSchema } from 'typebox';
import { Refusal, StringEnum } from '../platform/schema';

/**
 * Schemas of the form calls (validation, handler types and the OpenAPI document). They check shapes
 * only; the rules (types, labels, options, answers) are the domain's, so their messages name the fields.
 */

/** An answer's fields, each present when the call has it: the serialiser writes what is there. */
const answer = <P extends Record<string, TSchema>>(properties: P, options: { description?: string } = {}) =>
  Type.Partial(Type.Object(properties), options);
const numberOrText = (description: string) => Type.Union([Type.Number(), Type.String()], { description });

const field = answer(
  {
    type: Type.String({
      description:
        'input, textarea, select, radio, checkbox (answer: a list of options) or file (answer: an uploaded document address)'
    }),
    label: Type.String({ description: 'Unique within the form; answers are keyed by it' }),
    options: Type.Array(Type.String(), { description: 'Choices of a select, radio or checkbox field' }),
    required: Type.Boolean(),
    inputType: Type.String({ description: 'text, date, number, email, tel (Indian mobile) or pan (input only)' }),
    min: numberOrText('Smallest number, or earliest date (YYYY-MM-DD)'),
    max: numberOrText('Largest number, or latest date (YYYY-MM-DD)'),
    minLength: Type.Integer(),
    maxLength: Type.Integer(),
    pattern: Type.String({ description: 'A regular expression the whole answer must match' }),
    patternMessage: Type.String({ description: 'Shown when the pattern does not match' }),
    help: Type.String({ description: 'A line under the field' }),
    placeholder: Type.String(),
    showIf: answer(
      { label: Type.String(), equals: Type.String() },
      {
        description: 'The field shows (and counts) only when the field with this label has this answer'
      }
    ),
    page: Type.Integer({ description: 'The page it is on (1 when absent)' })
  },
  { description: 'One field of a form' }
);

const status = StringEnum(FORM_STATUSES, { description: 'Only published forms are read by anyone and take responses' });
const notify = Type.Boolean({ description: 'Tell every admin of each response' });
const fields = Type.Array(field);

const form = answer({
  id: Type.Integer(),
  name: Type.String(),
  version: Type.Integer(),
  status,
  notify: Type.Boolean({ description: 'Admins only' }),
  fields
});

/** A refusal; one of a form's rules also lists its `problems` with the labels the form screens show. */
const error = Type.Object(
  {
    ...Refusal.properties,
    problems: Type.Optional(
      Type.Array(
        answer(
          {
            label: Type.String(),
            field: Type.Integer(),
            prop: Type.String(),
            key: Type.String(),
            params: Type.Object({}, { additionalProperties: true }),
            text: Type.String(),
            message: Type.String()
          },
          { description: 'One per answer (label) or definition field (field: its position, prop: the setting)' }
        )
      )
    )
  },
  { additionalProperties: true }
);
const errors = <const S extends readonly number[]>(...statuses: S) =>
  Object.fromEntries(statuses.map((code) => [code, error])) as Record<S[number], typeof error>;

const saved = answer({
  message: Type.String({ description: 'In English' }),
  code: Type.String({ description: "The message's catalogue key" }),
  id: Type.Integer(),
  version: Type.Integer(),
  status
});

const id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

const refusals = errors(400, 401, 403, 404);
const adminOnly = { tags: ['forms'], security: [{ bearer: [] }] as Record<string, string[]>[] };
const anyone = { tags: ['forms'], security: [] };

/** A definition's parts: the domain checks the fields and names each problem, so they are typed loosely here. */
const definition = {
  fields: Type.Optional(fields),
  status: Type.Optional(status),
  notify: Type.Optional(notify)
};

export const insertFormsSchema = {
  ...adminOnly,
  summary: 'Create a form (admin); published unless status says draft',
  body: Type.Object({
    formName: Type.Optional(Type.String()),
    name: Type.Optional(Type.String({ description: 'Same as formName' })),
    ...definition
  }),
  response: { 200: saved, ...refusals }
};

export const updateFormsSchema = {
  ...adminOnly,
  summary:
    'Save a new version of a form (admin); earlier responses keep the version they answered. `{ id, status }` alone changes the status',
  body: Type.Object({
    id,
    name: Type.Optional(Type.String()),
    formName: Type.Optional(Type.String({ description: 'Same as name' })),
    ...definition
  }),
  response: { 200: saved, ...refusals, ...errors(409) }
};

export const deleteFormsSchema = {
  ...adminOnly,
  summary: 'Delete a form (admin); its responses stay stored',
  body: Type.Object({ id }),
  response: { 200: saved, ...refusals }
};

export const getFormsSchema = {
  ...anyone,
  summary: 'Published forms in their current version (no token needed; admins see every status); `id` for one',
  description:
    'A draft answers 404 to anyone but an admin; a closed form answers 410 "This form is no longer accepting responses."',
  querystring: Type.Object({ id: Type.Optional(id) }),
  response: { 200: Type.Array(form), ...errors(400, 404, 410) }
};

export const insertFormsResponsesSchema = {
  ...anyone,
  summary: 'Answer a published form (no token needed; rate-limited per address)',
  description:
    'Every rule of the form is checked with the same code as the browser; 400 names each answer at fault. A draft is 404 (409 for an admin), a closed form 410.',
  body: Type.Object({
    form_id: id,
    responses: Type.Object(
      {},
      {
        additionalProperties: true,
        description:
          'Answers keyed by field label: text, a list of options for a checkbox field, an uploaded document address for a file'
      }
    ),
    website: Type.Optional(
      Type.Unknown({
        description:
          'Leave empty: a field people never see (a robot that fills it is answered as if stored, and nothing is kept)'
      })
    )
  }),
  response: { 200: saved, ...errors(400, 404, 409, 410, 429) }
};

const responseRow = answer({
  id: Type.Integer(),
  form_id: Type.Integer(),
  form_version: Type.Integer(),
  responses: Type.Object({}, { additionalProperties: true }),
  created_at: Type.String({ format: 'date-time' }),
  fields: Type.Array(field, { description: 'The fields of the version this response answered' })
});

export const getFormsResponsesSchema = {
  ...adminOnly,
  summary: 'Responses, newest first (admin); header X-Total-Count; format=csv exports one form',
  querystring: Type.Object({
    form_id: Type.Optional(id),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    q: Type.Optional(
      Type.String({ maxLength: 200, description: 'Only responses with an answer containing this text' })
    ),
    format: Type.Optional(StringEnum(['json', 'csv']))
  }),
  response: {
    200: {
      content: {
        'application/json': { schema: Type.Array(responseRow) },
        'text/csv': { schema: Type.String({ description: 'Submitted at, then one column per label of any version' }) }
      }
    },
    ...refusals
  }
};

const summaryField = answer({
  label: Type.String(),
  type: Type.String(),
  inputType: Type.String(),
  answered: Type.Integer(),
  counts: Type.Array(answer({ option: Type.String(), count: Type.Integer() })),
  min: Type.Number(),
  mean: Type.Number(),
  max: Type.Number()
});

export const getFormsSummarySchema = {
  ...adminOnly,
  summary:
    'Per field of the current version: how many answered, counts per option, min / mean / max of numbers (admin)',
  querystring: Type.Object({ form_id: id }),
  response: {
    200: answer({
      form_id: Type.Integer(),
      version: Type.Integer(),
      total: Type.Integer(),
      fields: Type.Array(summaryField)
    }),
    ...refusals
  }
};
