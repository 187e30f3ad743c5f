import { SERVICES } from '@gia/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/**
 * Two server processes on one PostgreSQL database (same JWT_SECRET, one shared document folder),
 * the calls of one story spread over both, give the same results as one server alone.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
const pan = SERVICES.find((k) => k.key === 'pan')!;
const PASSWORD = 'Correct-horse-7';
const ADMIN = { email: 'admin@several.example', password: 'Admin-pass-2026' };
const RACES = 6;

let database: FreshDatabase | null = null;
let dataDir: string;
let a: ServerProcess;
let b: ServerProcess;

/** Which server a step of the story goes to: always the first one, or alternating between the two. */
type Route = (step: number) => string;

/**
 * One story from sign-up to completion, plus races of two admins assigning at once, as a transcript of
 * what each step answered: statuses and states, never ids or times, so two runs can be compared.
 */
async function story(on: Route, tag: string): Promise<string[]> {
  const transcript: string[] = [];
  let step = 0;
  const next = () => on(step++);
  const note = (line: string) => transcript.push(line);
  const expectOk = (what: string, res: { status: number; body: unknown }) => {
    note(`${what}: ${res.status}`);
    if (res.status >= 300)
      throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}\n${a.output()}\n${b.output()}`);
    return res.body as any;
  };

  const customerEmail = `asha.${tag}@example.in`;
  expectOk(
    'customer signs up',
    await call(next(), 'POST', '/users/login/signup', {
      user_name: 'Asha Rao',
      email: customerEmail,
      password: PASSWORD
    })
  );
  const customer = expectOk(
    'customer signs in',
    await call(next(), 'POST', '/users/login/request', { email: customerEmail, password: PASSWORD })
  ).accessToken;
  const photo = await uploadFile(next(), { name: 'photo.png', type: 'image/png', data: PNG }, customer);
  const submitted = expectOk(
    'customer submits with a document',
    await call(
      next(),
      'POST',
      `/${pan.endpoints.insertBase}/data/${pan.endpoints.insert}`,
      { consent: true, name: 'Asha Rao', photo_url: photo },
      customer
    )
  );

  const admin = expectOk('admin signs in', await call(next(), 'POST', '/admin/login/request', ADMIN)).accessToken;
  const secondAdminEmail = `meera.${tag}@example.in`;
  expectOk(
    'admin adds an admin',
    await call(
      next(),
      'POST',
      '/admin/data/insertAdmin',
      { name: 'Meera Admin', email: secondAdminEmail, password: PASSWORD },
      admin
    )
  );
  const secondAdmin = expectOk(
    'second admin signs in',
    await call(next(), 'POST', '/admin/login/request', { email: secondAdminEmail, password: PASSWORD })
  ).accessToken;

  const vendors: { id: number; token: string }[] = [];
  for (const name of ['Alpha', 'Beta']) {
    const documents = [
      await uploadFile(next(), { name: 'aadhaar.pdf', type: 'application/pdf', data: PDF }),
      await uploadFile(next(), { name: 'pan.pdf', type: 'application/pdf', data: PDF }),
      await uploadFile(next(), { name: 'registration.pdf', type: 'application/pdf', data: PDF })
    ];
    const signed = expectOk(
      `vendor ${name} signs up`,
      await call(next(), 'POST', '/vendors/login/signUp', {
        vendor_number: '9876543210',
        password: PASSWORD,
        vendor_name: `${name} PAN Services ${tag}`,
        email: `${name.toLowerCase()}.${tag}@example.in`,
        vendor_bussiness_name: pan.vendorCategory,
        venndor_bussiness_address: 'MG Road, Bengaluru 560001',
        vendor_aadhar_url: documents[0],
        vendor_pan_url: documents[1],
        vendor_registration_document_url: documents[2]
      })
    );
    vendors.push({ id: signed.user.id, token: signed.accessToken });
    expectOk(
      `admin approves vendor ${name}`,
      await call(next(), 'POST', '/admin/data/approveVendor', { vendor_id: signed.user.id }, admin)
    );
  }
  const listed = expectOk(
    'admin lists the PAN vendors',
    await call(
      next(),
      'GET',
      `/admin/data/getVendors?vendor_bussiness_name=${encodeURIComponent(pan.vendorCategory)}`,
      undefined,
      admin
    )
  );
  note(
    `both new vendors listed: ${vendors.every((v) => listed.some((l: { vendor_id: number }) => l.vendor_id === v.id))}`
  );

  const readOne = async (token: string, id: number) => {
    const rows = expectOk(
      'a read',
      await call(next(), 'GET', `/admin/data/${pan.endpoints.get}?q=${id}&limit=200`, undefined, token)
    );
    const row = rows.find((r: { id: number }) => r.id === id);
    // A list row carries what a list shows; the history comes from the request's own page.
    if (!row) return row;
    const page = expectOk(
      'a request page',
      await call(next(), 'GET', `/global/requests/${row.reference}`, undefined, token)
    );
    return { ...row, events: page.events };
  };
  const assign = (token: string, id: number, vendor: number) =>
    call(
      next(),
      'POST',
      `/admin/data/${pan.endpoints.update}`,
      { id: id, assigned_vendor: vendor, status: 'ASSIGNED TO VENDOR' },
      token
    );

  expectOk('admin assigns vendor Alpha', await assign(admin, submitted.id, vendors[0].id));
  const assigned = await readOne(customer, submitted.id);
  note(`customer sees: ${assigned.status}, ${assigned.events.map((e: { kind: string }) => e.kind).join(' → ')}`);
  const opened = await fetch(`${next()}${assigned.photo_url}`);
  note(
    `the signed document link opens: ${opened.status} ${opened.headers.get('content-type')} ${Buffer.from(await opened.arrayBuffer()).equals(PNG)}`
  );
  const byVendor = await readOne(vendors[0].token, submitted.id);
  note(
    `vendor Alpha sees it: ${byVendor?.status}; vendor Beta sees it: ${Boolean(await readOne(vendors[1].token, submitted.id))}`
  );
  const work = (action: string, token: string) =>
    call(next(), 'POST', `/vendors/data/${action}`, { service_type: pan.serviceType, id: submitted.id }, token);
  note(`vendor Beta may not accept it: ${(await work('acceptAssignment', vendors[1].token)).status}`);
  expectOk('vendor Alpha accepts', await work('acceptAssignment', vendors[0].token));
  expectOk('vendor Alpha completes', await work('completeAssignment', vendors[0].token));
  const done = await readOne(customer, submitted.id);
  note(`customer sees: ${done.status}, ${done.events.map((e: { kind: string }) => e.kind).join(' → ')}`);

  for (let round = 0; round < RACES; round++) {
    const id = expectOk(
      'customer submits',
      await call(
        next(),
        'POST',
        `/${pan.endpoints.insertBase}/data/${pan.endpoints.insert}`,
        { consent: true, name: `Asha Rao ${round}` },
        customer
      )
    ).id;
    // One admin on each server (or both on one), at the same moment, each for a different vendor.
    const [first, second] = await Promise.all([
      assign(admin, id, vendors[0].id),
      assign(secondAdmin, id, vendors[1].id)
    ]);
    const statuses = [first.status, second.status].sort();
    const row = await readOne(admin, id);
    const winner = first.status === 200 ? vendors[0].id : vendors[1].id;
    note(
      `race ${round}: answers ${statuses.join(' and ')}; history ${row.events.map((e: { kind: string }) => e.kind).join(' → ')}; the winner's vendor assigned: ${row.assigned_vendor === winner}`
    );
  }
  return transcript;
}

