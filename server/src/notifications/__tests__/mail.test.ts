import type { InjectOptions } from 'fastify';
import { assignCall, byKey, insertUrl, submit, validBody } from '../../requests/test-fixtures';
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

const PUBLIC_URL = 'https://gia.example.in';
const smtpEnv = (port: number) => ({
  PUBLIC_URL,
  SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`,
  MAIL_FROM: 'GIA <updates@gia.example>',
  MAIL_RETRY_SECONDS: String(RETRY_SECONDS),
  MAIL_POLL_SECONDS: '0.05'
});
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
  // A fresh server and mailbox for each test: the first counts every mail and outbox row there is.
  beforeEach(async () => {
    smtp = await startSmtp();
    w = await world(smtpEnv(smtp.port));
  });
  afterEach(async () => {
    await w.t.close();
    await smtp.close();
  });

  test('each notification arrives once, after the change, even with two servers sending', async () => {
    const id = await assignOne(w);
    expect(smtp.received).toEqual([]);
    const queued = await outbox(w);
    expect(queued.map((r) => [r.email, r.sent_at])).toEqual([
      [w.customer.email, null],
      [w.vendor.email, null]
    ]);

    const mailers = [smtpMailer(w.t.config), smtpMailer(w.t.config)];
    const stops = mailers.map((m) =>
      startMailWorker(
        w.t.app.db,
        w.t.config,
        (e) => {
          throw e;
        },
        m
      )
    );
    await eventually('both are sent', async () => (await outbox(w)).every((r) => r.sent_at !== null));
    await Promise.all(stops.map((stop) => stop()));

    expect(smtp.received.map((m) => m.to)).toEqual(expect.arrayContaining([[w.customer.email], [w.vendor.email]]));
    expect(smtp.received).toHaveLength(2);
    const toCustomer = smtp.received.find((m) => m.to[0] === w.customer.email)!;
    expect(toCustomer.from).toBe('updates@gia.example');
    expect(toCustomer.headers.subject).toBe(
      `GIA update: Your PAN registration request #${id} has been assigned to a service provider.`
    );
    const { reference } = await w.t.app.db
      .selectFrom('requests')
      .select('reference')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(toCustomer.body).toContain(
      `Your PAN registration request #${id} has been assigned to a service provider.\nSign in to GIA to see the request.\n${PUBLIC_URL}/Requests/${reference}\n`
    );
    expect(toCustomer.body).toContain(`आपका PAN पंजीकरण अनुरोध #${id} एक सेवा प्रदाता को सौंप दिया गया है।`);
    expect(toCustomer.headers['message-id']).toBe(`<notification-${queued[0].notification_id}@gia.local>`);

    expect(await deliverOutbox(w.t.app.db, smtpMailer(w.t.config), options)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
    expect((await outbox(w)).map((r) => r.attempts)).toEqual([1, 1]);
  });

  test('deleting a pending request mails its customer the reason, in English and Hindi', async () => {
    const id = await submit(w.t.app, pan, w.customer);
    const { reference } = await w.t.app.db
      .selectFrom('requests')
      .select('reference')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const before = smtp.received.length;
    const res = await w.t.app.inject({
      method: 'POST',
      url: `/api/v1/global/requests/${reference}/delete`,
      headers: w.admin.auth,
      payload: { reason: 'Submitted twice.' }
    });
    expect(res.statusCode).toBe(200);
    expect(await deliverOutbox(w.t.app.db, smtpMailer(w.t.config), options)).toEqual({ sent: 1, failed: 0 });
    const mail = smtp.received.slice(before);
    expect(mail.map((m) => m.to)).toEqual([[w.customer.email]]);
    expect(mail[0].headers.subject).toBe(
      `GIA update: Your PAN registration request ${reference} was deleted by the admins. Reason: Submitted twice.`
    );
    expect(mail[0].body).toContain(
      `आपका PAN पंजीकरण अनुरोध ${reference} एडमिन द्वारा हटा दिया गया। कारण: Submitted twice.`
    );
    expect(mail[0].body).toContain(`\nअनुरोध देखने के लिए GIA में साइन इन करें।\n${PUBLIC_URL}/Requests/${reference}\n`);
  });

  describe('the conversation on a request', () => {
    let otherAdmin: TestAccount;
    beforeEach(async () => {
      otherAdmin = await seedAccount(w.t.app, 'admin', { name: 'Meena Admin' });
    });

    const post = async (who: TestAccount, url: string, payload: unknown, status: number) => {
      const options: InjectOptions = { method: 'POST', url, headers: who.auth, payload: payload as object };
      const res = await w.t.app.inject(options);
      if (res.statusCode !== status) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const on = (reference: string, path: string) => `/api/v1/global/requests/${reference}/${path}`;
    async function newPan(): Promise<string> {
      const body = await validBody(w.t.app, pan, w.customer, true);
      return (await post(w.customer, insertUrl(pan), body, 200)).reference;
    }
    /** The mails each step sends, as who got them and what they read. */
    async function mailedBy(step: () => Promise<unknown>): Promise<{ to: string; body: string }[]> {
      await deliverOutbox(w.t.app.db, smtpMailer(w.t.config), options);
      const before = smtp.received.length;
      await step();
      await deliverOutbox(w.t.app.db, smtpMailer(w.t.config), options);
      return smtp.received
        .slice(before)
        .map((m) => ({ to: m.to[0], body: m.body }))
        .sort((a, b) => a.to.localeCompare(b.to));
    }
    const emails = (mails: { to: string }[]) => mails.map((m) => m.to);
    const sorted = (...people: TestAccount[]) => people.map((p) => p.email).sort();
    const linkTo = (reference: string) => `\n${PUBLIC_URL}/Requests/${reference}\n`;

    test('messages, an ask and its answer are mailed to the others on the request, each linking to its page; a note never to the customer', async () => {
      const reference = await newPan();
      const link = linkTo(reference);
      await post(w.admin, on(reference, 'assign'), { vendor_id: w.vendor.id }, 200);
      await post(w.vendor, on(reference, 'accept'), {}, 200);

      const message = await mailedBy(() => post(w.customer, on(reference, 'messages'), { text: 'Any news?' }, 201));
      expect(emails(message)).toEqual(sorted(w.admin, otherAdmin, w.vendor));
      for (const m of message) {
        expect(m.body).toContain(`New message from Asha Rao on PAN registration request ${reference}.`);
        expect(m.body.split(link)).toHaveLength(3);
      }

      const note = await mailedBy(() =>
        post(w.admin, on(reference, 'messages'), { text: 'She called twice; be quick.', internal: true }, 201)
      );
      expect(emails(note)).toEqual(sorted(otherAdmin, w.vendor));
      expect(note.every((m) => m.body.includes(link))).toBe(true);

      const ask = await mailedBy(() =>
        post(w.vendor, on(reference, 'askCustomer'), { text: 'Which address should the card go to?' }, 200)
      );
      expect(emails(ask)).toEqual(sorted(w.admin, otherAdmin, w.customer));
      const toCustomer = ask.find((m) => m.to === w.customer.email)!;
      expect(toCustomer.body).toContain(
        `Please answer on your PAN registration request ${reference}: Which address should the card go to?\nSign in to GIA to see the request.${link}`
      );
      for (const m of ask.filter((x) => x !== toCustomer))
        expect(m.body).toContain(
          `New message from Ravi Legal on PAN registration request ${reference}.\nSign in to GIA to see the request.${link}`
        );

      const answer = await mailedBy(() => post(w.customer, on(reference, 'answer'), { text: 'The Pune one.' }, 200));
      expect(emails(answer)).toEqual(sorted(w.admin, otherAdmin, w.vendor));
      for (const m of answer)
        expect(m.body).toContain(`The customer answered on PAN registration request ${reference}.\nSign in`);
      expect(answer.every((m) => m.body.includes(link))).toBe(true);

      const all = await w.t.app.db.selectFrom('outbox').select(['email', 'body']).execute();
      expect(all.filter((m) => m.body.includes('be quick'))).toEqual([]);
      expect(all.filter((m) => m.email === w.customer.email && m.body.includes('New message'))).toEqual([]);
    });

    test('a withdrawal and a resubmission are mailed to the admins with the link', async () => {
      const pending = await newPan();
      const withdrawn = await mailedBy(() =>
        post(w.customer, on(pending, 'withdraw'), { reason: 'Filed it myself.' }, 200)
      );
      expect(emails(withdrawn)).toEqual(sorted(w.admin, otherAdmin));
      for (const m of withdrawn) {
        expect(m.body).toContain(`The customer withdrew PAN registration request ${pending}. Reason: Filed it myself.`);
        expect(m.body).toContain(linkTo(pending));
      }

      const rejected = await newPan();
      await post(w.admin, on(rejected, 'reject'), { reason: 'The name does not match the PAN.' }, 200);
      const { fields } = await w.t.app.db
        .selectFrom('requests')
        .select('fields')
        .where('reference', '=', rejected)
        .executeTakeFirstOrThrow();
      const corrected = { ...(await validBody(w.t.app, pan, w.customer, false)), ...JSON.parse(fields) };
      const name = pan.fields.find((f) => f.kind !== 'file' && !f.format)!.name;
      const resubmitted = await mailedBy(() =>
        post(w.customer, on(rejected, 'resubmit'), { ...corrected, [name]: 'Asha R. Rao' }, 200)
      );
      expect(emails(resubmitted)).toEqual(sorted(w.admin, otherAdmin));
      for (const m of resubmitted) {
        expect(m.body).toContain(`The customer corrected and resubmitted PAN registration request ${rejected}.`);
        expect(m.body).toContain(linkTo(rejected));
      }
    });
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
      expect(reported.map((e) => String(e))).toEqual([
        expect.stringMatching(/ECONNREFUSED/),
        expect.stringMatching(/ECONNREFUSED/)
      ]);

      // The worker tried at once and failed: the row waits for its next try.
      const failed = (await outbox(w))[0];
      expect(failed).toMatchObject({
        id: row.id,
        attempts: 1,
        sent_at: null,
        last_error: expect.stringMatching(/ECONNREFUSED|connect/i)
      });
      const t0 = new Date(failed.next_attempt_at).getTime() - backoffMs(RETRY_SECONDS, 1);

      // Not before its time.
      expect(
        await deliverOutbox(w.t.app.db, smtpMailer(w.t.config), { ...options, now: new Date(t0 + 30_000) })
      ).toEqual({ sent: 0, failed: 0 });

      // A server that answers 550: tried again, failed again, and waits twice as long.
      const smtp = await startSmtp(port);
      try {
        smtp.mode.value = 'refuse';
        const second = new Date(t0 + backoffMs(RETRY_SECONDS, 1) + 1);
        expect(await deliverOutbox(w.t.app.db, smtpMailer(w.t.config), { ...options, now: second })).toEqual({
          sent: 0,
          failed: 2
        });
        const waiting = (await outbox(w)).find((r) => r.id === row.id)!;
        expect(waiting).toMatchObject({ attempts: 2, sent_at: null, last_error: expect.stringMatching(/550/) });
        expect(waiting.next_attempt_at).toBe(new Date(second.getTime() + backoffMs(RETRY_SECONDS, 2)).toISOString());
        expect(backoffMs(RETRY_SECONDS, 2)).toBe(2 * backoffMs(RETRY_SECONDS, 1));

        // Then it accepts: each mail arrives once.
        smtp.mode.value = 'accept';
        const third = new Date(second.getTime() + backoffMs(RETRY_SECONDS, 2) + 1);
        expect(await deliverOutbox(w.t.app.db, smtpMailer(w.t.config), { ...options, now: third })).toEqual({
          sent: 2,
          failed: 0
        });
        expect(
          await deliverOutbox(w.t.app.db, smtpMailer(w.t.config), {
            ...options,
            now: new Date(third.getTime() + 86_400_000)
          })
        ).toEqual({ sent: 0, failed: 0 });
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
        expect(await deliverOutbox(w.t.app.db, smtpMailer(w.t.config), { ...options, now: new Date(at) })).toEqual({
          sent: 0,
          failed: 2
        });
        at += backoffMs(RETRY_SECONDS, attempt) + 1;
      }
      expect(
        await deliverOutbox(w.t.app.db, smtpMailer(w.t.config), { ...options, now: new Date(at + 86_400_000) })
      ).toEqual({ sent: 0, failed: 0 });
      expect((await outbox(w)).map((r) => [r.attempts, r.sent_at])).toEqual([
        [3, null],
        [3, null]
      ]);
    } finally {
      await w.t.close();
    }
  });
});
