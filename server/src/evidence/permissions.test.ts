import { SERVICES, type RequestState, type ServiceKind } from '@gia/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { JPEG, PDF, PNG, upload } from '../documents/__fixtures__/uploads';
import { deleteCall, insertUrl, readUrl, updateUrl, validBody } from '../requests/test-fixtures';
import { seedAccount, type TestAccount } from '../test-support/accounts';
import { buildTestApp } from '../test-support/app';
import { adminRead, makeWorld, ok, requestIn, type World } from './support/world';

/**
 * The permission matrix: every API call × six callers, run against the real app on real objects.
 * The rows are ARCHITECTURE.md "Who may do what"; the calls are derived from the catalogue.
 */

const CALLERS = ['anonymous', 'customer', 'another customer', 'vendor', 'another vendor', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

/**
 * `allowed`: 2xx (a read also lists the object); `not listed`: 200 without it; `no effect`: 2xx that
 * leaves someone else's object as it was; else the refusal's status.
 */
type Outcome = 'allowed' | 'not listed' | 'no effect' | 401 | 403 | 404;
type Rule = Record<Caller, Outcome>;

const rule = (...outcomes: Outcome[]): Rule => Object.fromEntries(CALLERS.map((c, i) => [c, outcomes[i]])) as Rule;

/** ARCHITECTURE.md "Who may do what". "the vendor" is the one the request is assigned to. */
const WHO_MAY = {
  signInOrUp: rule('allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed'),
  upload: rule('allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed'),
  insertRequest: rule(401, 'allowed', 'allowed', 403, 403, 'allowed'),
  readRequests: rule(401, 'allowed', 'not listed', 'allowed', 'not listed', 'allowed'),
  adminDecides: rule(401, 403, 403, 403, 403, 'allowed'),
  vendorWorks: rule(401, 403, 403, 'allowed', 404, 403),
  readRequestDocument: rule(404, 'allowed', 404, 'allowed', 404, 'allowed'),
  adminOnly: rule(401, 403, 403, 403, 403, 'allowed'),
  anyone: rule('allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed'),
  /** A document nothing references: its uploader and the admins. */
  ownDocument: (owner: Caller) => Object.fromEntries(CALLERS.map((c) => [c, c === owner || c === 'admin' ? 'allowed' : 404])) as Rule,
  /** An anonymous upload no sign-up claimed: readable by no one. */
  unclaimedDocument: rule(404, 404, 404, 404, 404, 404),
  /** Every account reads and marks only its own notifications; the target is the customer's. */
  readNotifications: rule(401, 'allowed', 'not listed', 'not listed', 'not listed', 'not listed'),
  markNotificationRead: rule(401, 'allowed', 'no effect', 'no effect', 'no effect', 'no effect')
};

/** What a call acts on, made fresh for each cell when the call may change it. */
interface Target {
  id?: number;
  state?: RequestState;
  body?: Record<string, unknown>;
  account?: TestAccount;
}

interface Call {
  name: string;
  rule: Rule;
  kind?: ServiceKind;
  prepare?: (caller: Caller) => Promise<Target>;
  send: (target: Target, caller: Caller) => InjectOptions;
  /** Reads: whether the answer lists the target. */
  lists?: (res: LightMyRequestResponse, target: Target) => boolean;
  /** Whether the target is as it was: after a refusal (or `no effect`) it must be; after `allowed` it must not be. */
  unchanged?: (target: Target) => Promise<boolean>;
}

let w: World;
const PASSWORD = 'Correct-horse-7';
const FORM_FIELDS = [{ type: 'input', label: 'Full name', required: true, inputType: 'text' }];
/** The request of each kind that the customer submitted with a document and that is assigned to the kind's vendor. */
const assigned = new Map<string, { id: number; documentUrl: string | null }>();
const documentOf = new Map<Caller, string>();
const signIns = new Map<'customer' | 'admin' | 'vendor', { email: string; password: string }>();
let formId: number;
let unique = 0;

const DEFAULT_KIND = SERVICES[0];
function account(caller: Caller, kind: ServiceKind = DEFAULT_KIND): TestAccount | null {
  switch (caller) {
    case 'anonymous': return null;
    case 'customer': return w.customer;
    case 'another customer': return w.otherCustomer;
    case 'vendor': return w.vendorOf(kind);
    case 'another vendor': return w.otherVendorOf(kind);
    case 'admin': return w.admin;
  }
}
const auth = (caller: Caller, kind?: ServiceKind) => account(caller, kind)?.auth ?? {};
const email = (who: string) => `${who}.${++unique}.${Date.now()}@example.in`;
const firstFile = (kind: ServiceKind) => kind.fields.find((f) => f.kind === 'file');

async function anonymousPdf(): Promise<string> {
  return (await ok(w.t, { ...multipart(PDF, 'scan.pdf', 'application/pdf') })).json().url;
}
function multipart(data: Buffer, name: string, type: string, headers: Record<string, string> = {}): InjectOptions {
  const boundary = `----matrix${++unique}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    data, Buffer.from(`\r\n--${boundary}--\r\n`)
  ]);
  return { method: 'POST', url: '/api/v1/global/upload/file', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers } };
}

/** The events a request has after being brought to a state by `requestIn`. */
const EVENTS_IN: Partial<Record<RequestState, number>> = { 'PENDING': 1, 'REJECTED': 2, 'ASSIGNED TO VENDOR': 2, 'IN PROGRESS': 3 };

function stateKept(kind: ServiceKind) {
  return async (target: Target) => {
    const row = await adminRead(w, kind, target.id!);
    return row !== undefined && row.status === target.state && row.events.length === EVENTS_IN[target.state!];
  };
}

function requestCalls(kind: ServiceKind): Call[] {
  const fresh = (state: RequestState) => async (): Promise<Target> => ({ id: await requestIn(w, kind, state), state });
  const update = (payload: (t: Target) => Record<string, unknown>) => (t: Target, c: Caller): InjectOptions =>
    ({ method: 'POST', url: updateUrl(kind), headers: auth(c, kind), payload: payload(t) });
  const vendorAction = (action: string, extra: Record<string, unknown> = {}) => (t: Target, c: Caller): InjectOptions =>
    ({ method: 'POST', url: `/api/v1/vendors/data/${action}`, headers: auth(c, kind), payload: { service_type: kind.serviceType, id: t.id, ...extra } });
  return [
    {
      name: 'insert', kind, rule: WHO_MAY.insertRequest,
      prepare: async (c) => ({ body: await validBody(w.t.app, kind, account(c, kind) ?? w.customer, true) }),
      send: (t, c) => ({ method: 'POST', url: insertUrl(kind), headers: auth(c, kind), payload: t.body })
    },
    {
      name: 'read', kind, rule: WHO_MAY.readRequests,
      prepare: async () => ({ id: assigned.get(kind.key)!.id }),
      send: (t, c) => ({ method: 'GET', url: readUrl(kind), headers: auth(c, kind), query: { q: String(t.id), limit: '200' } }),
      lists: (res, t) => (res.json() as { id: number }[]).some((r) => r.id === t.id)
    },
    {
      name: 'assign', kind, rule: WHO_MAY.adminDecides, prepare: fresh('PENDING'), unchanged: stateKept(kind),
      send: update((t) => ({ [kind.idField]: t.id, assigned_vendor: w.vendorOf(kind).id, status: 'ASSIGNED TO VENDOR' }))
    },
    {
      name: 'reopen', kind, rule: WHO_MAY.adminDecides, prepare: fresh('REJECTED'), unchanged: stateKept(kind),
      send: update((t) => ({ [kind.idField]: t.id, assigned_vendor: w.vendorOf(kind).id, status: 'ASSIGNED TO VENDOR', reopen: true }))
    },
    {
      name: 'reject', kind, rule: WHO_MAY.adminDecides, prepare: fresh('PENDING'), unchanged: stateKept(kind),
      send: update((t) => ({ [kind.idField]: t.id, admin_rejected_reason: 'The scan is unreadable.', status: 'REJECTED' }))
    },
    {
      name: 'delete', kind, rule: WHO_MAY.adminDecides, prepare: fresh('PENDING'), unchanged: stateKept(kind),
      send: (t, c) => ({ ...deleteCall(kind, t.id!), headers: auth(c, kind) })
    },
    {
      name: 'vendor accept', kind, rule: WHO_MAY.vendorWorks, prepare: fresh('ASSIGNED TO VENDOR'), unchanged: stateKept(kind),
      send: vendorAction('acceptAssignment')
    },
    {
      name: 'vendor decline', kind, rule: WHO_MAY.vendorWorks, prepare: fresh('ASSIGNED TO VENDOR'), unchanged: stateKept(kind),
      send: vendorAction('declineAssignment', { reason: 'Our office is closed this month.' })
    },
    {
      name: 'vendor complete', kind, rule: WHO_MAY.vendorWorks, prepare: fresh('IN PROGRESS'), unchanged: stateKept(kind),
      send: vendorAction('completeAssignment')
    }
  ];
}

function documentCalls(): Call[] {
  const read = (url: () => string, kind?: ServiceKind) => (_t: Target, c: Caller): InjectOptions => ({ method: 'GET', url: url(), headers: auth(c, kind) });
  const ofRequests = SERVICES.filter((k) => firstFile(k)).map((kind): Call => ({
    name: `read the document of its ${firstFile(kind)!.name}`, kind, rule: WHO_MAY.readRequestDocument,
    send: read(() => assigned.get(kind.key)!.documentUrl!, kind)
  }));
  const owners: Caller[] = ['customer', 'another customer', 'vendor', 'another vendor', 'admin'];
  return [
    ...ofRequests,
    ...owners.map((owner): Call => ({ name: `read a document the ${owner} uploaded`, rule: WHO_MAY.ownDocument(owner), send: read(() => documentOf.get(owner)!) })),
    { name: 'read an unclaimed anonymous upload', rule: WHO_MAY.unclaimedDocument, send: read(() => documentOf.get('anonymous')!) }
  ];
}

function accountCalls(): Call[] {
  const signIn = (role: 'customer' | 'admin' | 'vendor', path: string): Call => ({
    name: `${role} sign-in`, rule: WHO_MAY.signInOrUp,
    send: (_t, c) => ({ method: 'POST', url: path, headers: auth(c), payload: signIns.get(role) })
  });
  const admin = (name: string, send: Call['send'], prepare?: Call['prepare'], unchanged?: Call['unchanged']): Call =>
    ({ name, rule: WHO_MAY.adminOnly, send, prepare, unchanged });
  return [
    {
      name: 'customer sign-up', rule: WHO_MAY.signInOrUp,
      send: (_t, c) => ({ method: 'POST', url: '/api/v1/users/login/signup', headers: auth(c), payload: { user_name: 'Neha Gupta', email: email('signup'), password: PASSWORD } })
    },
    {
      name: 'vendor sign-up', rule: WHO_MAY.signInOrUp,
      prepare: async () => ({ body: await vendorSignUpBody() }),
      send: (t, c) => ({ method: 'POST', url: '/api/v1/vendors/login/signUp', headers: auth(c), payload: t.body })
    },
    signIn('customer', '/api/v1/users/login/request'),
    signIn('admin', '/api/v1/admin/login/request'),
    signIn('vendor', '/api/v1/vendors/login/request'),
    admin('getVendors', (_t, c) => ({ method: 'GET', url: '/api/v1/admin/data/getVendors', query: { vendor_bussiness_name: DEFAULT_KIND.vendorCategory }, headers: auth(c) })),
    admin('getAdmins', (_t, c) => ({ method: 'GET', url: '/api/v1/admin/data/getAdmins', headers: auth(c) })),
    admin('insertAdmin', (_t, c) => ({ method: 'POST', url: '/api/v1/admin/data/insertAdmin', headers: auth(c), payload: { name: 'New Admin', email: email('admin'), password: PASSWORD } })),
    admin(
      'setAccountDisabled',
      (t, c) => ({ method: 'POST', url: '/api/v1/admin/data/setAccountDisabled', headers: auth(c), payload: { id: t.account!.id, disabled: true } }),
      async () => ({ account: await seedAccount(w.t.app, 'customer') }),
      // A refused attempt leaves the account working.
      async (t) => (await w.t.app.inject({ method: 'GET', url: readUrl(DEFAULT_KIND), headers: t.account!.auth })).statusCode === 200
    ),
    admin('getDocumentViews', (_t, c) => ({ method: 'GET', url: '/api/v1/admin/data/getDocumentViews', headers: auth(c) })),
    admin('getRequestCounts', (_t, c) => ({ method: 'GET', url: '/api/v1/admin/data/getRequestCounts', headers: auth(c) }))
  ];
}

/** The customer's notification about a request just assigned (assigning tells its customer), among the newest. */
async function customerNotice(requestId: number): Promise<number> {
  const res = await ok(w.t, { method: 'GET', url: '/api/v1/global/notifications', query: { limit: '100' }, headers: w.customer.auth });
  const notice = (res.json() as { id: number; request_id: number | null }[]).find((n) => n.request_id === requestId);
  if (!notice) throw new Error(`no notification of the customer about request ${requestId}`);
  return notice.id;
}

function notificationCalls(): Call[] {
  const url = '/api/v1/global/notifications';
  const unread = async (t: Target) => (await ok(w.t, { method: 'GET', url, query: { limit: '100', unread: '1' }, headers: w.customer.auth }))
    .json().some((n: { id: number }) => n.id === t.id);
  return [
    {
      name: 'read your notifications', rule: WHO_MAY.readNotifications,
      prepare: async () => ({ id: await customerNotice(await requestIn(w, DEFAULT_KIND, 'ASSIGNED TO VENDOR')) }),
      send: (_t, c) => ({ method: 'GET', url, query: { limit: '100' }, headers: auth(c) }),
      lists: (res, t) => (res.json() as { id: number }[]).some((n) => n.id === t.id)
    },
    {
      name: 'mark a notification read', rule: WHO_MAY.markNotificationRead,
      prepare: async () => ({ id: await customerNotice(await requestIn(w, DEFAULT_KIND, 'ASSIGNED TO VENDOR')) }),
      send: (t, c) => ({ method: 'POST', url: `${url}/markRead`, headers: auth(c), payload: { ids: [t.id] } }),
      unchanged: unread
    }
  ];
}

function documentUploadCalls(): Call[] {
  return [
    { name: 'upload a PNG', rule: WHO_MAY.upload, send: (_t, c) => multipart(PNG, 'pan.png', 'image/png', auth(c)) },
    { name: 'upload a JPEG', rule: WHO_MAY.upload, send: (_t, c) => multipart(JPEG, 'aadhaar.jpg', 'image/jpeg', auth(c)) },
    { name: 'upload a PDF', rule: WHO_MAY.upload, send: (_t, c) => multipart(PDF, 'deed.pdf', 'application/pdf', auth(c)) }
  ];
}

function formCalls(): Call[] {
  const base = '/api/v1/admin/data';
  const freshForm = async (): Promise<Target> => ({ id: await newForm() });
  const formLive = async (t: Target) => (await w.t.app.inject({ method: 'GET', url: `${base}/getForms`, query: { id: String(t.id) } })).statusCode === 200;
  return [
    { name: 'insertForms', rule: WHO_MAY.adminOnly, send: (_t, c) => ({ method: 'POST', url: `${base}/insertForms`, headers: auth(c), payload: { formName: 'Site visit', fields: FORM_FIELDS } }) },
    {
      name: 'updateForms', rule: WHO_MAY.adminOnly, prepare: freshForm,
      unchanged: async (t) => (await w.t.app.inject({ method: 'GET', url: `${base}/getForms`, query: { id: String(t.id) } })).json()[0]?.version === 1,
      send: (t, c) => ({ method: 'POST', url: `${base}/updateForms`, headers: auth(c), payload: { id: t.id, name: 'Site visit (new)', fields: FORM_FIELDS } })
    },
    {
      name: 'deleteForms', rule: WHO_MAY.adminOnly, prepare: freshForm, unchanged: formLive,
      send: (t, c) => ({ method: 'POST', url: `${base}/deleteForms`, headers: auth(c), payload: { id: t.id } })
    },
    { name: 'getForms', rule: WHO_MAY.anyone, send: (_t, c) => ({ method: 'GET', url: `${base}/getForms`, headers: auth(c) }) },
    { name: 'getFormsResponses', rule: WHO_MAY.adminOnly, send: (_t, c) => ({ method: 'GET', url: `${base}/getFormsResponses`, query: { form_id: String(formId) }, headers: auth(c) }) },
    {
      name: 'insertFormsResponses', rule: WHO_MAY.anyone,
      send: (_t, c) => ({ method: 'POST', url: `${base}/insertFormsResponses`, headers: auth(c), payload: { form_id: formId, responses: { 'Full name': 'Asha Rao' } } })
    }
  ];
}

async function newForm(): Promise<number> {
  return (await ok(w.t, { method: 'POST', url: '/api/v1/admin/data/insertForms', headers: w.admin.auth, payload: { formName: 'Site visit', fields: FORM_FIELDS } })).json().id;
}

async function vendorSignUpBody(mail = email('vendor')): Promise<Record<string, unknown>> {
  return {
    vendor_number: '9876543210', password: PASSWORD, vendor_name: 'Kiran Legal Services', email: mail,
    vendor_bussiness_name: 'Legal Notice', venndor_bussiness_address: 'MG Road, Bengaluru 560001',
    vendor_aadhar_url: await anonymousPdf(), vendor_pan_url: await anonymousPdf(), vendor_registration_document_url: await anonymousPdf()
  };
}

const CALLS: Call[] = [
  ...SERVICES.flatMap(requestCalls), ...documentCalls(), ...documentUploadCalls(), ...accountCalls(), ...formCalls(), ...notificationCalls()
];
const CELLS = CALLS.flatMap((call) => CALLERS.map((caller) => ({
  label: `${call.kind ? `${call.kind.key}: ` : ''}${call.name}`, call, caller, expected: call.rule[caller]
})));
let checked = 0;

beforeAll(async () => {
  // Sign-ins and uploads here are the matrix's, not an attack: the limits have their own tests.
  const t = await buildTestApp({ LOGIN_RATE_PER_MINUTE: '100000', UPLOAD_RATE_PER_MINUTE: '100000', FORM_RESPONSE_RATE_PER_MINUTE: '100000' });
  w = await makeWorld(t);
  for (const kind of SERVICES) {
    const file = firstFile(kind);
    const documentUrl = file ? (await upload(t.app, { name: 'proof.png', type: 'image/png', data: PNG }, w.customer.auth)).json().url as string : null;
    const id = await requestIn(w, kind, 'ASSIGNED TO VENDOR', file ? { [file.name]: documentUrl } : {});
    assigned.set(kind.key, { id, documentUrl });
  }
  for (const owner of CALLERS) documentOf.set(owner, (await upload(t.app, { name: 'mine.pdf', type: 'application/pdf', data: PDF }, auth(owner))).json().url);
  formId = await newForm();
  const customerEmail = email('customer');
  await ok(t, { method: 'POST', url: '/api/v1/users/login/signup', payload: { user_name: 'Asha Rao', email: customerEmail, password: PASSWORD } });
  const adminEmail = email('admin');
  await ok(t, { method: 'POST', url: '/api/v1/admin/data/insertAdmin', headers: w.admin.auth, payload: { name: 'Second Admin', email: adminEmail, password: PASSWORD } });
  const vendorEmail = email('vendor');
  await ok(t, { method: 'POST', url: '/api/v1/vendors/login/signUp', payload: await vendorSignUpBody(vendorEmail) });
  signIns.set('customer', { email: customerEmail, password: PASSWORD });
  signIns.set('admin', { email: adminEmail, password: PASSWORD });
  signIns.set('vendor', { email: vendorEmail, password: PASSWORD });
});
afterAll(async () => { await w?.t.close(); });

test.each(CELLS)('$label, by $caller: $expected', async ({ call, caller, expected }) => {
  const target = call.prepare ? await call.prepare(caller) : {};
  const res = await w.t.app.inject(call.send(target, caller));
  const seen = `${res.statusCode} ${res.body.slice(0, 300)}`;
  if (expected === 'allowed' || expected === 'not listed' || expected === 'no effect') {
    expect([res.statusCode >= 200 && res.statusCode < 300, seen]).toEqual([true, seen]);
    if (call.lists) expect(call.lists(res, target)).toBe(expected === 'allowed');
    if (call.unchanged) expect(await call.unchanged(target)).toBe(expected === 'no effect');
  } else {
    expect(seen).toMatch(new RegExp(`^${expected} `));
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().message).toEqual(expect.stringMatching(/\S/));
    if (call.unchanged) expect(await call.unchanged(target)).toBe(true);
  }
  checked += 1;
});

test('every cell of the table was checked', () => {
  const perKind = requestCalls(DEFAULT_KIND).length;
  const withDocuments = SERVICES.filter((k) => firstFile(k)).length;
  console.log(`permission matrix: ${checked} cells checked (${CALLS.length} calls × ${CALLERS.length} callers)`);
  expect(CALLS.filter((c) => c.kind)).toHaveLength(SERVICES.length * perKind + withDocuments);
  expect(CELLS).toHaveLength(CALLS.length * CALLERS.length);
  expect(checked).toBe(CELLS.length);
});
