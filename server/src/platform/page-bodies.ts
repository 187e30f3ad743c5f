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

/** Something sent again and again: its body, and that body gzipped once it is asked again. */
interface Gzippable {
  body: string | Buffer;
  gzipped?: Buffer | 'making';
}

/** Gzips off the server's thread (zlib's pool): the calls meanwhile get the body as it is. */
export function gzipLater(sent: Gzippable): void {
  sent.gzipped = 'making';
  gzip(sent.body, (error, zipped) => {
    sent.gzipped = error ? undefined : zipped;
  });
}

interface Made extends Gzippable {
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
    if (again && made.gzipped === undefined) gzipLater(made);
    const size = sizeOf(made);
    if (size <= this.maxBytes) {
      this.made.set(first, made);
      this.bytes += size;
      for (const [oldest] of this.made) {
        if (this.bytes <= this.maxBytes) break;
        this.forget(oldest);
      }
    }
    return { body: made.body, gzipped: made.gzipped instanceof Buffer ? made.gzipped : undefined };
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
