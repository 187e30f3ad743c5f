import { translate } from './index';
import {
  adminStatus,
  canTake,
  indiaDate,
  milestonesOf,
  refusal,
  STATES,
  timeline,
  TRANSITIONS,
  vendorStatus,
  workflowFields,
  type Action,
  type RequestEvent,
  type RequestState,
  type WorkflowFields
} from './workflow';

const ACTIONS: Action[] = [
  'assign',
  'reopen',
  'reject',
  'delete',
  'accept',
  'decline',
  'complete',
  'ask',
  'answer',
  'withdraw',
  'resubmit',
  'release'
];

/** The life cycle as ARCHITECTURE.md draws it, written out independently of TRANSITIONS. */
const ALLOWED: Record<Action, { roles: string[]; from: RequestState[]; to: RequestState | null | 'previous' }> = {
  assign: { roles: ['admin'], from: ['PENDING'], to: 'ASSIGNED TO VENDOR' },
  reopen: { roles: ['admin'], from: ['REJECTED'], to: 'ASSIGNED TO VENDOR' },
  reject: { roles: ['admin'], from: ['PENDING'], to: 'REJECTED' },
  delete: { roles: ['admin'], from: ['PENDING'], to: null },
  accept: { roles: ['vendor'], from: ['ASSIGNED TO VENDOR'], to: 'IN PROGRESS' },
  decline: { roles: ['vendor'], from: ['ASSIGNED TO VENDOR'], to: 'PENDING' },
  complete: { roles: ['vendor'], from: ['IN PROGRESS'], to: 'COMPLETED' },
  ask: {
    roles: ['admin', 'vendor'],
    from: ['PENDING', 'ASSIGNED TO VENDOR', 'IN PROGRESS'],
    to: 'WAITING FOR CUSTOMER'
  },
  answer: { roles: ['customer'], from: ['WAITING FOR CUSTOMER'], to: 'previous' },
  withdraw: { roles: ['customer'], from: ['PENDING', 'WAITING FOR CUSTOMER'], to: 'WITHDRAWN' },
  resubmit: { roles: ['customer'], from: ['REJECTED'], to: 'PENDING' },
  release: { roles: [], from: ['ASSIGNED TO VENDOR', 'IN PROGRESS', 'WAITING FOR CUSTOMER'], to: 'PENDING' }
};

describe('who may do what from which state', () => {
  const matrix = ACTIONS.flatMap((a) => STATES.map((s) => [a, s] as const));

  test.each(matrix)('%s from %s', (action, state) => {
    const allowed = ALLOWED[action].from.includes(state);
    expect(canTake(action, state)).toBe(allowed);
    expect(TRANSITIONS[action].from.includes(state)).toBe(allowed);
  });

  test.each(ACTIONS)('%s: role and resulting state', (action) => {
    expect(TRANSITIONS[action].roles).toEqual(ALLOWED[action].roles);
    expect(TRANSITIONS[action].to).toBe(ALLOWED[action].to);
  });

  test('the seven states, in the order of the life cycle', () => {
    expect(STATES).toEqual([
      'PENDING',
      'ASSIGNED TO VENDOR',
      'IN PROGRESS',
      'WAITING FOR CUSTOMER',
      'COMPLETED',
      'REJECTED',
      'WITHDRAWN'
    ]);
  });

  test('a refusal says the state and when the action is possible', () => {
    const text = (r: ReturnType<typeof refusal>) => translate('en', r.key, r.params);
    expect(text(refusal('delete', 'ASSIGNED TO VENDOR'))).toBe(
      'This request is ASSIGNED TO VENDOR: it can be deleted only while PENDING.'
    );
    expect(text(refusal('assign', 'COMPLETED'))).toBe(
      'This request is COMPLETED: it can be assigned only while PENDING.'
    );
  });
});

const admin = { actor_id: 3, actor_name: 'Priya Raman', actor_role: 'admin' as const };
const customer = { actor_id: 21, actor_name: 'Asha Verma', actor_role: 'customer' as const };
const vendor = (id: number, name: string) => ({ actor_id: id, actor_name: name, actor_role: 'vendor' as const });

