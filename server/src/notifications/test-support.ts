import type { FastifyInstance } from 'fastify';
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { TestAccount } from '../test-support/accounts';

/** Test helpers for notifications (test code only). */

export interface Told {
  account_id: number;
  kind: string;
  request_id: number | null;
}

/** Every notification written after the one with id `after`, oldest first, as who was told what of which request. */
export async function toldSince(app: FastifyInstance, after: number): Promise<Told[]> {
  return app.db
    .selectFrom('notifications')
    .select(['account_id', 'kind', 'request_id'])
    .where('id', '>', after)
    .orderBy('id')
    .execute();
}

export async function lastNotificationId(app: FastifyInstance): Promise<number> {
  const row = await app.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

export async function myNotifications(app: FastifyInstance, who: TestAccount, query: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: '/api/v1/global/notifications', headers: who.auth, query });
}

export function markRead(app: FastifyInstance, who: TestAccount, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/global/notifications/markRead',
    headers: who.auth,
    payload: payload as Record<string, unknown>
  });
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  body: string;
}

/** The text of a quoted-printable part, as a reader sees it. */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A message's headers (folded lines joined, names lower-cased) and its decoded text body. */
export function parseMail(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rawBody = raw.slice(split + 4);
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  const body =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(rawBody)
      : encoding === 'base64'
        ? Buffer.from(rawBody.replace(/\s/g, ''), 'base64').toString('utf8')
        : rawBody;
  return { headers, body: body.replace(/\r\n/g, '\n') };
}

export type SmtpMode = 'accept' | 'refuse';

/**
 * A local SMTP server that wants the user and password of the URL, keeps every message it accepts, and
 * in 'refuse' mode answers every message with a 5xx.
 */
export async function startSmtp(
  port = 0
): Promise<{ port: number; received: ReceivedMail[]; mode: { value: SmtpMode }; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const mode = { value: 'accept' as SmtpMode };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (mode.value === 'refuse') {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMail(raw)
        });
        callback();
      });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    mode,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  };
}

/** A port nothing listens on (a server that refuses connections). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Waits until `check` answers true, trying every 20 ms; fails with `what` after `timeoutMs`. */
export async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
