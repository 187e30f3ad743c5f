import { Type } from 'typebox';
import type { Readable } from 'node:stream';
import { Nullable, refusals } from '../platform/schema';

/** Schemas of the document calls: validation where there is input, handler types and the OpenAPI description. */

/** A bearer token, or none (a signed address, or an anonymous upload). */
const TOKEN_OR_NONE: Record<string, string[]>[] = [{ bearer: [] }, {}];

export const uploadSchema = {
  tags: ['documents'],
  summary: 'Upload a JPEG, PNG or PDF (multipart, field "image")',
  description:
    'Without a token the upload stays unclaimed, readable by no one, until a submission (such as vendor sign-up) claims it; ' +
    'unclaimed uploads are removed after a day. The type is decided from the bytes. The size limit is MAX_UPLOAD_MB (default 10). ' +
    'Without a token an address may upload UNCLAIMED_UPLOAD_MB_PER_HOUR (429 past it) while all unclaimed uploads stay under ' +
    "UNCLAIMED_UPLOAD_MB_TOTAL (507 past it); any upload gets 507 while the server's disk is short of space, and 503 while the " +
    'document store cannot be reached (nothing is kept: upload again later).',
  consumes: ['multipart/form-data'],
  security: TOKEN_OR_NONE,
  response: {
    200: Type.Object({
      url: Type.String({ description: 'Where the document is read: /api/v1/global/documents/<id>' })
    }),
    ...refusals(400, 413, 415, 429, 503, 507)
  }
};

export const readSchema = {
  tags: ['documents'],
  summary:
    'Read a document: with a signed address (exp, v, sig) or a bearer token of its owner, an admin, or the assigned vendor',
  description:
    'Answers the bytes with their true type. Anyone else, an expired or altered signature, or an unclaimed upload: 404.',
  security: TOKEN_OR_NONE,
  params: Type.Object({ id: Type.String() }),
  querystring: Type.Object({
    exp: Type.Optional(Type.String({ description: 'Expiry, seconds since 1970' })),
    v: Type.Optional(Type.String({ description: 'The viewer the address was signed for' })),
    sig: Type.Optional(Type.String({ description: 'HMAC-SHA256 of document, viewer and expiry' }))
  }),
  response: {
    200: Type.Unsafe<Buffer | Readable>({
      description: 'The document (image/jpeg, image/png or application/pdf)',
      type: 'string',
      format: 'binary'
    }),
    ...refusals(404, 503)
  }
};

export const viewsSchema = {
  tags: ['documents'],
  summary: 'Who read which document when (admin); newest first',
  security: [{ bearer: [] }],
  querystring: Type.Object({ document_id: Type.Optional(Type.String({ description: 'Only this document' })) }),
  response: {
    200: Type.Array(
      Type.Object({
        id: Type.Integer(),
        document_id: Type.String(),
        viewer_id: Nullable(Type.Integer()),
        viewer_role: Nullable(Type.String()),
        viewer_name: Nullable(Type.String()),
        via: Type.String({ description: 'signature or token' }),
        at: Type.String(),
        address: Nullable(Type.String(), { description: 'The address the read came from' })
      })
    ),
    ...refusals(401, 403)
  }
};
