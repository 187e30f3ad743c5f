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
 * garbage to collect (issue 18). Known by its first row's text, the pages made last, in `maxBytes`.
 */
export class PageBodies {
  private readonly made = new Map<Buffer, Made>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  arrayOf(rows: readonly Buffer[]): Buffer {
    const first = rows[0];
    if (first === undefined) return jsonArray(rows);
    const made = this.made.get(first);
    this.forget(first);
    const body = made && sameRows(made.rows, rows) ? made.body : jsonArray(rows);
    // The rows are held too, as long as the body: twice its size.
    const size = 2 * body.length;
    if (size > this.maxBytes) return body;
    this.made.set(first, { rows, body });
    this.bytes += size;
    for (const [oldest] of this.made) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest);
    }
    return body;
  }

  private forget(first: Buffer): void {
    const made = this.made.get(first);
    if (!made) return;
    this.made.delete(first);
    this.bytes -= 2 * made.body.length;
  }
}