const SUBMITTED: RequestEvent = { kind: 'submitted', at: '2024-05-01T04:00:00.000Z', ...customer };
/** 20:00 UTC is 01:30 the next morning in India: approved_date is India's date. */
const ASSIGN_7: RequestEvent = {
  kind: 'assign',
  at: '2024-05-01T20:00:00.000Z',
  ...admin,
  vendor_id: 7,
  vendor_name: 'Ravi Legal Services'
};
const REJECT: RequestEvent = {
  kind: 'reject',
  at: '2024-05-02T06:00:00.000Z',
  ...admin,
  reason: 'PAN copy unreadable'
};
const REASSIGN_9: RequestEvent = {
  kind: 'reopen',
  at: '2024-05-03T06:00:00.000Z',
  actor_id: 4,
  actor_name: 'Kiran Rao',
  actor_role: 'admin',
  vendor_id: 9,
  vendor_name: 'Meera Associates'
};
const ACCEPT_7: RequestEvent = { kind: 'accept', at: '2024-05-02T08:00:00.000Z', ...vendor(7, 'Ravi Legal Services') };
const DECLINE_7: RequestEvent = {
  kind: 'decline',
  at: '2024-05-02T09:00:00.000Z',
  ...vendor(7, 'Ravi Legal Services'),
  reason: 'Outside my district'
};
const ACCEPT_9: RequestEvent = { kind: 'accept', at: '2024-05-03T10:00:00.000Z', ...vendor(9, 'Meera Associates') };
const COMPLETE_7: RequestEvent = {
  kind: 'complete',
  at: '2024-05-06T12:00:00.000Z',
  ...vendor(7, 'Ravi Legal Services')
};

const NOTHING_YET: Omit<WorkflowFields, 'status' | 'user_enquiry_date_time'> = {
  is_approved: 0,
  approved_by: null,
  approved_date: null,
  assigned_vendor: null,
  assigned_vendor_id: null,
  assigned_vendor_name: null,
  vendor_id: null,
  rejected_by: null,
  rejected_reason: null,
  admin_accepted_date_time: null,
  admin_rejected_date_time: null,
  admin_rejected_reason: null,
  admin_accepted_or_rejected_by: null,
  assigned_vendor_date_time: null,
  vendor_accepted_date_time: null,
  vendor_rejected_reason: null,
  vendor_completed_date_time: null
};

const assignedTo7 = {
  is_approved: 1,
  approved_by: 'Priya Raman',
  approved_date: '2024-05-02',
  assigned_vendor: 7,
  assigned_vendor_id: 7,
  assigned_vendor_name: 'Ravi Legal Services',
  vendor_id: 7,
  admin_accepted_date_time: ASSIGN_7.at,
  assigned_vendor_date_time: ASSIGN_7.at,
  admin_accepted_or_rejected_by: 3
} as const;

interface Path {
  name: string;
  state: RequestState;
  events: RequestEvent[];
  fields: Partial<WorkflowFields>;
  admin: string;
  vendor: string;
  done: boolean[];
}

