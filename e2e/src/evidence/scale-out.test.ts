import { SERVICES } from '@gia/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  call,
  freshDatabase,
  PDF,
  PNG,
  startServer,
  uploadFile,
  type FreshDatabase,
  type ServerProcess
} from './support/servers';
import { startRedis, startS3, startSmtp } from './support/services';

/**
 * The reference deployment of docs/deploying.md in small: two servers (B itself runs WORKERS=2) with data
 * folders of their own, on one PostgreSQL database, one S3-protocol bucket (s3rver), one Redis and one
 * mail server. A request's life spread over them; sign-in limits counted once for all; the periodic
 * jobs (overdue notices, the mail outbox) done once, not once per server.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
const pan = SERVICES.find((k) => k.key === 'pan')!;
const PASSWORD = 'Tulsi-garden-river-42';
const ADMIN = { email: 'admin@scale.example', password: 'Admin-pass-2026-scale' };
const LOGIN_LIMIT = 5;

let database: FreshDatabase | null = null;
let stops: (() => Promise<unknown>)[] = [];
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let a: ServerProcess;
let b: ServerProcess;

async function query<T>(sqlText: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database!.url });
  await client.connect();
  try {
    return (await client.query(sqlText, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting until ${what}\n${a.output()}\n${b.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function ok(what: string, res: { status: number; body: any }) {
  if (res.status >= 300)
    throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}\n${a.output()}\n${b.output()}`);
  return res.body;
}

/** With mail set up a new account waits for its email (issue 17): opens the link it was mailed, on `url`. */
async function confirmEmail(url: string, email: string) {
  const [mail] = await query<{ body: string }>(
    "SELECT body FROM outbox WHERE email = $1 AND body LIKE '%/VerifyEmail?token=%' ORDER BY id DESC",
    [email]
  );
  const token = /\/VerifyEmail\?token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link was mailed to ${email}`);
  return ok(`${email} opens the link that confirms it`, await call(url, 'POST', '/global/verifyEmail', { token }));
}

if (!onPostgres) {
  test.skip('two servers on one PostgreSQL, one bucket, one Redis (runs only when DATABASE_URL is set)', () =>
    undefined);
} else {
  beforeAll(async () => {
    database = await freshDatabase();
    const [s3, redis] = await Promise.all([startS3(), startRedis()]);
    smtp = await startSmtp();
    stops = [() => s3.stop(), () => redis.stop(), () => smtp.close(), () => database!.drop()];
    const env = {
      DATABASE_URL: database!.url,
      JWT_SECRET: 'scale-out-secret-'.padEnd(48, 'x'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      REDIS_URL: redis.url,
      ...s3.env,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'GIA <updates@gia.example>',
      MAIL_POLL_SECONDS: '0.3',
      OVERDUE_CHECK_SECONDS: '1',
      LOGIN_RATE_PER_MINUTE: String(LOGIN_LIMIT)
    };
    // Separate data folders: documents can only be shared through the bucket.
    const folders = [
      mkdtempSync(path.join(os.tmpdir(), 'gia-scale-a-')),
      mkdtempSync(path.join(os.tmpdir(), 'gia-scale-b-'))
    ];
    stops.push(async () => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));
    [a, b] = await Promise.all([startServer(folders[0], env), startServer(folders[1], { ...env, WORKERS: '2' })]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  });

  test('customer on A, admin on B, vendor on A: one request, documents from the bucket, the same timeline everywhere', async () => {
    ok(
      'customer signs up on A',
      await call(a.url, 'POST', '/users/login/signup', {
        user_name: 'Asha Rao',
        email: 'asha@scale.example',
        password: PASSWORD
      })
    );
    await confirmEmail(a.url, 'asha@scale.example');
    const customer = ok(
      'customer signs in on A',
      await call(a.url, 'POST', '/users/login/request', { email: 'asha@scale.example', password: PASSWORD })
    ).accessToken;
    const photo = await uploadFile(a.url, { name: 'photo.png', type: 'image/png', data: PNG }, customer);
    const submitted = ok(
      'customer submits on A',
      await call(
        a.url,
        'POST',
        `/${pan.endpoints.insertBase}/data/${pan.endpoints.insert}`,
        { consent: true, name: 'Asha Rao', photo_url: photo },
        customer
      )
    );

    const vendorDocs = [];
    for (const name of ['aadhaar.pdf', 'pan.pdf', 'registration.pdf'])
      vendorDocs.push(await uploadFile(a.url, { name, type: 'application/pdf', data: PDF }));
    ok(
      'vendor signs up on A',
      await call(a.url, 'POST', '/vendors/login/signUp', {
        vendor_number: '9876543210',
        password: PASSWORD,
        vendor_name: 'Alpha PAN Services',
        email: 'alpha@scale.example',
        vendor_bussiness_name: pan.vendorCategory,
        venndor_bussiness_address: 'MG Road, Bengaluru 560001',
        vendor_aadhar_url: vendorDocs[0],
        vendor_pan_url: vendorDocs[1],
        vendor_registration_document_url: vendorDocs[2]
      })
    );
    const vendor = await confirmEmail(b.url, 'alpha@scale.example');

    const admin = ok('admin signs in on B', await call(b.url, 'POST', '/admin/login/request', ADMIN)).accessToken;
    const rows = ok(
      'admin reads on B',
      await call(b.url, 'GET', `/admin/data/${pan.endpoints.get}?q=${submitted.id}`, undefined, admin)
    );
    const row = rows.find((r: { id: number }) => r.id === submitted.id);
    expect(row.status).toBe('PENDING');
    const opened = await fetch(`${b.url}${row.photo_url}`);
    expect(opened.status).toBe(200);
    expect(Buffer.from(await opened.arrayBuffer()).equals(PNG)).toBe(true);
    // The vendor's papers, uploaded on A, read by the admin on B.
    // A new vendor takes work once an admin has approved them (issue 17).
    ok(
      'admin approves the vendor on B',
      await call(b.url, 'POST', '/admin/data/approveVendor', { vendor_id: vendor.user.id }, admin)
    );
    const vendors = ok(
      'admin lists vendors on B',
      await call(
        b.url,
        'GET',
        `/admin/data/getVendors?vendor_bussiness_name=${encodeURIComponent(pan.vendorCategory)}`,
        undefined,
        admin
      )
    );
    const listed = vendors.find((v: { vendor_id: number }) => v.vendor_id === vendor.user.id);
    expect(listed).toBeDefined();
    for (const url of vendorDocs) {
      const paper = await fetch(`${b.url}${url}`, { headers: { authorization: `Bearer ${admin}` } });
      expect(paper.status).toBe(200);
      expect(Buffer.from(await paper.arrayBuffer()).equals(PDF)).toBe(true);
    }

    ok(
      'admin assigns on B',
      await call(
        b.url,
        'POST',
        `/admin/data/${pan.endpoints.update}`,
        { id: submitted.id, assigned_vendor: vendor.user.id, status: 'ASSIGNED TO VENDOR' },
        admin
      )
    );
    const work = (action: string) =>
      call(
        a.url,
        'POST',
        `/vendors/data/${action}`,
        { service_type: pan.serviceType, id: submitted.id },
        vendor.accessToken
      );
    ok('vendor accepts on A', await work('acceptAssignment'));

    // Overdue while in progress: every server checks each second, one announces it.
    await query('UPDATE requests SET due_at = $1 WHERE id = $2', ['2026-01-05T06:30:00.000Z', submitted.id]);
    const overdueNotices = async () =>
      Number(
        (
          await query<{ n: string }>(
            "SELECT count(*) AS n FROM notifications WHERE kind = 'overdue' AND request_id = $1",
            [submitted.id]
          )
        )[0].n
      );
    await eventually('the overdue notice is written', async () => (await overdueNotices()) > 0);
    // Several more rounds of checks on all three processes.
    await new Promise((r) => setTimeout(r, 3500));
    expect(await overdueNotices()).toBe(1);
    const adminNotices = ok(
      'admin reads notifications on A',
      await call(a.url, 'GET', '/global/notifications', undefined, admin)
    );
    expect(
      adminNotices.filter(
        (n: { kind: string; request_id: number }) => n.kind === 'overdue' && n.request_id === submitted.id
      )
    ).toHaveLength(1);

    ok('vendor completes on A', await work('completeAssignment'));
    const done = ok(
      'customer reads on B',
      await call(b.url, 'GET', `/admin/data/${pan.endpoints.get}?q=${submitted.id}`, undefined, customer)
    ).find((r: { id: number }) => r.id === submitted.id);
    expect(done.status).toBe('COMPLETED');
    // The history comes from the request's own page (a list row carries what a list shows).
    const page = ok(
      'customer reads the request page on B',
      await call(b.url, 'GET', `/global/requests/${done.reference}`, undefined, customer)
    );
    expect(page.events.map((e: { kind: string }) => e.kind)).toEqual(['submitted', 'assign', 'accept', 'complete']);

    // Every queued mail is sent, each exactly once, though three processes work the outbox.
    await eventually(
      'the outbox is empty',
      async () =>
        Number((await query<{ n: string }>('SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL'))[0].n) === 0
    );
    await new Promise((r) => setTimeout(r, 1500));
    const queued = await query<{ notification_id: number; email: string }>(
      'SELECT notification_id, email FROM outbox ORDER BY id'
    );
    expect(queued.length).toBeGreaterThanOrEqual(4);
    const ids = smtp.received.map((m) => m.messageId);
    expect(ids.length).toBe(queued.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(queued.map((q) => `<notification-${q.notification_id}@gia.local>`).sort());
    expect(smtp.received.some((m) => m.to.includes(ADMIN.email) && queued.some((q) => q.email === ADMIN.email))).toBe(
      true
    );
  });

  test('sign-in failures spread over A and B hit the limit at the same count as on one server', async () => {
    const fail = (url: string, email: string) =>
      call(url, 'POST', '/users/login/request', { email, password: 'wrong-password-1' });
    const countUntilRefused = async (route: (i: number) => string, email: string) => {
      for (let i = 0; i < 3 * LOGIN_LIMIT; i++) {
        const res = await fail(route(i), email);
        if (res.status === 429) return i;
        expect(res.status).toBe(401);
      }
      return -1;
    };
    const alone = await countUntilRefused(() => a.url, 'one-server@scale.example');
    const spread = await countUntilRefused((i) => (i % 2 === 0 ? a.url : b.url), 'two-servers@scale.example');
    expect(alone).toBe(LOGIN_LIMIT);
    expect(spread).toBe(alone);
    expect((await fail(b.url, 'two-servers@scale.example')).status).toBe(429);
  });
}
