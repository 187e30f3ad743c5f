import { SERVICES, type RequestState, type Role, type ServiceKind } from '@gia/domain';
import type { HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import { JPEG, PDF, PNG, upload } from '../documents/__fixtures__/uploads';
import { deleteCall, insertUrl, readUrl, updateUrl, validBody } from '../requests/test-fixtures';
import { hashPassword } from '../accounts/passwords';
import { issueReset } from '../accounts/reset';
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
/**
 * What a caller whom the route's declared roles let through meets: `allowed` unless named here. Who is
 * let through is not in this file: each route declares its roles (`config.roles`) and the matrix reads
 * them, so an anonymous caller gets 401 and another role 403 wherever a route declares roles.
 */
type Rule = Partial<Record<Caller, Outcome>>;

const only = (outcome: Outcome, ...callers: Caller[]): Rule => Object.fromEntries(callers.map((c) => [c, outcome]));

/** ARCHITECTURE.md "Who may do what", past the role check. "the vendor" is the one the request is assigned to. */
const WHO_MAY = {
  signInOrUp: {},
  upload: {},
  insertRequest: {},
  readRequests: only('not listed', 'another customer', 'another vendor'),
  adminDecides: {},
  vendorWorks: only(404, 'another vendor'),
  readRequestDocument: only(404, 'anonymous', 'another customer', 'another vendor'),
  adminOnly: {},
  anyone: {},
  /** A document nothing references: its uploader and the admins. */
  ownDocument: (owner: Caller): Rule => only(404, ...CALLERS.filter((c) => c !== owner && c !== 'admin')),
  /** An anonymous upload no sign-up claimed: readable by no one. */
  unclaimedDocument: only(404, ...CALLERS),
  /** Every account reads and marks only its own notifications; the target is the customer's. */
  readNotifications: only('not listed', 'another customer', 'vendor', 'another vendor', 'admin'),
  markNotificationRead: only('no effect', 'another customer', 'vendor', 'another vendor', 'admin'),
  /** The request page and the workspace lists: the customer's, the assigned vendor's, the admins'. */
  readRequestPage: only(404, 'another customer', 'another vendor'),
  /** An admin action on a request by reference: the customer sees it but may not; others do not see it. */
  adminActsByReference: { ...only(403, 'customer'), ...only(404, 'another customer', 'vendor', 'another vendor') },
  /** A vendor action by reference on a request assigned to "the" vendor. */
  vendorActsByReference: { ...only(403, 'customer', 'admin'), ...only(404, 'another customer', 'another vendor') },
  anySignedIn: {},
  /** Asking the customer: an admin, or the vendor the request is assigned to. */
  askCustomer: { ...only(403, 'customer'), ...only(404, 'another customer', 'another vendor') },
  /** The customer's own moves (answer, withdraw, resubmit); "the" vendor sees the request only when it is assigned to them. */
  customerActsOnAssigned: { ...only(403, 'vendor', 'admin'), ...only(404, 'another customer', 'another vendor') },
  customerActs: { ...only(403, 'admin'), ...only(404, 'another customer', 'vendor', 'another vendor') },
  /** Sign out, change one's password: any account, for itself. */
  signedIn: {},
  /** A customer's own data (DPDP Act): customers only, each for themselves (erasure tells other accounts whom to ask). */
  customerSelf: only(403, 'vendor', 'another vendor', 'admin')
} satisfies Record<string, Rule | ((owner: Caller) => Rule)>;

/** The API calls anyone may make: every other API route must declare its roles. */
const PUBLIC_ROUTES = [
  'GET /api/v1/global/health',
  'GET /api/v1/global/config',
  'POST /api/v1/users/login/request',
  'POST /api/v1/admin/login/request',
  'POST /api/v1/vendors/login/request',
  'POST /api/v1/users/login/signup',
  'POST /api/v1/vendors/login/signUp',
  'POST /api/v1/global/forgotPassword',
  'POST /api/v1/global/resetPassword',
  'POST /api/v1/global/verifyEmail',
  'POST /api/v1/global/resendVerification',
  'POST /api/v1/global/upload/file',
  'GET /api/v1/global/documents/:id',
  'GET /api/v1/admin/data/getForms',
  'POST /api/v1/admin/data/insertFormsResponses'
];

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
    case 'anonymous':
      return null;
    case 'customer':
      return w.customer;
    case 'another customer':
      return w.otherCustomer;
    case 'vendor':
      return w.vendorOf(kind);
    case 'another vendor':
      return w.otherVendorOf(kind);
    case 'admin':
      return w.admin;
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
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`)
  ]);
  return {
    method: 'POST',
    url: '/api/v1/global/upload/file',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers }
  };
}

/** The events a request has after being brought to a state by `requestIn`. */
const EVENTS_IN: Partial<Record<RequestState, number>> = {
  PENDING: 1,
  REJECTED: 2,
  'ASSIGNED TO VENDOR': 2,
  'IN PROGRESS': 3
};

function stateKept(kind: ServiceKind) {
  return async (target: Target) => {
    const row = await adminRead(w, kind, target.id!);
    return row !== undefined && row.status === target.state && row.events.length === EVENTS_IN[target.state!];
  };
}

function requestCalls(kind: ServiceKind): Call[] {
  const fresh = (state: RequestState) => async (): Promise<Target> => ({ id: await requestIn(w, kind, state), state });
  const update =
    (payload: (t: Target) => Record<string, unknown>) =>
    (t: Target, c: Caller): InjectOptions => ({
      method: 'POST',
      url: updateUrl(kind),
      headers: auth(c, kind),
      payload: payload(t)
    });
  const vendorAction =
    (action: string, extra: Record<string, unknown> = {}) =>
    (t: Target, c: Caller): InjectOptions => ({
      method: 'POST',
      url: `/api/v1/vendors/data/${action}`,
      headers: auth(c, kind),
      payload: { service_type: kind.serviceType, id: t.id, ...extra }
    });
  return [
    {
      name: 'insert',
      kind,
      rule: WHO_MAY.insertRequest,
      prepare: async (c) => ({ body: await validBody(w.t.app, kind, account(c, kind) ?? w.customer, true) }),
      send: (t, c) => ({ method: 'POST', url: insertUrl(kind), headers: auth(c, kind), payload: t.body })
    },
    {
      name: 'read',
      kind,
      rule: WHO_MAY.readRequests,
      prepare: async () => ({ id: assigned.get(kind.key)!.id }),
      send: (t, c) => ({
        method: 'GET',
        url: readUrl(kind),
        headers: auth(c, kind),
        query: { q: String(t.id), limit: '200' }
      }),
      lists: (res, t) => (res.json() as { id: number }[]).some((r) => r.id === t.id)
    },
    {
      name: 'assign',
      kind,
      rule: WHO_MAY.adminDecides,
      prepare: fresh('PENDING'),
      unchanged: stateKept(kind),
      send: update((t) => ({
        [kind.idField]: t.id,
        assigned_vendor: w.vendorOf(kind).id,
        status: 'ASSIGNED TO VENDOR'
      }))
    },
    {
      name: 'reopen',
      kind,
      rule: WHO_MAY.adminDecides,
      prepare: fresh('REJECTED'),
      unchanged: stateKept(kind),
      send: update((t) => ({
        [kind.idField]: t.id,
        assigned_vendor: w.vendorOf(kind).id,
        status: 'ASSIGNED TO VENDOR',
        reopen: true
      }))
    },
    {
      name: 'reject',
      kind,
      rule: WHO_MAY.adminDecides,
      prepare: fresh('PENDING'),
      unchanged: stateKept(kind),
      send: update((t) => ({
        [kind.idField]: t.id,
        admin_rejected_reason: 'The scan is unreadable.',
        status: 'REJECTED'
      }))
    },
    {
      name: 'delete',
      kind,
      rule: WHO_MAY.adminDecides,
      prepare: fresh('PENDING'),
      unchanged: stateKept(kind),
      send: (t, c) => ({ ...deleteCall(kind, t.id!), headers: auth(c, kind) })
    },
    {
      name: 'vendor accept',
      kind,
      rule: WHO_MAY.vendorWorks,
      prepare: fresh('ASSIGNED TO VENDOR'),
      unchanged: stateKept(kind),
      send: vendorAction('acceptAssignment')
    },
    {
      name: 'vendor decline',
      kind,
      rule: WHO_MAY.vendorWorks,
      prepare: fresh('ASSIGNED TO VENDOR'),
      unchanged: stateKept(kind),
      send: vendorAction('declineAssignment', { reason: 'Our office is closed this month.' })
    },
    {
      name: 'vendor complete',
      kind,
      rule: WHO_MAY.vendorWorks,
      prepare: fresh('IN PROGRESS'),
      unchanged: stateKept(kind),
      send: vendorAction('completeAssignment')
    }
  ];
}

function documentCalls(): Call[] {
  const read =
    (url: () => string, kind?: ServiceKind) =>
    (_t: Target, c: Caller): InjectOptions => ({ method: 'GET', url: url(), headers: auth(c, kind) });
  const ofRequests = SERVICES.filter((k) => firstFile(k)).map((kind): Call => ({
    name: `read the document of its ${firstFile(kind)!.name}`,
    kind,
    rule: WHO_MAY.readRequestDocument,
    send: read(() => assigned.get(kind.key)!.documentUrl!, kind)
  }));
  const owners: Caller[] = ['customer', 'another customer', 'vendor', 'another vendor', 'admin'];
  return [
    ...ofRequests,
    ...owners.map((owner): Call => ({
      name: `read a document the ${owner} uploaded`,
      rule: WHO_MAY.ownDocument(owner),
      send: read(() => documentOf.get(owner)!)
    })),
    {
      name: 'read an unclaimed anonymous upload',
      rule: WHO_MAY.unclaimedDocument,
      send: read(() => documentOf.get('anonymous')!)
    }
  ];
}

function accountCalls(): Call[] {
  const signIn = (role: 'customer' | 'admin' | 'vendor', path: string): Call => ({
    name: `${role} sign-in`,
    rule: WHO_MAY.signInOrUp,
    send: (_t, c) => ({ method: 'POST', url: path, headers: auth(c), payload: signIns.get(role) })
  });
  const admin = (name: string, send: Call['send'], prepare?: Call['prepare'], unchanged?: Call['unchanged']): Call => ({
    name,
    rule: WHO_MAY.adminOnly,
    send,
    prepare,
    unchanged
  });
  return [
    {
      name: 'customer sign-up',
      rule: WHO_MAY.signInOrUp,
      send: (_t, c) => ({
        method: 'POST',
        url: '/api/v1/users/login/signup',
        headers: auth(c),
        payload: { user_name: 'Neha Gupta', email: email('signup'), password: PASSWORD }
      })
    },
    {
      name: 'vendor sign-up',
      rule: WHO_MAY.signInOrUp,
      prepare: async () => ({ body: await vendorSignUpBody() }),
      send: (t, c) => ({ method: 'POST', url: '/api/v1/vendors/login/signUp', headers: auth(c), payload: t.body })
    },
    signIn('customer', '/api/v1/users/login/request'),
    signIn('admin', '/api/v1/admin/login/request'),
    signIn('vendor', '/api/v1/vendors/login/request'),
    admin('getVendors', (_t, c) => ({
      method: 'GET',
      url: '/api/v1/admin/data/getVendors',
      query: { vendor_bussiness_name: DEFAULT_KIND.vendorCategory },
      headers: auth(c)
    })),
    admin('getAdmins', (_t, c) => ({ method: 'GET', url: '/api/v1/admin/data/getAdmins', headers: auth(c) })),
    admin('insertAdmin', (_t, c) => ({
      method: 'POST',
      url: '/api/v1/admin/data/insertAdmin',
      headers: auth(c),
      payload: { name: 'New Admin', email: email('admin'), password: PASSWORD }
    })),
    admin(
      'setAccountDisabled',
      (t, c) => ({
        method: 'POST',
        url: '/api/v1/admin/data/setAccountDisabled',
        headers: auth(c),
        payload: { id: t.account!.id, disabled: true }
      }),
      async () => ({ account: await seedAccount(w.t.app, 'customer') }),
      // A refused attempt leaves the account working.
      async (t) =>
        (await w.t.app.inject({ method: 'GET', url: readUrl(DEFAULT_KIND), headers: t.account!.auth })).statusCode ===
        200
    ),
    admin('getDocumentViews', (_t, c) => ({
      method: 'GET',
      url: '/api/v1/admin/data/getDocumentViews',
      headers: auth(c)
    })),
    admin('getRequestCounts', (_t, c) => ({
      method: 'GET',
      url: '/api/v1/admin/data/getRequestCounts',
      headers: auth(c)
    }))
  ];
}

/** The customer's notification about a request just assigned (assigning tells its customer), among the newest. */
async function customerNotice(requestId: number): Promise<number> {
  const res = await ok(w.t, {
    method: 'GET',
    url: '/api/v1/global/notifications',
    query: { limit: '100' },
    headers: w.customer.auth
  });
  const notice = (res.json() as { id: number; request_id: number | null }[]).find((n) => n.request_id === requestId);
  if (!notice) throw new Error(`no notification of the customer about request ${requestId}`);
  return notice.id;
}

function notificationCalls(): Call[] {
  const url = '/api/v1/global/notifications';
  const unread = async (t: Target) =>
    (await ok(w.t, { method: 'GET', url, query: { limit: '100', unread: '1' }, headers: w.customer.auth }))
      .json()
      .some((n: { id: number }) => n.id === t.id);
  return [
    {
      name: 'read your notifications',
      rule: WHO_MAY.readNotifications,
      prepare: async () => ({ id: await customerNotice(await requestIn(w, DEFAULT_KIND, 'ASSIGNED TO VENDOR')) }),
      send: (_t, c) => ({ method: 'GET', url, query: { limit: '100' }, headers: auth(c) }),
      lists: (res, t) => (res.json() as { id: number }[]).some((n) => n.id === t.id)
    },
    {
      name: 'mark a notification read',
      rule: WHO_MAY.markNotificationRead,
      prepare: async () => ({ id: await customerNotice(await requestIn(w, DEFAULT_KIND, 'ASSIGNED TO VENDOR')) }),
      send: (t, c) => ({ method: 'POST', url: `${url}/markRead`, headers: auth(c), payload: { ids: [t.id] } }),
      unchanged: unread
    }
  ];
}

/** The request a target id names, by its reference (migration 006). */
async function referenceOf(id: number): Promise<string> {
  return (await w.t.app.db.selectFrom('requests').select('reference').where('id', '=', id).executeTakeFirstOrThrow())
    .reference;
}

/** Issue 14's calls: the lists across kinds, the request page, its actions, bulk, counts, weekly figures. */
function workspaceCalls(): Call[] {
  const kind = DEFAULT_KIND;
  const fresh = (state: RequestState) => async (): Promise<Target> => {
    const id = await requestIn(w, kind, state);
    return { id, state, body: { reference: await referenceOf(id) } };
  };
  const act =
    (action: string, extra: () => Record<string, unknown> = () => ({})) =>
    (t: Target, c: Caller): InjectOptions => ({
      method: 'POST',
      url: `/api/v1/global/requests/${String(t.body!.reference)}/${action}`,
      headers: auth(c, kind),
      payload: extra()
    });
  const assignedTarget = async (): Promise<Target> => {
    const id = assigned.get(kind.key)!.id;
    return { id, body: { reference: await referenceOf(id) } };
  };
  return [
    {
      name: 'global requests list',
      rule: WHO_MAY.readRequests,
      prepare: assignedTarget,
      send: (t, c) => ({
        method: 'GET',
        url: '/api/v1/global/requests',
        headers: auth(c, kind),
        query: { q: String(t.body!.reference) }
      }),
      lists: (res, t) => (res.json() as { reference: string }[]).some((r) => r.reference === t.body!.reference)
    },
    {
      name: 'request page',
      rule: WHO_MAY.readRequestPage,
      prepare: assignedTarget,
      send: (t, c) => ({
        method: 'GET',
        url: `/api/v1/global/requests/${String(t.body!.reference)}`,
        headers: auth(c, kind)
      })
    },
    {
      name: 'assign by reference',
      rule: WHO_MAY.adminActsByReference,
      prepare: fresh('PENDING'),
      unchanged: stateKept(kind),
      send: act('assign', () => ({ vendor_id: w.vendorOf(kind).id }))
    },
    {
      name: 'reopen by reference',
      rule: WHO_MAY.adminActsByReference,
      prepare: fresh('REJECTED'),
      unchanged: stateKept(kind),
      send: act('reopen', () => ({ vendor_id: w.vendorOf(kind).id }))
    },
    {
      name: 'reject by reference',
      rule: WHO_MAY.adminActsByReference,
      prepare: fresh('PENDING'),
      unchanged: stateKept(kind),
      send: act('reject', () => ({ reason: 'The scan is unreadable.' }))
    },
    {
      name: 'delete by reference',
      rule: WHO_MAY.adminActsByReference,
      prepare: fresh('PENDING'),
      unchanged: stateKept(kind),
      send: act('delete', () => ({ reason: 'Submitted twice.' }))
    },
    {
      name: 'accept by reference',
      rule: WHO_MAY.vendorActsByReference,
      prepare: fresh('ASSIGNED TO VENDOR'),
      unchanged: stateKept(kind),
      send: act('accept')
    },
    {
      name: 'decline by reference',
      rule: WHO_MAY.vendorActsByReference,
      prepare: fresh('ASSIGNED TO VENDOR'),
      unchanged: stateKept(kind),
      send: act('decline', () => ({ reason: 'Office closed.' }))
    },
    {
      name: 'complete by reference',
      rule: WHO_MAY.vendorActsByReference,
      prepare: fresh('IN PROGRESS'),
      unchanged: stateKept(kind),
      send: act('complete')
    },
    {
      name: 'bulkAction',
      rule: WHO_MAY.adminOnly,
      prepare: fresh('PENDING'),
      unchanged: stateKept(kind),
      send: (t, c) => ({
        method: 'POST',
        url: '/api/v1/admin/data/bulkAction',
        headers: auth(c),
        payload: { action: 'reject', reason: 'Unreadable.', references: [t.body!.reference] }
      })
    },
    {
      name: 'requestCounts',
      rule: WHO_MAY.anySignedIn,
      send: (_t, c) => ({ method: 'GET', url: '/api/v1/global/requestCounts', headers: auth(c, kind) })
    },
    {
      name: 'weeklyStats',
      rule: WHO_MAY.adminOnly,
      send: (_t, c) => ({ method: 'GET', url: '/api/v1/admin/data/weeklyStats', headers: auth(c) })
    },
    {
      name: 'every assignable vendor',
      rule: WHO_MAY.adminOnly,
      send: (_t, c) => ({ method: 'GET', url: '/api/v1/global/vendors', headers: auth(c) })
    }
  ];
}

function documentUploadCalls(): Call[] {
  return [
    { name: 'upload a PNG', rule: WHO_MAY.upload, send: (_t, c) => multipart(PNG, 'pan.png', 'image/png', auth(c)) },
    {
      name: 'upload a JPEG',
      rule: WHO_MAY.upload,
      send: (_t, c) => multipart(JPEG, 'aadhaar.jpg', 'image/jpeg', auth(c))
    },
    {
      name: 'upload a PDF',
      rule: WHO_MAY.upload,
      send: (_t, c) => multipart(PDF, 'deed.pdf', 'application/pdf', auth(c))
    }
  ];
}

function formCalls(): Call[] {
  const base = '/api/v1/admin/data';
  const freshForm = async (): Promise<Target> => ({ id: await newForm() });
  const formLive = async (t: Target) =>
    (await w.t.app.inject({ method: 'GET', url: `${base}/getForms`, query: { id: String(t.id) } })).statusCode === 200;
  return [
    {
      name: 'insertForms',
      rule: WHO_MAY.adminOnly,
      send: (_t, c) => ({
        method: 'POST',
        url: `${base}/insertForms`,
        headers: auth(c),
        payload: { formName: 'Site visit', fields: FORM_FIELDS }
      })
    },
    {
      name: 'updateForms',
      rule: WHO_MAY.adminOnly,
      prepare: freshForm,
      unchanged: async (t) =>
        (await w.t.app.inject({ method: 'GET', url: `${base}/getForms`, query: { id: String(t.id) } })).json()[0]
          ?.version === 1,
      send: (t, c) => ({
        method: 'POST',
        url: `${base}/updateForms`,
        headers: auth(c),
        payload: { id: t.id, name: 'Site visit (new)', fields: FORM_FIELDS }
      })
    },
    {
      name: 'deleteForms',
      rule: WHO_MAY.adminOnly,
      prepare: freshForm,
      unchanged: formLive,
      send: (t, c) => ({ method: 'POST', url: `${base}/deleteForms`, headers: auth(c), payload: { id: t.id } })
    },
    {
      name: 'getForms',
      rule: WHO_MAY.anyone,
      send: (_t, c) => ({ method: 'GET', url: `${base}/getForms`, headers: auth(c) })
    },
    {
      name: 'getFormsResponses',
      rule: WHO_MAY.adminOnly,
      send: (_t, c) => ({
        method: 'GET',
        url: `${base}/getFormsResponses`,
        query: { form_id: String(formId) },
        headers: auth(c)
      })
    },
    {
      name: 'insertFormsResponses',
      rule: WHO_MAY.anyone,
      send: (_t, c) => ({
        method: 'POST',
        url: `${base}/insertFormsResponses`,
        headers: auth(c),
        payload: { form_id: formId, responses: { 'Full name': 'Asha Rao' } }
      })
    }
  ];
}

async function newForm(): Promise<number> {
  return (
    await ok(w.t, {
      method: 'POST',
      url: '/api/v1/admin/data/insertForms',
      headers: w.admin.auth,
      payload: { formName: 'Site visit', fields: FORM_FIELDS }
    })
  ).json().id;
}

async function vendorSignUpBody(mail = email('vendor')): Promise<Record<string, unknown>> {
  return {
    vendor_number: '9876543210',
    password: PASSWORD,
    vendor_name: 'Kiran Legal Services',
    email: mail,
    vendor_bussiness_name: 'Legal Notice',
    venndor_bussiness_address: 'MG Road, Bengaluru 560001',
    vendor_aadhar_url: await anonymousPdf(),
    vendor_pan_url: await anonymousPdf(),
    vendor_registration_document_url: await anonymousPdf()
  };
}

/** Issue 16's calls: the conversation on a request and the customer's moves. */
function conversationCalls(): Call[] {
  const kind = DEFAULT_KIND;
  const base = (t: Target) => `/api/v1/global/requests/${String(t.body!.reference)}`;
  const fresh =
    (state: RequestState, asked = false) =>
    async (): Promise<Target> => {
      const id = await requestIn(w, kind, state);
      const reference = await referenceOf(id);
      if (asked)
        await ok(w.t, {
          method: 'POST',
          url: `/api/v1/global/requests/${reference}/askCustomer`,
          headers: w.admin.auth,
          payload: { text: 'Which city?' }
        });
      return { id, body: { reference } };
    };
  const stateIs = (state: RequestState) => async (t: Target) =>
    (await w.t.app.db.selectFrom('requests').select('state').where('id', '=', t.id!).executeTakeFirstOrThrow())
      .state === state;
  const messages = async (t: Target) =>
    (await w.t.app.db.selectFrom('request_messages').select('id').where('request_id', '=', t.id!).execute()).length;
  const changedFields = async (t: Target) => {
    const stored = JSON.parse(
      (await w.t.app.db.selectFrom('requests').select('fields').where('id', '=', t.id!).executeTakeFirstOrThrow())
        .fields
    );
    const text = kind.fields.find((f) => f.kind !== 'file' && !f.format)!.name;
    return { ...stored, [text]: 'Corrected Name' };
  };
  return [
    {
      name: 'read messages',
      rule: WHO_MAY.readRequestPage,
      prepare: fresh('ASSIGNED TO VENDOR'),
      send: (t, c) => ({ method: 'GET', url: `${base(t)}/messages`, headers: auth(c, kind) })
    },
    {
      name: 'write a message',
      rule: WHO_MAY.readRequestPage,
      prepare: fresh('ASSIGNED TO VENDOR'),
      unchanged: async (t) => (await messages(t)) === 0,
      send: (t, c) => ({
        method: 'POST',
        url: `${base(t)}/messages`,
        headers: auth(c, kind),
        payload: { text: 'Any news?' }
      })
    },
    {
      name: 'askCustomer',
      rule: WHO_MAY.askCustomer,
      prepare: fresh('ASSIGNED TO VENDOR'),
      unchanged: stateIs('ASSIGNED TO VENDOR'),
      send: (t, c) => ({
        method: 'POST',
        url: `${base(t)}/askCustomer`,
        headers: auth(c, kind),
        payload: { text: 'Which city should the card go to?' }
      })
    },
    {
      name: 'answer',
      rule: WHO_MAY.customerActsOnAssigned,
      prepare: fresh('ASSIGNED TO VENDOR', true),
      unchanged: stateIs('WAITING FOR CUSTOMER'),
      send: (t, c) => ({ method: 'POST', url: `${base(t)}/answer`, headers: auth(c, kind), payload: { text: 'Pune.' } })
    },
    {
      name: 'withdraw',
      rule: WHO_MAY.customerActs,
      prepare: fresh('PENDING'),
      unchanged: stateIs('PENDING'),
      send: (t, c) => ({
        method: 'POST',
        url: `${base(t)}/withdraw`,
        headers: auth(c, kind),
        payload: { reason: 'Filed elsewhere.' }
      })
    },
    {
      name: 'resubmit',
      rule: WHO_MAY.customerActs,
      prepare: async () => {
        const t = await fresh('REJECTED')();
        return { ...t, body: { ...t.body, fields: await changedFields(t) } };
      },
      unchanged: stateIs('REJECTED'),
      send: (t, c) => ({
        method: 'POST',
        url: `${base(t)}/resubmit`,
        headers: auth(c, kind),
        payload: t.body!.fields as Record<string, unknown>
      })
    }
  ];
}

const ROLE_OF: Record<Exclude<Caller, 'anonymous'>, 'customer' | 'vendor' | 'admin'> = {
  customer: 'customer',
  'another customer': 'customer',
  vendor: 'vendor',
  'another vendor': 'vendor',
  admin: 'admin'
};

/** A fresh account of the caller's role that signs in with PASSWORD (none for anonymous): for calls that end sessions or accounts. */
async function freshAccountFor(caller: Caller): Promise<Target> {
  if (caller === 'anonymous') return {};
  const fresh = await seedAccount(w.t.app, ROLE_OF[caller], { businessType: DEFAULT_KIND.vendorCategory });
  await w.t.app.db
    .updateTable('accounts')
    .set({ password_hash: await hashPassword(PASSWORD) })
    .where('id', '=', fresh.id)
    .execute();
  return { account: fresh };
}
const freshAuth = (t: Target) => t.account?.auth ?? {};
const stillOpen = async (t: Target) =>
  !t.account ||
  (await w.t.app.db.selectFrom('accounts').select('closed_at').where('id', '=', t.account.id).executeTakeFirstOrThrow())
    .closed_at === null;

function identityCalls(): Call[] {
  const base = '/api/v1/admin/data';
  const pendingVendor = async (): Promise<Target> => ({
    account: await seedAccount(w.t.app, 'vendor', { vendorStatus: 'pending' })
  });
  const stillPending = async (t: Target) =>
    (
      await w.t.app.db
        .selectFrom('vendor_profiles')
        .select('status')
        .where('account_id', '=', t.account!.id)
        .executeTakeFirstOrThrow()
    ).status === 'pending';
  const admin = (name: string, send: Call['send'], prepare?: Call['prepare'], unchanged?: Call['unchanged']): Call => ({
    name,
    rule: WHO_MAY.adminOnly,
    send,
    prepare,
    unchanged
  });
  return [
    {
      name: 'logout',
      rule: WHO_MAY.signedIn,
      prepare: freshAccountFor,
      send: (t) => ({ method: 'POST', url: '/api/v1/global/logout', headers: freshAuth(t) })
    },
    {
      name: 'changePassword',
      rule: WHO_MAY.signedIn,
      prepare: freshAccountFor,
      send: (t) => ({
        method: 'POST',
        url: '/api/v1/global/changePassword',
        headers: freshAuth(t),
        payload: { current: PASSWORD, next: 'Lantern-orbit-kettle-42' }
      })
    },
    {
      name: 'verifyEmail',
      rule: WHO_MAY.anyone,
      prepare: async () => {
        const owner = await seedAccount(w.t.app, 'customer');
        await w.t.app.db.updateTable('accounts').set({ awaiting_verification: 1 }).where('id', '=', owner.id).execute();
        const link = await issueReset(w.t.app.db, owner.id, 'https://gia.example.in', null, 'verify');
        return { body: { token: new URL(link.url).searchParams.get('token') } };
      },
      send: (t, c) => ({ method: 'POST', url: '/api/v1/global/verifyEmail', headers: auth(c), payload: t.body })
    },
    {
      name: 'resendVerification',
      rule: WHO_MAY.anyone,
      send: (_t, c) => ({
        method: 'POST',
        url: '/api/v1/global/resendVerification',
        headers: auth(c),
        payload: { email: w.customer.email }
      })
    },
    {
      name: 'forgotPassword',
      rule: WHO_MAY.anyone,
      send: (_t, c) => ({
        method: 'POST',
        url: '/api/v1/global/forgotPassword',
        headers: auth(c),
        payload: { email: w.customer.email }
      })
    },
    {
      name: 'resetPassword',
      rule: WHO_MAY.anyone,
      prepare: async () => {
        const owner = await seedAccount(w.t.app, 'customer');
        const issued = await ok(w.t, {
          method: 'POST',
          url: `${base}/issuePasswordReset`,
          headers: w.admin.auth,
          payload: { id: owner.id }
        });
        return {
          body: { token: new URL(issued.json().url).searchParams.get('token'), password: 'Lantern-orbit-kettle-42' }
        };
      },
      send: (t, c) => ({ method: 'POST', url: '/api/v1/global/resetPassword', headers: auth(c), payload: t.body })
    },
    admin(
      'issuePasswordReset',
      (t, c) => ({
        method: 'POST',
        url: `${base}/issuePasswordReset`,
        headers: auth(c),
        payload: { id: t.account!.id }
      }),
      async () => ({ account: await seedAccount(w.t.app, 'customer') }),
      async (t) =>
        (await w.t.app.db.selectFrom('password_resets').select('id').where('account_id', '=', t.account!.id).execute())
          .length === 0
    ),
    admin(
      'approveVendor',
      (t, c) => ({
        method: 'POST',
        url: `${base}/approveVendor`,
        headers: auth(c),
        payload: { vendor_id: t.account!.id }
      }),
      pendingVendor,
      stillPending
    ),
    admin(
      'suspendVendor',
      (t, c) => ({
        method: 'POST',
        url: `${base}/suspendVendor`,
        headers: auth(c),
        payload: { vendor_id: t.account!.id }
      }),
      pendingVendor,
      stillPending
    ),
    admin('getVendors?status=pending', (_t, c) => ({
      method: 'GET',
      url: `${base}/getVendors`,
      query: { status: 'pending' },
      headers: auth(c)
    })),
    admin('getAuditLog', (_t, c) => ({ method: 'GET', url: `${base}/getAuditLog`, headers: auth(c) })),
    admin('getErasureLog', (_t, c) => ({ method: 'GET', url: `${base}/getErasureLog`, headers: auth(c) })),
    {
      name: 'myData',
      rule: WHO_MAY.customerSelf,
      send: (_t, c) => ({ method: 'GET', url: '/api/v1/users/myData', headers: auth(c) })
    },
    {
      name: 'eraseMe',
      rule: WHO_MAY.customerSelf,
      prepare: freshAccountFor,
      unchanged: stillOpen,
      send: (t) => ({ method: 'POST', url: '/api/v1/users/eraseMe', headers: freshAuth(t) })
    }
  ];
}

const CALLS: Call[] = [
  ...SERVICES.flatMap(requestCalls),
  ...documentCalls(),
  ...documentUploadCalls(),
  ...accountCalls(),
  ...formCalls(),
  ...notificationCalls(),
  ...workspaceCalls(),
  ...conversationCalls(),
  ...identityCalls()
];
const CELLS = CALLS.flatMap((call) =>
  CALLERS.map((caller) => ({
    label: `${call.kind ? `${call.kind.key}: ` : ''}${call.name}`,
    call,
    caller
  }))
);

beforeAll(async () => {
  // Sign-ins and uploads here are the matrix's, not an attack: the limits have their own tests.
  const t = await buildTestApp({
    LOGIN_RATE_PER_MINUTE: '100000',
    UPLOAD_RATE_PER_MINUTE: '100000',
    FORM_RESPONSE_RATE_PER_MINUTE: '100000'
  });
  w = await makeWorld(t);
  for (const kind of SERVICES) {
    const file = firstFile(kind);
    const documentUrl = file
      ? ((await upload(t.app, { name: 'proof.png', type: 'image/png', data: PNG }, w.customer.auth)).json()
          .url as string)
      : null;
    const id = await requestIn(w, kind, 'ASSIGNED TO VENDOR', file ? { [file.name]: documentUrl } : {});
    assigned.set(kind.key, { id, documentUrl });
  }
  for (const owner of CALLERS)
    documentOf.set(
      owner,
      (await upload(t.app, { name: 'mine.pdf', type: 'application/pdf', data: PDF }, auth(owner))).json().url
    );
  formId = await newForm();
  const customerEmail = email('customer');
  await ok(t, {
    method: 'POST',
    url: '/api/v1/users/login/signup',
    payload: { user_name: 'Asha Rao', email: customerEmail, password: PASSWORD }
  });
  const adminEmail = email('admin');
  await ok(t, {
    method: 'POST',
    url: '/api/v1/admin/data/insertAdmin',
    headers: w.admin.auth,
    payload: { name: 'Second Admin', email: adminEmail, password: PASSWORD }
  });
  const vendorEmail = email('vendor');
  await ok(t, { method: 'POST', url: '/api/v1/vendors/login/signUp', payload: await vendorSignUpBody(vendorEmail) });
  signIns.set('customer', { email: customerEmail, password: PASSWORD });
  signIns.set('admin', { email: adminEmail, password: PASSWORD });
  signIns.set('vendor', { email: vendorEmail, password: PASSWORD });
});
afterAll(async () => {
  await w?.t.close();
});

/** The roles the route answering this call declares (undefined: a public call), as the app registered them. */
function declaredRoles(call: InjectOptions): readonly Role[] | undefined {
  const path = String(call.url).split('?')[0];
  const found = w.t.app.findRoute({ method: call.method as HTTPMethods, url: path });
  if (!found) throw new Error(`no route answers ${call.method} ${path}`);
  const params = found.params as Record<string, string>;
  const route = w.t.app.routePermissions.find(
    (r) => r.method === call.method && r.url.replace(/:(\w+)/g, (_, name: string) => params[name]) === path
  );
  if (!route) throw new Error(`no declaration for ${call.method} ${path}`);
  return route.roles;
}

function expectedOf(call: Call, caller: Caller, roles: readonly Role[] | undefined): Outcome {
  if (roles && caller === 'anonymous') return 401;
  if (roles && caller !== 'anonymous' && !roles.includes(ROLE_OF[caller])) return 403;
  return call.rule[caller] ?? 'allowed';
}

test.each(CELLS)('$label, by $caller', async ({ call, caller }) => {
  const target = call.prepare ? await call.prepare(caller) : {};
  const options = call.send(target, caller);
  const expected = expectedOf(call, caller, declaredRoles(options));
  const res = await w.t.app.inject(options);
  const seen = `${res.statusCode} ${res.body.slice(0, 300)} (expected ${expected})`;
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
});

test('every API route but the public calls declares the roles it serves', () => {
  const undeclared = w.t.app.routePermissions
    .filter((r) => r.url.startsWith('/api/v1/') && !r.roles && r.method !== 'HEAD')
    .map((r) => `${r.method} ${r.url}`);
  expect(undeclared.sort()).toEqual([...PUBLIC_ROUTES].sort());
});

// Each cell is a test of its own, so jest reports any cell that was not checked; this one checks the table is whole.
test('the table has a cell for every call and caller', () => {
  const perKind = requestCalls(DEFAULT_KIND).length;
  const withDocuments = SERVICES.filter((k) => firstFile(k)).length;
  console.log(`permission matrix: ${CELLS.length} cells (${CALLS.length} calls × ${CALLERS.length} callers)`);
  expect(CALLS.filter((c) => c.kind)).toHaveLength(SERVICES.length * perKind + withDocuments);
  expect(CELLS).toHaveLength(CALLS.length * CALLERS.length);
});