const PATHS: Path[] = [
  {
    name: 'submitted',
    state: 'PENDING',
    events: [SUBMITTED],
    fields: {},
    admin: 'Pending',
    vendor: 'PENDING',
    done: [true, false, false, false, false]
  },
  {
    name: 'assigned',
    state: 'ASSIGNED TO VENDOR',
    events: [SUBMITTED, ASSIGN_7],
    fields: assignedTo7,
    admin: 'Vendor Assigned',
    vendor: 'APPROVED',
    done: [true, true, true, false, false]
  },
  {
    name: 'rejected',
    state: 'REJECTED',
    events: [SUBMITTED, REJECT],
    fields: {
      rejected_by: 'Priya Raman',
      rejected_reason: 'PAN copy unreadable',
      admin_rejected_date_time: REJECT.at,
      admin_rejected_reason: 'PAN copy unreadable',
      admin_accepted_or_rejected_by: 3
    },
    admin: 'Rejected',
    vendor: 'REJECTED',
    done: [true, false, false, false, false]
  },
  {
    name: 'reopened by assigning after a rejection',
    state: 'ASSIGNED TO VENDOR',
    events: [SUBMITTED, REJECT, REASSIGN_9],
    fields: {
      is_approved: 1,
      approved_by: 'Kiran Rao',
      approved_date: '2024-05-03',
      assigned_vendor: 9,
      assigned_vendor_id: 9,
      assigned_vendor_name: 'Meera Associates',
      vendor_id: 9,
      admin_accepted_date_time: REASSIGN_9.at,
      assigned_vendor_date_time: REASSIGN_9.at,
      admin_accepted_or_rejected_by: 4
    },
    admin: 'Vendor Assigned',
    vendor: 'APPROVED',
    done: [true, true, true, false, false]
  },
  {
    name: 'accepted by the vendor',
    state: 'IN PROGRESS',
    events: [SUBMITTED, ASSIGN_7, ACCEPT_7],
    fields: { ...assignedTo7, vendor_accepted_date_time: ACCEPT_7.at },
    admin: 'Vendor Assigned',
    vendor: 'IN PROGRESS',
    done: [true, true, true, true, false]
  },
  {
    name: 'declined by the vendor, back to pending',
    state: 'PENDING',
    events: [SUBMITTED, ASSIGN_7, DECLINE_7],
    fields: { vendor_rejected_reason: 'Outside my district' },
    admin: 'Pending',
    vendor: 'PENDING',
    done: [true, false, false, false, false]
  },
  {
    name: 'declined, then assigned to another vendor who accepts',
    state: 'IN PROGRESS',
    events: [SUBMITTED, ASSIGN_7, DECLINE_7, REASSIGN_9, ACCEPT_9],
    fields: {
      is_approved: 1,
      approved_by: 'Kiran Rao',
      approved_date: '2024-05-03',
      assigned_vendor: 9,
      assigned_vendor_id: 9,
      assigned_vendor_name: 'Meera Associates',
      vendor_id: 9,
      admin_accepted_date_time: REASSIGN_9.at,
      assigned_vendor_date_time: REASSIGN_9.at,
      admin_accepted_or_rejected_by: 4,
      vendor_accepted_date_time: ACCEPT_9.at,
      vendor_rejected_reason: 'Outside my district'
    },
    admin: 'Vendor Assigned',
    vendor: 'IN PROGRESS',
    done: [true, true, true, true, false]
  },
  {
    name: 'given back to the admins when its vendor was suspended',
    state: 'PENDING',
    events: [
      SUBMITTED,
      ASSIGN_7,
      ACCEPT_7,
      {
        kind: 'release',
        at: '2024-05-04T09:00:00.000Z',
        ...admin,
        vendor_id: 7,
        vendor_name: 'Ravi Legal Services',
        reason: 'Vendor suspended'
      }
    ],
    fields: {},
    admin: 'Pending',
    vendor: 'PENDING',
    done: [true, false, false, false, false]
  },
  {
    name: 'completed',
    state: 'COMPLETED',
    events: [SUBMITTED, ASSIGN_7, ACCEPT_7, COMPLETE_7],
    fields: { ...assignedTo7, vendor_accepted_date_time: ACCEPT_7.at, vendor_completed_date_time: COMPLETE_7.at },
    admin: 'Vendor Assigned',
    vendor: 'COMPLETED',
    done: [true, true, true, true, true]
  }
];

describe.each(PATHS.map((p) => [p.name, p] as const))('a request %s', (_name, path) => {
  const w = workflowFields(path.state, path.events);

  test('answers every workflow field, the rest empty', () => {
    expect(w).toEqual({ ...NOTHING_YET, status: path.state, user_enquiry_date_time: SUBMITTED.at, ...path.fields });
  });

  test('the admin sees its status', () => {
    expect(translate('en', adminStatus(w))).toBe(path.admin);
  });

  test('the vendor sees its status', () => {
    expect(translate('en', vendorStatus(w))).toBe(path.vendor);
  });

  test('the timeline completes the steps done so far', () => {
    expect(timeline(w).map((s) => s.done)).toEqual(path.done);
  });
});

test('an accept from before a reassignment does not count for the new vendor', () => {
  // Vendor 7 accepted, then gave it back; vendor 9, not having accepted, asks the customer something.
  const asked: RequestEvent = { kind: 'ask', at: '2024-05-03T08:00:00.000Z', ...vendor(9, 'Meera Associates') };
  const w = workflowFields('WAITING FOR CUSTOMER', [SUBMITTED, ASSIGN_7, ACCEPT_7, DECLINE_7, REASSIGN_9, asked]);
  expect(w.vendor_accepted_date_time).toBeNull();
  expect(w.assigned_vendor).toBe(9);
  expect(workflowFields('IN PROGRESS', [SUBMITTED, ASSIGN_7, ACCEPT_7, DECLINE_7, REASSIGN_9, ACCEPT_9])).toMatchObject(
    { assigned_vendor: 9, vendor_accepted_date_time: ACCEPT_9.at }
  );
});

