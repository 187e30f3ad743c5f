import { gzip } from 'node:zlib';

const [OPEN, COMMA, CLOSE]: Buffer[] = ['[', ',', ']'].map((c) => Buffer.from(c));

/** Rows' JSON as one array, their bytes copied: encoding a page's 67 KB as a string took more (issue 18). */
function jsonArray(rows: readonly Buffer[]): Buffer {
  const parts: Buffer[] = [OPEN];
  rows.forEach((row, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(row);
  });
  parts.push(CLOSE);
  return Buffer.concat(parts);
}

const gzippedBodies = new WeakMap<Buffer, Buffer | 'making'>();

/**
 * A body sent again and again, gzipped once off the server's thread (zlib's pool) and kept as long as the body
 * is: undefined until made, the calls meanwhile getting the body as it is. Known by the body itself, so a page
 * kept in memory (PageMemory) and the same body made again for its rows (PageBodies) share one gzip.
 */
export function gzippedOnce(body: Buffer): Buffer | undefined {
  const made = gzippedBodies.get(body);
  if (made instanceof Buffer) return made;
  if (made === undefined) {
    gzippedBodies.set(body, 'making');
    gzip(body, (error, zipped) => {
      if (error) gzippedBodies.delete(body);
      else gzippedBodies.set(body, zipped);
    });
  }
  return undefined;
}

interface Made {
  rows: readonly Buffer[];
  body: Buffer;
}

function sameRows(a: readonly Buffer[], b: readonly Buffer[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A list page's JSON array made from its rows' texts as kept (ListRowTexts), given again while made of the
 * very same texts. A page built anew with none of its rows changed (the same page after a change to another
 * request, or asked at another address) copied its 67 KB into a new buffer again: a tenth of the call, and
 * garbage to collect (issue 18). Known by its first row's text, the pages made last, in `maxBytes`. A body
 * made again is also gzipped, once, as PageMemory's pages given again are.
 */
export class PageBodies {
  private readonly made = new Map<Buffer, Made>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The JSON array of `rows`, and, when this very array was made before, its gzipped bytes once made. */
  arrayOf(rows: readonly Buffer[]): { body: Buffer; gzipped?: Buffer } {
    const first = rows[0];
    if (first === undefined) return { body: jsonArray(rows) };
    const earlier = this.made.get(first);
    this.forget(first);
    const again = earlier !== undefined && sameRows(earlier.rows, rows);
    const made: Made = again ? earlier : { rows, body: jsonArray(rows) };
    const size = sizeOf(made);
    if (size <= this.maxBytes) {
      this.made.set(first, made);
      this.bytes += size;
      for (const [oldest] of this.made) {
        if (this.bytes <= this.maxBytes) break;
        this.forget(oldest);
      }
    }
    return { body: made.body, gzipped: again ? gzippedOnce(made.body) : undefined };
  }

  private forget(first: Buffer): void {
    const made = this.made.get(first);
    if (!made) return;
    this.made.delete(first);
    this.bytes -= sizeOf(made);
  }
}

/** The rows are held as long as the body, so twice its size; a gzipped body is a tenth of it at most. */
function sizeOf(made: Made): number {
  return 2.1 * made.body.length;
}
