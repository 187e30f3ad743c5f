import type { Config } from '../config';
import { signingExpiry } from '../documents';
import type { Caller } from '../plugins/auth';
import { rowHeadsOfPage } from './repository/page-heads';

/**
 * A row read whole: its id and its head, what tells whether a list row as kept still holds: the request's id,
 * a colon, then what changes whenever the row's JSON would (`ROW_HEAD`). One text a row, kept rows found by
 * it, took half the time of a head of three columns compared one by one (44 → 23 µs for a page of 50, issue 18).
 */
export interface WholeRow {
  id: number;
  head: string;
}

/** The request a head is of. */
function idOfHead(head: string): number {
  return Number(head.slice(0, head.indexOf(':')));
}

interface Kept {
  exp: string;
  head: string;
  /** The row's JSON as sent: UTF-8, so a page is its rows' bytes copied, not a string encoded again. */
  json: Buffer;
}

/** JavaScript keeps text as two bytes a character at most. */
const sizeOf = (kept: Kept) => kept.json.length + 2 * kept.head.length;

/** Whole pages kept at most; all are forgotten past it, or when as many kept rows were replaced (their texts held). */
const MAX_PAGES = 1_000;

/** One viewer's kept rows: by head, and each request's latest head (what a newer one replaces). */
interface Viewed {
  byHead: Map<string, Kept>;
  headOf: Map<number, string>;
}

/**
 * Each list row's JSON text as a viewer was last sent it, given again while its head is the same and its
 * document addresses have the same expiry (issue 18). A list page built anew (another page, filter or
 * search, or the same page after a change to any request) presented and serialised each of its rows again,
 * though most had not changed: on the admin's PAN page of 50 that was more than the page's statement. A row
 * is made from its stored columns, the viewer and the signing step alone; its head tells when any of them
 * changed, so one whose head is the same gives the same text.
 */
export class ListRowTexts {
  /** By viewer, then by head, the statement's own text: a key made as text for each of a page's rows took a twentieth of it (issue 18). */
  private readonly kept = new Map<string, Viewed>();
  private bytes = 0;
  private readonly maxBytes: number;
  /**
   * Each page whose rows are all kept, by viewer, expiry and its heads in one text (`headsInOneText`): its rows'
   * texts, the very buffers kept, so PageBodies gives the body made for them again.
   */
  private readonly pages = new Map<string, Buffer[]>();
  /** Kept rows replaced since the pages were last forgotten: an older page may still hold their texts. */
  private replaced = 0;

  constructor(
    private readonly config: Config,
    options: { maxBytes?: number } = {}
  ) {
    this.maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  }

  /**
   * `textsOf` for a page's heads in one text (null: no row), a page made of kept rows alone found by that text:
   * one lookup, where 50 heads were made values and matched one by one (issue 18).
   */
  async textsOfPage<R extends WholeRow, P>(
    viewer: Caller,
    heads: string | null,
    rowsOf: (ids: number[]) => Promise<R[]>,
    keepable: (row: R) => boolean,
    present: (rows: R[]) => Promise<P[]>,
    serialise: (row: P) => string
  ): Promise<Buffer[]> {
    if (!heads) return [];
    const key = `${viewerOf(viewer)} ${signingExpiry(this.config)} ${heads}`;
    const page = this.pages.get(key);
    if (page) return page;
    const each = rowHeadsOfPage(heads);
    const texts = await this.textsOf(viewer, each, rowsOf, keepable, present, serialise);
    if (this.allKept(viewer, each, texts)) {
      if (this.pages.size >= MAX_PAGES) this.forgetPages();
      this.pages.set(key, texts);
    }
    return texts;
  }

  /**
   * The JSON of each row `heads` names, in order: those kept given again, the others read whole by their ids
   * (`rowsOf`: the head's format is known here alone), presented (in one call, in order) and serialised.
   * `keepable` says which rows are made from their columns alone. A row gone between the head and its reading
   * is left out; one changed meanwhile is given as read.
   */
  async textsOf<R extends WholeRow, P>(
    viewer: Caller,
    heads: readonly string[],
    rowsOf: (ids: number[]) => Promise<R[]>,
    keepable: (row: R) => boolean,
    present: (rows: R[]) => Promise<P[]>,
    serialise: (row: P) => string
  ): Promise<Buffer[]> {
    const exp = signingExpiry(this.config);
    const texts = new Array<Buffer | undefined>(heads.length);
    const viewerKey = viewerOf(viewer);
    const viewed = this.kept.get(viewerKey);
    let missing: number[] | undefined;
    for (let i = 0; i < heads.length; i++) {
      const kept = viewed?.byHead.get(heads[i]!);
      if (kept && kept.exp === exp) texts[i] = kept.json;
      else (missing ??= []).push(idOfHead(heads[i]!));
    }
    if (!missing) return texts as Buffer[];
    const at = new Map(heads.map((h, i) => [idOfHead(h), i]));
    const rows = await rowsOf(missing);
    const presented = await present(rows);
    presented.forEach((row, j) => {
      const json = Buffer.from(serialise(row));
      const made = rows[j]!;
      texts[at.get(made.id)!] = json;
      if (keepable(made)) this.keep(viewerKey, made.id, { exp, head: made.head, json });
    });
    return texts.filter((text) => text !== undefined);
  }

  /** Whether `texts` are the kept texts of every one of `heads` (a page of them may be kept whole). */
  private allKept(viewer: Caller, heads: readonly string[], texts: readonly Buffer[]): boolean {
    const viewed = this.kept.get(viewerOf(viewer));
    return texts.length === heads.length && heads.every((head, i) => viewed?.byHead.get(head)?.json === texts[i]);
  }

  private forgetPages(): void {
    this.pages.clear();
    this.replaced = 0;
  }

  private keep(viewerKey: string, id: number, kept: Kept): void {
    let viewed = this.kept.get(viewerKey);
    const earlier = viewed?.headOf.get(id);
    if (earlier !== undefined) {
      if (++this.replaced >= MAX_PAGES) this.forgetPages();
      this.bytes -= sizeOf(viewed!.byHead.get(earlier)!);
      viewed!.byHead.delete(earlier);
      viewed!.headOf.delete(id);
    }
    const size = sizeOf(kept);
    if (size > this.maxBytes) return;
    // Within a step all go stale together: start again rather than find the least used.
    if (this.bytes + size > this.maxBytes) {
      this.kept.clear();
      this.forgetPages();
      this.bytes = 0;
      viewed = undefined;
    }
    if (!viewed) this.kept.set(viewerKey, (viewed = { byHead: new Map(), headOf: new Map() }));
    viewed.byHead.set(kept.head, kept);
    viewed.headOf.set(id, kept.head);
    this.bytes += size;
  }
}

/** Whose the texts are: masking and addresses are the viewer's. */
function viewerOf(viewer: Caller): string {
  return `${viewer.role}:${viewer.id}`;
}