test('India date of an instant', () => {
  expect(indiaDate('2024-05-01T18:29:59.000Z')).toBe('2024-05-01');
  expect(indiaDate('2024-05-01T18:30:00.000Z')).toBe('2024-05-02');
  expect(indiaDate('2024-12-31T23:59:59.999Z')).toBe('2025-01-01');
  expect(indiaDate('2024-05-01T00:00:00.000Z')).toBe('2024-05-01');
  // An evening's date is the next day, across a month's and a leap year's end, the second time as the first.
  for (let twice = 0; twice < 2; twice++) {
    expect(indiaDate('2024-02-28T19:00:00.000Z')).toBe('2024-02-29');
    expect(indiaDate('2023-02-28T19:00:00.000Z')).toBe('2023-03-01');
    expect(indiaDate('2024-04-30T18:30:00.000Z')).toBe('2024-05-01');
  }
  // Text that is not the stored form is read as a date all the same.
  expect(indiaDate('2024-05-01T18:30:00Z')).toBe('2024-05-02');
  expect(indiaDate('2024-05-01T20:00:00.000+05:30')).toBe('2024-05-01');
});

test('India date read off stored text agrees with the calendar at every minute of a day', () => {
  const start = Date.parse('2024-02-28T00:00:00.000Z');
  for (let minute = 0; minute < 2 * 24 * 60; minute++) {
    const at = new Date(start + minute * 60_000 + 59_999);
    const expected = new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    expect(indiaDate(at.toISOString())).toBe(expected);
  }
});

test('India date of an evening agrees with the calendar on every day of a common and a leap year', () => {
  for (let day = 0; day < 731; day++) {
    for (const time of ['18:30:00.000', '23:59:59.999']) {
      const at = new Date(Date.parse(`2023-01-01T${time}Z`) + day * 86_400_000);
      const expected = new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
      expect(indiaDate(at.toISOString())).toBe(expected);
    }
  }
  expect(indiaDate('2100-02-28T20:00:00.000Z')).toBe('2100-03-01');
  expect(indiaDate('2000-02-28T20:00:00.000Z')).toBe('2000-02-29');
});

describe('admin status', () => {
  test.each([
    ['no accepted or rejected date', { admin_accepted_date_time: null, admin_rejected_date_time: null }, 'Pending'],
    [
      'an accepted date',
      { admin_accepted_date_time: '2024-05-01T10:00:00Z', admin_rejected_date_time: null },
      'Vendor Assigned'
    ],
    [
      'a rejected date',
      { admin_accepted_date_time: null, admin_rejected_date_time: '2024-05-01T10:00:00Z' },
      'Rejected'
    ]
  ])('%s reads %s', (_why, w, text) => {
    expect(translate('en', adminStatus(w))).toBe(text);
  });
});

describe('vendor status', () => {
  const base = { status: 'PENDING' as RequestState, assigned_vendor: null, rejected_by: null, is_approved: 0 as const };
  test.each([
    [
      'a vendor is assigned',
      'APPROVED',
      { ...base, status: 'ASSIGNED TO VENDOR' as RequestState, assigned_vendor: 7, is_approved: 1 as const }
    ],
    ['rejected, no vendor', 'REJECTED', { ...base, status: 'REJECTED' as RequestState, rejected_by: 'Priya Raman' }],
    ['neither', 'PENDING', base],
    ['a vendor wins over a rejection', 'APPROVED', { ...base, assigned_vendor: 7, rejected_by: 'Priya Raman' }],
    [
      'in progress',
      'IN PROGRESS',
      { ...base, status: 'IN PROGRESS' as RequestState, assigned_vendor: 7, is_approved: 1 as const }
    ],
    [
      'completed',
      'COMPLETED',
      { ...base, status: 'COMPLETED' as RequestState, assigned_vendor: 7, is_approved: 1 as const }
    ]
  ])('%s: %s', (_why, text, w) => {
    expect(translate('en', vendorStatus(w))).toBe(text);
  });

  test('the is_approved popups read the flag, not the vendor', () => {
    expect(translate('en', vendorStatus({ ...base, is_approved: 1 }, true))).toBe('APPROVED');
    expect(translate('en', vendorStatus({ ...base, assigned_vendor: 7, is_approved: 0 }, true))).toBe('PENDING');
    expect(translate('en', vendorStatus({ ...base, rejected_by: 'Priya Raman' }, true))).toBe('PENDING');
    expect(translate('en', vendorStatus({ ...base, status: 'COMPLETED', is_approved: 1 }, true))).toBe('COMPLETED');
  });
});

