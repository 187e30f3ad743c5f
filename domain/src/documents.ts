/** What a document may be, decided from its first bytes, never from its name or declared type. */
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DEFAULT_MAX_UPLOAD_MB = 10;

/** The document's type from its first bytes (at least 8), or null when it is none we accept. */
export function detectDocumentType(head: Uint8Array): DocumentType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => head[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  return null;
}

export function isAcceptedDeclaredType(type: string): boolean {
  return (DOCUMENT_TYPES as readonly string[]).includes(type);
}

/** The path every document address has; the id is random and opaque. */
export const DOCUMENT_PATH = '/api/v1/global/documents/';

/** The document id in an address the API handed out (absolute, relative, signed or not), or null. */
export function documentIdFromUrl(url: string): string | null {
  const m = /\/api\/v1\/global\/documents\/([A-Za-z0-9_-]{16,64})(?:[?#]|$)/.exec(url);
  return m ? m[1] : null;
}
