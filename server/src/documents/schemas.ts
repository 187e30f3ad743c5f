/** JSON schemas of the document calls: validation where there is a body, and the OpenAPI description. */

const error = { type: 'object', properties: { message: { type: 'string' } }, additionalProperties: true } as const;

export const uploadSchema = {
  tags: ['documents'],
  summary: 'Upload a JPEG, PNG or PDF (multipart, field "image")',
  description: 'Without a token the upload stays unclaimed, readable by no one, until a submission (such as vendor sign-up) claims it; '
    + 'unclaimed uploads are removed after a day. The type is decided from the bytes. The size limit is MAX_UPLOAD_MB (default 10).',
  consumes: ['multipart/form-data'],
  security: [{ bearer: [] }, {}],
  response: {
    200: { type: 'object', properties: { url: { type: 'string', description: 'Where the document is read: /api/v1/global/documents/<id>' } } },
    400: error, 413: error, 415: error, 429: error
  }
} as const;

export const readSchema = {
  tags: ['documents'],
  summary: 'Read a document: with a signed address (exp, v, sig) or a bearer token of its owner, an admin, or the assigned vendor',
  description: 'Answers the bytes with their true type. Anyone else, an expired or altered signature, or an unclaimed upload: 404.',
  security: [{ bearer: [] }, {}],
  params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
  querystring: {
    type: 'object',
    properties: {
      exp: { type: 'string', description: 'Expiry, seconds since 1970' },
      v: { type: 'string', description: 'The viewer the address was signed for' },
      sig: { type: 'string', description: 'HMAC-SHA256 of document, viewer and expiry' }
    }
  },
  response: {
    200: { description: 'The document (image/jpeg, image/png or application/pdf)', type: 'string', format: 'binary' },
    404: error
  }
} as const;

export const viewsSchema = {
  tags: ['documents'],
  summary: 'Who read which document when (admin); newest first',
  security: [{ bearer: [] }],
  querystring: { type: 'object', properties: { document_id: { type: 'string', description: 'Only this document' } } },
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' }, document_id: { type: 'string' }, viewer_id: { type: ['integer', 'null'] },
          viewer_role: { type: ['string', 'null'] }, viewer_name: { type: ['string', 'null'] },
          via: { type: 'string', description: 'signature or token' }, at: { type: 'string' }
        }
      }
    },
    401: error, 403: error
  }
} as const;
