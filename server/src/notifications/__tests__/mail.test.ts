import { assignCall, byKey, submit } from '../../requests/test-fixtures';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { seedAccount, type TestAccount } from '../../test-support/accounts';
import { smtpMailer } from '../mailer';
import { backoffMs, deliverOutbox, startMailWorker } from '../outbox';
import { closedPort, eventually, startSmtp } from '../test-support';

const pan = byKey('pan');
const RETRY_SECONDS = 60;

interface World {
  t: TestApp;
  customer: TestAccount;
  admin: TestAccount;
  vendor: TestAccount;
}

async function world(env: Record<string, string>): Promise<World> {
  const t = await buildTestApp(env);
  return {
    t,
    customer: await seedAccount(t.app, 'customer', { name: 'Asha Rao' }),
    admin: await seedAccount(t.app, 'admin', { name: 'Ravi Admin' }),
    vendor: await seedAccount(t.app, 'vendor', { name: 'Ravi Legal', businessType: 'PAN Registration' })
  };
}

const smtpEnv = (port: number) => ({ SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`, MAIL_FROM: 'GIA <updates@gia.example>', MAIL_RETRY_SECONDS: String(RETRY_SECONDS), MAIL_POLL_SECONDS: '0.05' });
const options = { retrySeconds: RETRY_SECONDS, maxAttempts: 3 };

async function assignOne(w: World): Promise<number> {
  const id = await submit(w.t.app, pan, w.customer);
  const res = await w.t.app.inject(assignCall(pan, w.admin, id, w.vendor.id));
  expect(res.statusCode).toBe(200);
  return id;
}

const outbox = (w: World) => w.t.app.db.selectFrom('outbox').selectAll().orderBy('id').execute();

test('without SMTP settings no email is queued', async () => {
  const w = await world({});
  try {
    await assignOne(w);
    expect(await outbox(w)).toEqual([]);
    expect(w.t.config.mail.smtpUrl).toBeNull();
  } finally {
    await w.t.close();
  }
});

describe('with an SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let w: World;
  beforeAll(async () => {
    smtp = await startSmtp();
    w = await world(smtpEnv(smtp.port));
  });
  afterAll(async () => {
    await w.t.close();
    await smtp.close();
  });

  test('each notification arrives once, after the change, even with two servers sending', async () => {
    const id = await assignOne(w);
    expect(smtp.received).toEqual([]);
    const queued = await outbox(w);
    expect(queued.map((r) => [r.email, r.sent_at])).toEqual([[w.customer.email, null], [w.vendor.email, null]]);

    const mailers = [smtpMailer(w.t.config), smtpMailer(w.t.config)];
    const stops = mailers.map((m) => startMailWorker(w.t.app.db, w.t.config, (e) => { throw e; }, m));
    await eventually('both are sent', async () => (await outbox(w)).every((r) => r.sent_at !== null));
    await Promise.all(stops.map((stop) => stop()));

    expect(smtp.received.map((m) => m.to)).toEqual(expect.arrayContaining([[w.customer.email], [w.vendor.email]]));
    expect(smtp.received).toHaveLength(2);
    const toCustomer = smtp.received.find((m) => m.to[0] === w.customer.email)!;
    expect(toCustomer.from).toBe('updates@gia.example');
    expect(toCustomer.headers.subject).toBe(`GIA update: Your PAN registration request #${id} has been assigned to a service provider.`);
    expect(toCustomer.body).toContain(`Your PAN registration request #${id} has been assigned to a service provider.\nSign in to GIA to see the request.`);
    expect(toCustomer.body).toContain(`आपका PAN पंजीकरण अनुरोध #${id} एक सेवा प्रदाता को सौंप दिया गया है।`);
    expect(toCustomer.headers['message-id']).toBe(`<notification-${queued[0].notification_id}@gia.local>`);

    expect(await deliverOutbox(w.t.app.db, smtpMailer(w.t.config), options)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
    expect((await outbox(w)).map((r) => r.attempts)).toEqual([1, 1]);
  });
});

