import { DOCUMENT_PATH } from '@gia/domain';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import type { Caller } from '../plugins/auth';

function signature(secret: string, documentId: string, viewerId: string, exp: string): string {
  return createHmac('sha256', secret).update(`document:${documentId}:${viewerId}:${exp}`).digest('base64url');
}

/**
 * A short-lived address of one document for one viewer, usable without a bearer header (for `<img>`
 * and "open in a new tab"). The signature binds the document, the viewer and the expiry.
 */
export function signDocumentUrl(config: Config, documentId: string, viewer: Caller | null, nowMs = Date.now()): string {
  const exp = String(Math.floor(nowMs / 1000) + config.signedUrlTtlSeconds);
  const viewerId = viewer ? String(viewer.id) : '';
  const query = new URLSearchParams({
    exp,
    ...(viewer ? { v: viewerId } : {}),
    sig: signature(config.jwtSecret, documentId, viewerId, exp)
  });
  return `${DOCUMENT_PATH}${documentId}?${query.toString()}`;
}

export interface SignedQuery {
  exp?: string;
  v?: string;
  sig?: string;
}

/** The viewer a valid, unexpired signature names (null for one signed for nobody), or undefined when it is not valid. */
export function signedViewer(
  config: Config,
  documentId: string,
  query: SignedQuery,
  nowMs = Date.now()
): number | null | undefined {
  const { exp, v = '', sig } = query;
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^(\d{1,12})?$/.test(v)) return undefined;
  if (Number(exp) * 1000 <= nowMs) return undefined;
  const expected = Buffer.from(signature(config.jwtSecret, documentId, v, exp));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return v === '' ? null : Number(v);
}
