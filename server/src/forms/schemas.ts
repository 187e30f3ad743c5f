/**
 * JSON schemas of the form calls (validation plus the OpenAPI document). They check shapes only;
 * the rules (types, labels, options, answers) are the domain's, so their messages name the fields.
 */

const field = {
  type: 'object',
  description: 'One field of a form',
  properties: {
    type: { type: 'string', description: 'input, textarea or select' },
    label: { type: 'string', description: 'Unique within the form; answers are keyed by it' },
    options: { type: 'array', items: { type: 'string' }, description: 'Choices of a select' },
    required: { type: 'boolean' },
    inputType: { type: 'string', description: 'text, date or number (input only)' }
  }
} as const;

const fields = { type: 'array', items: field } as const;

const form = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, version: { type: 'integer' }, fields }
} as const;

const error = {
  type: 'object',
  properties: { message: { type: 'string' }, problems: { type: 'array', items: { type: 'string' } } },
  additionalProperties: true
} as const;

const saved = { type: 'object', properties: { message: { type: 'string' }, id: { type: 'integer' }, version: { type: 'integer' } } } as const;

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

const refusals = { 400: error, 401: error, 403: error, 404: error } as const;
const adminOnly = { tags: ['forms'], security: [{ bearer: [] }] } as const;
const anyone = { tags: ['forms'], security: [] } as const;

export const insertFormsSchema = {
  ...adminOnly,
  summary: 'Create a form (admin)',
  body: { type: 'object', properties: { formName: { type: 'string' }, name: { type: 'string', description: 'Same as formName' }, fields } },
  response: { 200: saved, ...refusals }
} as const;

export const updateFormsSchema = {
  ...adminOnly,
  summary: 'Save a new version of a form (admin); earlier responses keep the version they answered',
  body: {
    type: 'object',
    required: ['id'],
    properties: { id, name: { type: 'string' }, formName: { type: 'string', description: 'Same as name' }, fields }
  },
  response: { 200: saved, ...refusals, 409: error }
} as const;

export const deleteFormsSchema = {
  ...adminOnly,
  summary: 'Delete a form (admin); its responses stay stored',
  body: { type: 'object', required: ['id'], properties: { id } },
  response: { 200: saved, ...refusals }
} as const;

export const getFormsSchema = {
  ...anyone,
  summary: 'Live forms in their current version (no token needed); `id` for one',
  querystring: { type: 'object', properties: { id } },
  response: { 200: { type: 'array', items: form }, 400: error, 404: error }
} as const;

export const insertFormsResponsesSchema = {
  ...anyone,
  summary: 'Answer a form (no token needed; rate-limited per address)',
  body: {
    type: 'object',
    required: ['form_id', 'responses'],
    properties: {
      form_id: id,
      responses: { type: 'object', additionalProperties: true, description: 'Answers keyed by field label' }
    }
  },
  response: { 200: saved, 400: error, 404: error, 429: error }
} as const;

const responseRow = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    form_id: { type: 'integer' },
    form_version: { type: 'integer' },
    responses: { type: 'object', additionalProperties: true },
    created_at: { type: 'string', format: 'date-time' },
    fields: { ...fields, description: 'The fields of the version this response answered' }
  }
} as const;

export const getFormsResponsesSchema = {
  ...adminOnly,
  summary: 'Responses, newest first (admin); header X-Total-Count; format=csv exports one form',
  querystring: {
    type: 'object',
    properties: {
      form_id: id,
      page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
      limit: { type: 'integer', minimum: 1, maximum: 100 },
      format: { type: 'string', enum: ['json', 'csv'] }
    }
  },
  response: {
    200: {
      content: {
        'application/json': { schema: { type: 'array', items: responseRow } },
        'text/csv': { schema: { type: 'string', description: 'Submitted at, then one column per label of any version' } }
      }
    },
    ...refusals
  }
} as const;
