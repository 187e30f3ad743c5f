import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { DOCUMENT_PATH, detectDocumentType, type Role } from '@gia/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Config } from '../config';
import { now } from '../db';
import { badRequest, HttpError, notFound } from '../plugins/errors';
import { cleanFileName, declarationAgrees, inlineDisposition } from './file-names';
import { ensureFreeDisk, reserveUnclaimed } from './quota';
import { receiveToTempFile } from './receive';
import { findDocument, insertDocument, listViews, mayRead, recordView, viewerAccount } from './repository';
import { readSchema, uploadSchema, viewsSchema } from './schemas';
import { signedViewer } from './signing';
import { type DocumentStorage, uploadsFolder } from './storage';

/** 24 URL-safe characters: 144 random bits, so addresses cannot be guessed. */
const newDocumentId = () => randomBytes(18).toString('base64url');

/** A multipart body the parser could not read (cut short, wrong boundary) is the sender's fault: 400. */
function malformedUpload(error: unknown): unknown {
  const status = (error as { statusCode?: number }).statusCode;
  if (error instanceof HttpError || (status !== undefined && status < 500)) return error;
  return badRequest('errors.upload.malformed');
}

/** The first file of a multipart request, or a 400 when the request is not multipart. */
async function firstFile(request: FastifyRequest): Promise<MultipartFile | undefined> {
  try {
    return await request.file();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw badRequest('errors.upload.noFile');
    throw malformedUpload(error);
  }
}

/**
 * Receives one upload into storage and records it; answers the new document's id. Before reading the
 * body: enough free disk under DATA_DIR, and, without a token, the unclaimed-upload quotas.
 */
async function storeUpload(request: FastifyRequest, config: Config, storage: DocumentStorage): Promise<string> {
  await ensureFreeDisk(config);
  const reservation = await reserveUnclaimed(request, config);
  try {
    const { id, size } = await receiveAndKeep(request, config, storage);
    await reservation.keep(size);
    return id;
  } catch (error) {
    await reservation.release();
    throw error;
  }
}

async function receiveAndKeep(
  request: FastifyRequest,
  config: Config,
  storage: DocumentStorage
): Promise<{ id: string; size: number }> {
  const part = await firstFile(request);
  if (!part) throw badRequest('errors.upload.noFile');
  if (part.fieldname !== 'image') {
    part.file.resume();
    throw badRequest('errors.upload.noFile');
  }
  const received = await receiveToTempFile(part.file, uploadsFolder(config)).catch((error: unknown) => {
    throw malformedUpload(error);
  });
  try {
    if (part.file.truncated) throw new HttpError(413, 'errors.upload.tooLarge', { mb: config.maxUploadMb });
    if (received.size === 0) throw badRequest('errors.upload.emptyFile');
    const type = detectDocumentType(received.head);
    if (!type || !declarationAgrees(part.mimetype, part.filename, type))
      throw new HttpError(415, 'errors.upload.onlyTypes');
    const id = newDocumentId();
    const key = `${id.slice(0, 2)}/${id}`;
    await storage.put(key, received.tempFile);
    try {
      await insertDocument(request.server.db, {
        id,
        owner_id: request.caller?.id ?? null,
        original_name: cleanFileName(part.filename),
        content_type: type,
        size: received.size,
        sha256: received.sha256,
        storage_key: key,
        created_at: now(),
        claimed_at: null
      });
    } catch (error) {
      await storage.remove(key);
      throw error;
    }
    return { id, size: received.size };
  } finally {
    await rm(received.tempFile, { force: true });
  }
}

/**
 * Uploading, reading and the access log of documents (Aadhaar, PAN and property papers): types decided
 * from the bytes, stored outside any served folder, read only by those allowed, every read logged.
 */
export async function documentsPlugin(fastify: FastifyInstance, opts: { config: Config }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { config } = opts;
  const { storage } = app;
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadMb * 1024 * 1024, files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024 }
  });

  app.post('/api/v1/global/upload/file', { schema: uploadSchema }, async (request) => {
    const id = await storeUpload(request, config, storage);
    return { url: `${DOCUMENT_PATH}${id}` };
  });

  app.get(`${DOCUMENT_PATH}:id`, { schema: readSchema }, async (request, reply) => {
    const { id } = request.params;
    const doc = /^[A-Za-z0-9_-]{16,64}$/.test(id) ? await findDocument(app.db, id) : undefined;
    // An anonymous upload no submission claimed belongs to no one yet, so no one may read it.
    if (!doc || doc.owner_id === null) throw notFound('errors.document.notFound');
    // The reader is whoever calls with a token, else the holder a valid signature names; either way the
    // right to read is checked now, so a link stops working once its holder may no longer read the document
    // (an assignment ended, an account disabled). A link signed for nobody has no holder to check.
    const signedFor = request.query.sig ? signedViewer(config, id, request.query) : undefined;
    const via: 'signature' | 'token' = request.caller ? 'token' : 'signature';
    let viewer: { id: number; role: Role } | null = request.caller;
    if (!viewer && typeof signedFor === 'number') {
      const account = await viewerAccount(app.db, signedFor);
      viewer = account && !account.disabled && !account.closed_at ? { id: account.id, role: account.role } : null;
    }
    if (!viewer || !(await mayRead(app.db, viewer, doc))) throw notFound('errors.document.notFound');
    const bytes = await storage.open(doc.storage_key);
    await recordView(app.db, doc.id, viewer, via, request.ip);
    return reply
      .type(doc.content_type)
      .header('content-length', doc.size)
      .header('content-disposition', inlineDisposition(doc.original_name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });

  app.get(
    '/api/v1/admin/data/getDocumentViews',
    { config: { roles: ['admin'] }, schema: viewsSchema },
    async (request) => {
      return listViews(app.db, request.query.document_id || null, 500);
    }
  );
}
