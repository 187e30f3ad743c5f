import type { DocumentType } from '@gia/domain';

/** Declared types browsers and tools use for the three kinds we accept. */
const DECLARED_ALIASES: Record<string, DocumentType> = {
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/x-png': 'image/png',
  'application/pdf': 'application/pdf',
  'application/x-pdf': 'application/pdf'
};

/** Types that say nothing about the content: a client that does not know the type sends these. */
const UNDECLARED = new Set(['', 'application/octet-stream']);

const EXTENSIONS: Record<string, DocumentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf'
};

/**
 * Whether what the client said about the file (its declared type and its name's extension) agrees
 * with the type its bytes show. A PNG sent as `scan.pdf`, `application/pdf` does not.
 */
export function declarationAgrees(declaredType: string, fileName: string, actual: DocumentType): boolean {
  const declared = declaredType.split(';')[0].trim().toLowerCase();
  if (!UNDECLARED.has(declared) && DECLARED_ALIASES[declared] !== actual) return false;
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1].toLowerCase();
  return !extension || !(extension in EXTENSIONS) || EXTENSIONS[extension] === actual;
}

/** The file's own name without any folder a client sent, printable, at most 255 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must lose
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(0, 255) || 'document';
}

/** `Content-Disposition` for showing the file in the browser under its original name, safe for any name. */
export function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