describe('timeline', () => {
  const LABELS = ['User Submitted', 'Admin Accepted', 'Vendor Assigned', 'Vendor Accepted', 'Vendor Completed'];
  const RED = [
    'The user has not submitted the request.',
    'The admin has not yet accepted the request.',
    'No vendor has been assigned yet.',
    'The vendor has not yet accepted the request.',
    'The vendor has not completed the request.'
  ];
  const read = (w: Partial<WorkflowFields>) =>
    timeline(w).map((s) => ({
      label: translate('en', s.label),
      at: s.at,
      done: s.done,
      red: s.missing && translate('en', s.missing)
    }));

  test('five steps in order, each with its timestamp', () => {
    const w = workflowFields('COMPLETED', [SUBMITTED, ASSIGN_7, ACCEPT_7, COMPLETE_7]);
    expect(read(w)).toEqual([
      { label: LABELS[0], at: SUBMITTED.at, done: true, red: null },
      { label: LABELS[1], at: ASSIGN_7.at, done: true, red: null },
      { label: LABELS[2], at: ASSIGN_7.at, done: true, red: null },
      { label: LABELS[3], at: ACCEPT_7.at, done: true, red: null },
      { label: LABELS[4], at: COMPLETE_7.at, done: true, red: null }
    ]);
  });

  test('User Submitted is complete even without a time; every later step is red with its own message', () => {
    expect(read({})).toEqual([
      { label: LABELS[0], at: null, done: true, red: null },
      ...[1, 2, 3, 4].map((i) => ({ label: LABELS[i], at: null, done: false, red: RED[i] }))
    ]);
  });

  test('after the first incomplete step every step is red, even one that has a time', () => {
    const steps = read({
      user_enquiry_date_time: SUBMITTED.at,
      admin_accepted_date_time: ASSIGN_7.at,
      assigned_vendor_date_time: null,
      vendor_accepted_date_time: ACCEPT_7.at,
      vendor_completed_date_time: COMPLETE_7.at
    });
    expect(steps.map((s) => s.red)).toEqual([null, null, RED[2], RED[3], RED[4]]);
    expect(steps.map((s) => s.at)).toEqual([SUBMITTED.at, ASSIGN_7.at, null, ACCEPT_7.at, COMPLETE_7.at]);
  });

  test('the red message sits on the first incomplete step of an accepted request', () => {
    const steps = read(workflowFields('IN PROGRESS', [SUBMITTED, ASSIGN_7, ACCEPT_7]));
    expect(steps.map((s) => s.red)).toEqual([null, null, null, null, RED[4]]);
  });
});

describe('a list row presents its workflow from the milestones alone', () => {
  /** A small deterministic generator, so a failure names the history that broke it. */
  function histories(
    count: number
  ): { state: RequestState; events: (RequestEvent & { document_id: string | null })[] }[] {
    let seed = 42;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    return Array.from({ length: count }, () => {
      const events: (RequestEvent & { document_id: string | null })[] = [{ ...SUBMITTED, document_id: null }];
      for (let i = 0, steps = next(12); i < steps; i++) {
        const kind = ACTIONS[next(ACTIONS.length)]!;
        const vendor = 7 + next(3);
        events.push({
          kind,
          at: new Date(Date.UTC(2024, 4, 1, 0, i + 1)).toISOString(),
          actor_id: next(5) + 1,
          actor_name: `Person ${next(5)}`,
          actor_role: next(2) ? 'admin' : 'vendor',
          vendor_id: vendor,
          vendor_name: `Vendor ${vendor}`,
          reason: next(2) ? `reason ${i}` : null,
          document_id: kind === 'complete' && next(2) ? `doc-${i}` : null
        });
      }
      return { state: STATES[next(STATES.length)]!, events };
    });
  }

  test.each(histories(400).map((h, i) => [i, h] as const))('history %i', (_i, { state, events }) => {
    const milestones = milestonesOf(events);
    expect(workflowFields(state, milestones)).toEqual(workflowFields(state, events));
    const delivered = (list: typeof events) => [...list].reverse().find((e) => e.kind === 'complete' && e.document_id);
    expect(delivered(milestones)).toBe(delivered(events));
    expect(milestones.length).toBeLessThanOrEqual(10);
  });

  test('leaves out what never changes a workflow field, and keeps the order', () => {
    const ask = { ...ASSIGN_7, kind: 'ask' as const };
    const reassign = { ...REASSIGN_9, kind: 'assign' as const };
    expect(milestonesOf([SUBMITTED, ASSIGN_7, ask, DECLINE_7, reassign])).toEqual([SUBMITTED, DECLINE_7, reassign]);
  });
});
