import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../plugins/auth';
import { cappedHeader, withTotal } from './list-total';
import { gzippedOnce, PageBodies } from './page-bodies';

/** A list page as sent: its JSON and the total behind it (X-Total-Count). */
export interface Page {
  body: Buffer;
  total: number;
  /** More match than `total` says (X-Total-Capped). */
  capped?: boolean;
  /** The body gzipped, once made (`gzippedOnce`: when the page is asked again; a page asked once is not worth it). */
  gzipped?: Buffer;
}

interface Kept extends Omit<Page, 'gzipped'> {
  version: string;
  at: number;
}

/** A page as a call gets it: whether it came from memory, and its gzipped body when made. */
export interface Given extends Page {
  fromMemory: boolean;
}

export interface PageMemoryOptions {
  /** The database's version now (Db.dataVersion). */
  dataVersion: () => Promise<string>;
  /** How long a kept page may be given again even if nothing changed: its signed document addresses age. */
  maxAgeMs: number;
  /** The memory all kept pages may take; the least recently asked go first. */
  maxBytes: number;
  clock?: () => number;
}

/**
 * List pages given again from memory while the database has not changed (issue 18). People's screens
 * ask the same page again and again (a queue open in several tabs, a refetch on every return to it),
 * and building a page of 50 costs about a millisecond of the server's one thread. A page is kept per
 * caller and address with the database's version read before it was built, and given again only
 * while the version is the same: a change by anyone, on any process or machine, is seen at the next
 * call. Callers asking for a page being built share that build. A page given again is also gzipped,
 * once, for the callers that accept it.
 */
export class PageMemory {
  private readonly kept = new Map<string, Kept>();
  private readonly building = new Map<string, Promise<Page>>();
  private bytes = 0;
  private readonly clock: () => number;
  /** Bodies of pages built from rows' texts, given again while made of the same texts. */
  readonly bodies: PageBodies;

  constructor(private readonly options: PageMemoryOptions) {
    this.clock = options.clock ?? (() => performance.now());
    this.bodies = new PageBodies(options.maxBytes / 2);
  }

  /** `known`: the database's version read earlier in this call (request.dataVersion), if any. */
  async page(key: string, build: () => Promise<Page>, known?: string | null): Promise<Given> {
    const version = known ?? (await this.options.dataVersion());
    const at = this.clock();
    const kept = this.kept.get(key);
    if (kept && kept.version === version && at - kept.at < this.options.maxAgeMs) {
      this.kept.delete(key);
      this.kept.set(key, kept);
      const { body, total, capped } = kept;
      return { body, total, capped, fromMemory: true, gzipped: gzippedOnce(body) };
    }
    const buildKey = `${version}\n${key}`;
    let built = this.building.get(buildKey);
    if (!built) {
      built = build().then((page) => {
        this.keep(key, { body: page.body, total: page.total, capped: page.capped, version, at });
        return page;
      });
      this.building.set(buildKey, built);
      void built.then(
        () => this.building.delete(buildKey),
        () => this.building.delete(buildKey)
      );
    }
    return { ...(await built), fromMemory: false };
  }

  private keep(key: string, page: Kept): void {
    // A slow build begun earlier does not replace a page built since.
    if ((this.kept.get(key)?.at ?? -Infinity) > page.at) return;
    this.forget(key);
    const size = sizeOf(key, page);
    if (size > this.options.maxBytes) return;
    this.kept.set(key, page);
    this.bytes += size;
    for (const [oldest] of this.kept) {
      if (this.bytes <= this.options.maxBytes) break;
      this.forget(oldest);
    }
  }

  private forget(key: string): void {
    const page = this.kept.get(key);
    if (!page) return;
    this.kept.delete(key);
    this.bytes -= sizeOf(key, page);
  }
}

/**
 * The body's bytes and its gzipped bytes (`gzippedOnce`, held as long as the body: a tenth of it at most), and
 * its key and version as JavaScript keeps text (two bytes a character at most).
 */
function sizeOf(key: string, page: Kept): number {
  return 1.1 * page.body.length + 2 * (key.length + page.version.length);
}

/** A list page as read: each row's JSON (UTF-8) as the route's schema serialises it. */
export interface ListPage {
  texts: Buffer[];
  total: number;
  capped?: boolean;
}

const encodings = new Negotiator({ supportedValues: ['gzip'] });

/**
 * Answers a list call with its page, from memory when it holds: kept per caller (what each may see and
 * the document addresses signed for them differ) and address (path and query as asked).
 */
export async function sendPage(
  memory: PageMemory,
  request: FastifyRequest,
  reply: FastifyReply,
  caller: Caller,
  read: () => Promise<ListPage>
): Promise<FastifyReply> {
  const page = await memory.page(
    `${caller.role}:${caller.id} ${request.url}`,
    async () => {
      const { texts, total, capped } = await read();
      return { ...memory.bodies.arrayOf(texts), total, capped };
    },
    request.dataVersion
  );
  withTotal(reply, page.total, cappedHeader(page.capped))
    .header('Vary', 'Accept-Encoding')
    .type('application/json; charset=utf-8');
  // A page of 50 is some 48 KB of JSON and 5 KB gzipped: much less to carry to a phone.
  const accepted = request.headers['accept-encoding'];
  if (page.gzipped && accepted && encodings.negotiate(accepted) === 'gzip')
    return reply.header('Content-Encoding', 'gzip').send(page.gzipped);
  return reply.send(page.body);
}