describe('a failing SMTP server', () => {
  test('refusing connections or answering 5xx delays no request; the mail is retried later, then sent once', async () => {
    const port = await closedPort();
    const w = await world(smtpEnv(port));
    const reported: unknown[] = [];
    const stop = startMailWorker(w.t.app.db, w.t.config, (e) => reported.push(e));
    try {
      const started = Date.now();
      const id = await assignOne(w);
      expect(Date.now() - started).toBeLessThan(2000);
      const [row] = await outbox(w);
      await eventually('the worker has tried', async () => (await outbox(w)).every((r) => r.last_error !== null));
      await stop();
      expect(reported.map((e) => String(e))).toEqual([expect.stringMatching(/ECONNREFUSED/), expect.stringMatching(/ECONNREFUSED/)]);

      // The worker tried at once and failed: the row waits for its next try.
      const failed = (await outbox(w))[0];
      expect(failed).toMatchObject({ id: row.id, attempts: 1, sent_at: null, last_error: expect.stringMatching(/ECONNREFUSED|connect/i) });
      const t0 = new Date(failed.next_attempt_at).getTime() - backoffMs(RETRY_SECONDS, 1);

      // Not before its time.
      expect(await deliverOutbox(w.t.app.db, smtpMailer(w.t.config), { ...options, now: new Date(t0 + 30_000) })).toEqual({ sent: 0, failed: 0 });

      // A server that answers 550: tried again, failed again, and waits twice as long.
      const smtp = await startSmtp(port);
      try {
        smtp.mode.value = 'refuse';
        const second = new Date(t0 + backoffMs(RETRY_SECONDS, 1) + 1);
        expect(await deliverOutbox(w.t.app.db, smtpMailer(w.t.config), { ...options, now: second })).toEqual({ sent: 0, failed: 2 });
        const waiting = (await outbox(w)).find((r) => r.id === row.id)!;
        expect(waiting).toMatchObject({ attempts: 2, sent_at: null, last_error: expect.stringMatching(/550/) });
        expect(waiting.next_attempt_at).toBe(new Date(second.getTime() + backoffMs(RETRY_SECONDS, 2)).toISOString());
        expect(backoffMs(RETRY_SECONDS, 2)).toBe(2 * backoffMs(RETRY_SECONDS, 1));

        // Then it accepts: each mail arrives once.
        smtp.mode.value = 'accept';
        const third = new Date(second.getTime() + backoffMs(RETRY_SECONDS, 2) + 1);
        expect(await deliverOutbox(w.t.app.db, smtpMailer(w.t.config), { ...options, now: third })).toEqual({ sent: 2, failed: 0 });
        expect(await deliverOutbox(w.t.app.db, smtpMailer(w.t.config), { ...options, now: new Date(third.getTime() + 86_400_000) })).toEqual({ sent: 0, failed: 0 });
        expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([w.customer.email, w.vendor.email].sort());
        expect(smtp.received.find((m) => m.to[0] === w.customer.email)!.headers.subject).toContain(`#${id}`);
      } finally {
        await smtp.close();
      }
    } finally {
      await stop();
      await w.t.close();
    }
  });

  test('a mail that keeps failing is given up after the last attempt', async () => {
    const w = await world(smtpEnv(await closedPort()));
    try {
      await assignOne(w);
      let at = Date.now();
      for (let attempt = 1; attempt <= options.maxAttempts; attempt++) {
        expect(await deliverOutbox(w.t.app.db, smtpMailer(w.t.config), { ...options, now: new Date(at) })).toEqual({ sent: 0, failed: 2 });
        at += backoffMs(RETRY_SECONDS, attempt) + 1;
      }
      expect(await deliverOutbox(w.t.app.db, smtpMailer(w.t.config), { ...options, now: new Date(at + 86_400_000) })).toEqual({ sent: 0, failed: 0 });
      expect((await outbox(w)).map((r) => [r.attempts, r.sent_at])).toEqual([[3, null], [3, null]]);
    } finally {
      await w.t.close();
    }
  });
});