if (!onPostgres) {
  test.skip('several servers on one PostgreSQL database (runs only when DATABASE_URL is set)', () => undefined);
} else {
  beforeAll(async () => {
    database = await freshDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'gia-several-'));
    const env = {
      DATABASE_URL: database!.url,
      JWT_SECRET: 'several-servers-secret-'.padEnd(48, 'x'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The stories sign in more often than a person would; the limits have their own tests.
      LOGIN_RATE_PER_MINUTE: '1000'
    };
    // Started together: both run the migrations and try to make the first admin at once.
    [a, b] = await Promise.all([startServer(dataDir, env), startServer(dataDir, env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a story spread over two servers answers exactly as on one server, and each race has one winner', async () => {
    const alone = await story(() => a.url, 'alone');
    const spread = await story((step) => (step % 2 === 0 ? a.url : b.url), 'spread');
    console.log(`several servers: ${spread.length} steps compared, ${RACES} concurrent assign races over two servers`);
    expect(spread).toEqual(alone);
    expect(alone).toContain('customer sees: COMPLETED, submitted → assign → accept → complete');
    expect(alone).toContain('the signed document link opens: 200 image/png true');
    for (let round = 0; round < RACES; round++) {
      expect(spread).toContain(
        `race ${round}: answers 200 and 409; history submitted → assign; the winner's vendor assigned: true`
      );
    }
  });
}
