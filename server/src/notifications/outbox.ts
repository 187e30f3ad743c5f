import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { type Exclusive, startJob, unguarded } from '../platform/jobs';
import { SEND_TIMEOUT_MS, smtpMailer, type Mailer } from './mailer';

const BATCH = 20;
/** While one server sends a row, others leave it alone this long (longer than any send may take). */
const LEASE_MS = 2 * SEND_TIMEOUT_MS;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

export interface DeliveryOptions {
  retrySeconds: number;
  maxAttempts: number;
  /** The clock, for tests that let time pass. */
  now?: Date;
  /** Told of each failed send (the row waits for its next try meanwhile). */
  onFailure?(error: unknown): void;
}

/** The wait before the next try after `attempts` failed ones: the retry time, doubled each time, at most six hours. */
export function backoffMs(retrySeconds: number, attempts: number): number {
  return Math.min(retrySeconds * 1000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

const later = (from: Date, ms: number) => new Date(from.getTime() + ms).toISOString();

/**
 * Sends the outbox rows that are due. Each row is first claimed by a conditional update (on the attempt
 * count and time read), so of several servers exactly one sends it; the claim also leases it, so a server
 * that dies mid-send leaves it to be tried again later. A sent row is marked and never sent again; a
 * failed one waits longer each time and is given up after `maxAttempts`. Answers what happened.
 */
export async function deliverOutbox(
  db: Kysely<Database>,
  mailer: Mailer,
  options: DeliveryOptions
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date();
  const at = now.toISOString();
  const due = await db
    .selectFrom('outbox')
    .select(['id', 'notification_id', 'email', 'subject', 'body', 'attempts', 'next_attempt_at'])
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', at)
    .where('attempts', '<', options.maxAttempts)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let sent = 0;
  let failed = 0;
  for (const row of due) {
    const claimed = await db
      .updateTable('outbox')
      .set({ attempts: row.attempts + 1, next_attempt_at: later(now, LEASE_MS) })
      .where('id', '=', row.id)
      .where('sent_at', 'is', null)
      .where('attempts', '=', row.attempts)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    try {
      await mailer.send({
        to: row.email,
        subject: row.subject,
        text: row.body,
        messageId: `<notification-${row.notification_id}@gia.local>`
      });
    } catch (error) {
      failed += 1;
      options.onFailure?.(error);
      await db
        .updateTable('outbox')
        .set({
          next_attempt_at: later(now, backoffMs(options.retrySeconds, row.attempts + 1)),
          last_error: String((error as Error)?.message ?? error).slice(0, 1000)
        })
        .where('id', '=', row.id)
        .where('sent_at', 'is', null)
        .execute();
      continue;
    }
    await db
      .updateTable('outbox')
      .set({ sent_at: new Date().toISOString(), last_error: null })
      .where('id', '=', row.id)
      .execute();
    sent += 1;
  }
  return { sent, failed };
}

/**
 * Sends queued emails every `MAIL_POLL_SECONDS` in the background, never in a request; each failure is
 * reported. With several servers, `exclusive` lets one at a time work the outbox. Returns a stop function
 * that waits for a send in progress.
 */
export function startMailWorker(
  db: Kysely<Database>,
  config: Config,
  report: (error: unknown) => void,
  mailer: Mailer = smtpMailer(config),
  exclusive: Exclusive = unguarded(db)
): () => Promise<void> {
  const stop = startJob({
    name: 'mail-outbox',
    everyMs: config.mail.pollSeconds * 1000,
    exclusive,
    run: (jobDb) =>
      deliverOutbox(jobDb, mailer, {
        retrySeconds: config.mail.retrySeconds,
        maxAttempts: config.mail.maxAttempts,
        onFailure: report
      }),
    report
  });
  return async () => {
    await stop();
    mailer.close();
  };
}
