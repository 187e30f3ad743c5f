import type { Config } from '../config';
import { signingExpiry } from '../documents';
import type { Caller } from '../plugins/auth';

/** A list row as stored, or its head: its columns, each a string, number or null. */
export type StoredColumns = { id: number } & Record<string, unknown>;

interface Kept {
  exp: string;
  stored: StoredColumns;
  /** How many of its columns the row is made from. */
  columns: number;
  /** The row's JSON as sent: UTF-8, so a page is its rows' bytes copied, not a string encoded again. */
  json: Buffer;
}

/** JavaScript keeps text as two bytes a character at most. */
function sizeOf(kept: Kept): number {
  let chars = 0;
  for (const value of Object.values(kept.stored)) if (typeof value === 'string') chars += value.length;
  return kept.json.length + 2 * chars;
}

/**
 * Each list row's JSON text as a viewer was last sent it, given again while its head is the same and its
 * document addresses have the same expiry (issue 18). A list page built anew (another page, filter or
 * search, or the same page after a change to any request) presented and serialised each of its rows again,
 * though most had not changed: on the admin's PAN page of 50 that was more than the page's statement. A row
 * is made from its stored columns, the viewer and the signing step alone; its head (the request's version,
 * which the database grows at every change of the row, and what the page joins to it) tells when any of
 * them changed, so one whose head is the same gives the same text.
 */
export class ListRowTexts {
  /** By viewer, then by request: a page's fifty keys made as text took a twentieth of a built page (issue 18). */
  private readonly kept = new Map<string, Map<number, Kept>>();
  private bytes = 0;

  private readonly maxBytes: number;
  /** A column the statement reads beside the rows (a page's total), which no row is made from. */
  private readonly ignored: string | undefined;

  constructor(
    private readonly config: Config,
    options: { maxBytes?: number; ignored?: string } = {}
  ) {
    this.maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
    this.ignored = options.ignored;
  }

  /**
   * The JSON of each row `heads` names, in order: those kept given again, the others read whole (`rowsOf`),
   * presented (in one call, in order) and serialised. A head is the columns that tell whether a kept row
   * still holds (a request's id and version, and who submitted for an admin; or the whole row), which its
   * whole row holds too. `keepable` says which rows are made from their columns alone. A row gone between
   * the head and its reading is left out.
   */
  async textsOf<H extends StoredColumns, R extends H, P>(
    viewer: Caller,
    heads: readonly H[],
    rowsOf: (heads: H[]) => Promise<R[]>,
    keepable: (row: R) => boolean,
    present: (rows: R[]) => Promise<P[]>,
    serialise: (row: P) => string
  ): Promise<Buffer[]> {
    const exp = signingExpiry(this.config);
    const texts = new Array<Buffer | undefined>(heads.length);
    const missing: H[] = [];
    const at = new Map<number, number>();
    const viewerKey = viewerOf(viewer);
    const viewed = this.kept.get(viewerKey);
    heads.forEach((head, i) => {
      const kept = viewed?.get(head.id);
      if (kept && kept.exp === exp && this.sameColumns(kept, head)) texts[i] = kept.json;
      else {
        missing.push(head);
        at.set(head.id, i);
      }
    });
    if (missing.length === 0) return texts as Buffer[];
    const rows = await rowsOf(missing);
    const presented = await present(rows);
    presented.forEach((row, j) => {
      const json = Buffer.from(serialise(row));
      const made = rows[j]!;
      texts[at.get(made.id)!] = json;
      if (keepable(made)) {
        const stored = headOf(made, missing[0]!);
        this.keep(viewerKey, made.id, { exp, stored, columns: this.columnsOf(stored), json });
      }
    });
    return texts.filter((text) => text !== undefined);
  }

  /** The same columns with the same values (a statement reading other columns makes another row). */
  private sameColumns(kept: Kept, row: StoredColumns): boolean {
    let columns = 0;
    for (const name in row) {
      if (name === this.ignored) continue;
      if (!(name in kept.stored) || kept.stored[name] !== row[name]) return false;
      columns += 1;
    }
    return columns === kept.columns;
  }

  private columnsOf(row: StoredColumns): number {
    let columns = 0;
    for (const name in row) if (name !== this.ignored) columns += 1;
    return columns;
  }

  private keep(viewerKey: string, id: number, kept: Kept): void {
    let viewed = this.kept.get(viewerKey);
    const earlier = viewed?.get(id);
    if (earlier) {
      viewed!.delete(id);
      this.bytes -= sizeOf(earlier);
    }
    const size = sizeOf(kept);
    if (size > this.maxBytes) return;
    // Within a step all go stale together: start again rather than find the least used.
    if (this.bytes + size > this.maxBytes) {
      this.kept.clear();
      this.bytes = 0;
      viewed = undefined;
    }
    if (!viewed) this.kept.set(viewerKey, (viewed = new Map()));
    viewed.set(id, kept);
    this.bytes += size;
  }
}

/** The columns a head names, as the whole row holds them: what a later head is compared with. */
function headOf(row: StoredColumns, head: StoredColumns): StoredColumns {
  if (row === head) return row;
  const columns: StoredColumns = { id: row.id };
  for (const name in head) columns[name] = row[name];
  return columns;
}

/** Whose the texts are: masking and addresses are the viewer's. */
function viewerOf(viewer: Caller): string {
  return `${viewer.role}:${viewer.id}`;
}
