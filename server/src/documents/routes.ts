import multipart, { type MultipartFile } from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { DOCUMENT_PATH, detectDocumentType } from '@gia/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Config } from '../config';
import { now } from '../db';
import { requireRole } from '../plugins/auth';
import { badRequest, HttpError, notFound } from '../plugins/errors';
import { cleanFileName, declarationAgrees, inlineDisposition } from './file-names';
import { receiveToTempFile } from './receive';
import { findDocument, insertDocument, listViews, mayRead, recordView, viewerAccount } from './repository';
import { readSchema, uploadSchema, viewsSchema } from './schemas';
import { signedViewer, type SignedQuery } from './signing';
import { createDocumentStorage, type DocumentStorage, uploadsFolder } from './storage';

export const ONLY_TYPES = 'Only JPG, PNG, and PDF files are allowed.';
export const NO_FILE = 'No file was sent. Choose a file and send it in the form field "image".';
export const EMPTY_FILE = 'The file is empty. Please choose another file.';
export const DOCUMENT_NOT_FOUND = 'This document does not exist, or this link has expired or is not for you. Reload the page for a fresh link.';
const tooLarge = (mb: number) => `The file is larger than ${mb} MB. Please choose a smaller file.`;
const tooManyUploads = (seconds: number) => `Too many uploads from your address. Please try again in ${seconds} seconds.`;

/** 24 URL-safe characters: 144 random bits, so addresses cannot be guessed. */
const newDocumentId = () => randomBytes(18).toString('base64url');

/** A multipart body the parser could not read (cut short, wrong boundary) is the sender's fault: 400. */
function malformedUpload(error: unknown): unknown {
  const status = (error as { statusCode?: number }).statusCode;
  if (error instanceof HttpError || (status !== undefined && status < 500)) return error;
  return badRequest('The upload could not be read: the multipart body is malformed or cut short. Please choose the file again.');
}

/** The first file of a multipart request, or a 400 when the request is not multipart. */
async function firstFile(request: FastifyRequest): Promise<MultipartFile | undefined> {
  try {
    return await request.file();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest(NO_FILE);
    throw malformedUpload(error);
  }
}

/** Receives one upload into storage and records it; answers the new document's id. */
async function storeUpload(request: FastifyRequest, config: Config, storage: DocumentStorage): Promise<string> {
  const part = await firstFile(request);
  if (!part) throw badRequest(NO_FILE);
  if (part.fieldname !== 'image') {
    part.file.resume();
    throw badRequest(NO_FILE);
  }
  const received = await receiveToTempFile(part.file, uploadsFolder(config)).catch((error: unknown) => { throw malformedUpload(error); });
  try {
    if (part.file.truncated) throw new HttpError(413, tooLarge(config.maxUploadMb));
    if (received.size === 0) throw badRequest(EMPTY_FILE);
    const type = detectDocumentType(received.head);
    if (!type || !declarationAgrees(part.mimetype, part.filename, type)) throw new HttpError(415, ONLY_TYPES);
    const id = newDocumentId();
    const key = `${id.slice(0, 2)}/${id}`;
    await storage.put(key, received.tempFile);
    try {
      await insertDocument(request.server.db, {
        id, owner_id: request.caller?.id ?? null, original_name: cleanFileName(part.filename), content_type: type,
        size: received.size, sha256: received.sha256, storage_key: key, created_at: now(), claimed_at: null
      });
    } catch (error) {
      await storage.remove(key);
      throw error;
    }
    return id;
  } finally {
    await rm(received.tempFile, { force: true });
  }
}

/**
 * Uploading, reading and the access log of documents (Aadhaar, PAN and property papers): types decided
 * from the bytes, stored outside any served folder, read only by those allowed, every read logged.
 */
export async function documentsPlugin(app: FastifyInstance, opts: { config: Config; storage?: DocumentStorage }): Promise<void> {
  const { config } = opts;
  const storage = opts.storage ?? createDocumentStorage(config);
  await app.register(multipart, { limits: { fileSize: config.maxUploadMb * 1024 * 1024, files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024 } });
  await app.register(rateLimit, { global: false });

  app.post('/api/v1/global/upload/file', {
    schema: uploadSchema,
    config: {
      rateLimit: {
        max: config.rateLimit.uploadPerMinute,
        timeWindow: 60_000,
        errorResponseBuilder: (_req, context) => new HttpError(429, tooManyUploads(Math.ceil(context.ttl / 1000)))
      }
    }
  }, async (request) => {
    const id = await storeUpload(request, config, storage);
    return { url: `${DOCUMENT_PATH}${id}` };
  });

  app.get<{ Params: { id: string }; Querystring: SignedQuery }>(`${DOCUMENT_PATH}:id`, { schema: readSchema }, async (request, reply) => {
    const { id } = request.params;
    const doc = /^[A-Za-z0-9_-]{16,64}$/.test(id) ? await findDocument(app.db, id) : undefined;
    // An anonymous upload no submission claimed belongs to no one yet, so no one may read it.
    if (!doc || doc.owner_id === null) throw notFound(DOCUMENT_NOT_FOUND);
    let viewer: { id: number; role: string } | null = null;
    let via: 'signature' | 'token' | null = null;
    const signedFor = request.query.sig ? signedViewer(config, id, request.query) : undefined;
    if (signedFor !== undefined) {
      const account = signedFor === null ? null : await viewerAccount(app.db, signedFor);
      if (signedFor === null || (account && !account.disabled)) {
        viewer = account ? { id: account.id, role: account.role } : null;
        via = 'signature';
      }
    }
    if (!via && request.caller && (await mayRead(app.db, request.caller, doc))) {
      viewer = request.caller;
      via = 'token';
    }
    if (!via) throw notFound(DOCUMENT_NOT_FOUND);
    const bytes = await storage.open(doc.storage_key);
    await recordView(app.db, doc.id, viewer, via);
    return reply
      .type(doc.content_type)
      .header('content-length', doc.size)
      .header('content-disposition', inlineDisposition(doc.original_name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });

  app.get<{ Querystring: { document_id?: string } }>('/api/v1/admin/data/getDocumentViews', { schema: viewsSchema }, async (request) => {
    requireRole(request, 'admin');
    return listViews(app.db, request.query.document_id || null, 500);
  });
}
