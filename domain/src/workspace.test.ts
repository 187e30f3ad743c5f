import { translate } from './index';
import { hi } from './messages/hi';
import {
  actionLabel,
  actionsFor,
  requestTimeline,
  stateLabel,
  stateTone,
  stateVocabulary,
  type RequestTimelineStep
} from './workspace';
import { STATES, TRANSITIONS, type Action, type RequestEvent, type RequestState } from './workflow';

describe('one status vocabulary', () => {
  const ENGLISH: Record<string, string> = {
    PENDING: 'Pending',
    'ASSIGNED TO VENDOR': 'Assigned to vendor',
    'IN PROGRESS': 'In progress',
    COMPLETED: 'Completed',
    REJECTED: 'Rejected',
    'WAITING FOR CUSTOMER': 'Waiting for customer',
    WITHDRAWN: 'Withdrawn'
  };

  test.each(STATES.map((s) => [s]))('%s has an English and a Hindi label', (state) => {
    expect(translate('en', stateLabel(state))).toBe(ENGLISH[state]);
    expect(hi[stateLabel(state)]).toMatch(/[\u0900-\u097F]/);
  });

  test('every state has a tone of its own', () => {
    const tones = STATES.map(stateTone);
    expect(new Set(tones).size).toBe(STATES.length);
    expect(stateTone('COMPLETED')).toBe('success');
    expect(stateTone('REJECTED')).toBe('danger');
  });

  test('the vocabulary lists every state in order', () => {
    expect(stateVocabulary().map((v) => v.state)).toEqual([...STATES]);
  });

  test('no state reads "Vendor Assigned" (the legacy admin word)', () => {
    for (const s of STATES) expect(translate('en', stateLabel(s))).not.toBe('Vendor Assigned');
  });
});

describe('actionsFor', () => {
  const cases: [string, 'admin' | 'vendor' | 'customer', RequestState, boolean, Action[]][] = [
    ['admin, pending', 'admin', 'PENDING', false, ['assign', 'reject', 'delete', 'ask']],
    ['admin, rejected', 'admin', 'REJECTED', false, ['reopen']],
    ['admin, assigned', 'admin', 'ASSIGNED TO VENDOR', false, ['ask']],
    ['admin, waiting', 'admin', 'WAITING FOR CUSTOMER', false, []],
    ['admin, completed', 'admin', 'COMPLETED', false, []],
    ['vendor, assigned to them', 'vendor', 'ASSIGNED TO VENDOR', true, ['accept', 'decline', 'ask']],
    ['vendor, assigned to another', 'vendor', 'ASSIGNED TO VENDOR', false, []],
    ['vendor, in progress, theirs', 'vendor', 'IN PROGRESS', true, ['complete', 'ask']],
    ['vendor, completed, theirs', 'vendor', 'COMPLETED', true, []],
    ['vendor, pending', 'vendor', 'PENDING', true, []],
    ['customer, pending, not theirs', 'customer', 'PENDING', false, []]
  ];
  test.each([
    ['pending', 'PENDING', ['withdraw']],
    ['waiting', 'WAITING FOR CUSTOMER', ['answer', 'withdraw']],
    ['rejected', 'REJECTED', ['resubmit']],
    ['in progress', 'IN PROGRESS', []],
    ['withdrawn', 'WITHDRAWN', []]
  ] as [string, RequestState, Action[]][])("the customer's own request, %s", (_name, state, expected) => {
    expect(actionsFor('customer', state, { assignedToCaller: false, ownedByCaller: true })).toEqual(expected);
  });
  test.each(cases)('%s', (_name, role, state, assignedToCaller, expected) => {
    expect(actionsFor(role, state, { assignedToCaller })).toEqual(expected);
  });

  test('agrees with TRANSITIONS for every role, state and action', () => {
    for (const role of ['admin', 'vendor', 'customer'] as const) {
      for (const state of STATES) {
        const got = actionsFor(role, state, { assignedToCaller: true, ownedByCaller: true });
        for (const action of Object.keys(TRANSITIONS) as Action[]) {
          const t = TRANSITIONS[action];
          // A vendor asks only while the request is theirs: never while it is still pending.
          const vendorAsksPending = role === 'vendor' && action === 'ask' && state === 'PENDING';
          const allowed = t.roles.includes(role) && t.from.includes(state) && !vendorAsksPending;
          expect([role, state, action, got.includes(action)]).toEqual([role, state, action, allowed]);
        }
      }
    }
  });

  test('every action has a button label in both languages', () => {
    for (const action of Object.keys(TRANSITIONS) as Action[]) {
      expect(translate('en', actionLabel(action))).toMatch(/\w/);
      expect(hi[actionLabel(action)]).toMatch(/[\u0900-\u097F]/);
    }
  });
});

const admin = { actor_id: 3, actor_name: 'Priya Raman', actor_role: 'admin' as const };
const customer = { actor_id: 21, actor_name: 'Asha Verma', actor_role: 'customer' as const };
const ravi = { actor_id: 7, actor_name: 'Ravi Legal Services', actor_role: 'vendor' as const };
const meera = { actor_id: 9, actor_name: 'Meera Associates', actor_role: 'vendor' as const };

const SUBMITTED: RequestEvent = { kind: 'submitted', at: '2026-05-01T04:00:00.000Z', ...customer };
const ASSIGN_7: RequestEvent = {
  kind: 'assign',
  at: '2026-05-01T20:00:00.000Z',
  ...admin,
  vendor_id: 7,
  vendor_name: 'Ravi Legal Services'
};
const REJECT: RequestEvent = {
  kind: 'reject',
  at: '2026-05-02T06:00:00.000Z',
  ...admin,
  reason: 'PAN copy unreadable'
};
const REOPEN_9: RequestEvent = {
  kind: 'reopen',
  at: '2026-05-03T06:00:00.000Z',
  ...admin,
  vendor_id: 9,
  vendor_name: 'Meera Associates'
};
const ACCEPT_7: RequestEvent = {
  kind: 'accept',
  at: '2026-05-02T08:00:00.000Z',
  ...ravi,
  vendor_id: 7,
  vendor_name: 'Ravi Legal Services'
};
const DECLINE_7: RequestEvent = {
  kind: 'decline',
  at: '2026-05-02T09:00:00.000Z',
  ...ravi,
  reason: 'Outside my district'
};
const ASSIGN_9: RequestEvent = {
  kind: 'assign',
  at: '2026-05-03T06:00:00.000Z',
  ...admin,
  vendor_id: 9,
  vendor_name: 'Meera Associates'
};
const ACCEPT_9: RequestEvent = { kind: 'accept', at: '2026-05-03T10:00:00.000Z', ...meera };
const COMPLETE_7: RequestEvent = { kind: 'complete', at: '2026-05-06T12:00:00.000Z', ...ravi };
const DELETE: RequestEvent = { kind: 'delete', at: '2026-05-01T09:00:00.000Z', ...admin, reason: 'Submitted twice' };

/** A timeline as a person reads it: label, status, who, reason (English). */
const read = (steps: RequestTimelineStep[]) =>
  steps.map((s) => [translate('en', s.label), s.status, s.actor_name, s.reason]);
const WAIT = (label: string) => [label, 'waiting', null, null];

describe('requestTimeline', () => {
  test("pending: submitted, then the four spec steps waiting with the spec's messages", () => {
    const steps = requestTimeline('PENDING', [SUBMITTED]);
    expect(read(steps)).toEqual([
      ['User Submitted', 'done', 'Asha Verma', null],
      WAIT('Admin Accepted'),
      WAIT('Vendor Assigned'),
      WAIT('Vendor Accepted'),
      WAIT('Vendor Completed')
    ]);
    expect(steps.slice(1).map((s) => s.missing && translate('en', s.missing))).toEqual([
      'The admin has not yet accepted the request.',
      'No vendor has been assigned yet.',
      'The vendor has not yet accepted the request.',
      'The vendor has not completed the request.'
    ]);
    expect(steps.filter((s) => s.status === 'waiting').every((s) => s.at === null)).toBe(true);
  });

  test('assigned: the admin and the vendor named, two steps waiting', () => {
    expect(read(requestTimeline('ASSIGNED TO VENDOR', [SUBMITTED, ASSIGN_7]))).toEqual([
      ['User Submitted', 'done', 'Asha Verma', null],
      ['Admin Accepted', 'done', 'Priya Raman', null],
      ['Vendor Assigned', 'done', 'Ravi Legal Services', null],
      WAIT('Vendor Accepted'),
      WAIT('Vendor Completed')
    ]);
  });

  test('in progress: one step waiting', () => {
    const steps = requestTimeline('IN PROGRESS', [SUBMITTED, ASSIGN_7, ACCEPT_7]);
    expect(steps.map((s) => s.status)).toEqual(['done', 'done', 'done', 'done', 'waiting']);
    expect(steps[3].at).toBe(ACCEPT_7.at);
  });

  test('completed: every step done, with its time, none waiting', () => {
    const steps = requestTimeline('COMPLETED', [SUBMITTED, ASSIGN_7, ACCEPT_7, COMPLETE_7]);
    expect(read(steps).map((s) => s[0])).toEqual([
      'User Submitted',
      'Admin Accepted',
      'Vendor Assigned',
      'Vendor Accepted',
      'Vendor Completed'
    ]);
    expect(steps.map((s) => s.status)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(steps.map((s) => s.at)).toEqual([SUBMITTED.at, ASSIGN_7.at, ASSIGN_7.at, ACCEPT_7.at, COMPLETE_7.at]);
  });

  test('rejected: the rejection with who and why, stopped; nothing waiting and no "not yet" message', () => {
    const steps = requestTimeline('REJECTED', [SUBMITTED, REJECT]);
    expect(read(steps)).toEqual([
      ['User Submitted', 'done', 'Asha Verma', null],
      ['Rejected', 'stopped', 'Priya Raman', 'PAN copy unreadable']
    ]);
    expect(steps.some((s) => s.missing !== null)).toBe(false);
  });

  test('reopened after a rejection: the rejection stays, then the reopening and the new vendor', () => {
    expect(read(requestTimeline('ASSIGNED TO VENDOR', [SUBMITTED, REJECT, REOPEN_9]))).toEqual([
      ['User Submitted', 'done', 'Asha Verma', null],
      ['Rejected', 'stopped', 'Priya Raman', 'PAN copy unreadable'],
      ['Reopened', 'done', 'Priya Raman', null],
      ['Vendor Assigned', 'done', 'Meera Associates', null],
      WAIT('Vendor Accepted'),
      WAIT('Vendor Completed')
    ]);
  });

  test('declined: the earlier assignment stays, the decline with its reason, and the admin steps wait again', () => {
    expect(read(requestTimeline('PENDING', [SUBMITTED, ASSIGN_7, DECLINE_7]))).toEqual([
      ['User Submitted', 'done', 'Asha Verma', null],
      ['Admin Accepted', 'done', 'Priya Raman', null],
      ['Vendor Assigned', 'done', 'Ravi Legal Services', null],
      ['Vendor Declined', 'done', 'Ravi Legal Services', 'Outside my district'],
      WAIT('Admin Accepted'),
      WAIT('Vendor Assigned'),
      WAIT('Vendor Accepted'),
      WAIT('Vendor Completed')
    ]);
  });

  test('given back when its vendor was suspended: the work done stays, the reason shows, and the admin steps wait again', () => {
    const release: RequestEvent = {
      kind: 'release',
      at: '2026-05-04T09:00:00.000Z',
      ...admin,
      vendor_id: 7,
      vendor_name: 'Ravi Legal Services',
      reason: 'Vendor suspended'
    };
    expect(read(requestTimeline('PENDING', [SUBMITTED, ASSIGN_7, ACCEPT_7, release]))).toEqual([
      ['User Submitted', 'done', 'Asha Verma', null],
      ['Admin Accepted', 'done', 'Priya Raman', null],
      ['Vendor Assigned', 'done', 'Ravi Legal Services', null],
      ['Vendor Accepted', 'done', 'Ravi Legal Services', null],
      ['Back with the GIA team', 'done', 'Priya Raman', 'Vendor suspended'],
      WAIT('Admin Accepted'),
      WAIT('Vendor Assigned'),
      WAIT('Vendor Accepted'),
      WAIT('Vendor Completed')
    ]);
  });

  test('a decline whose reason the caller may not read (null) shows no reason', () => {
    const steps = requestTimeline('PENDING', [SUBMITTED, ASSIGN_7, { ...DECLINE_7, reason: null }]);
    expect(steps[3]).toMatchObject({ status: 'done', reason: null });
  });

  test('declined, then assigned to another vendor who accepts', () => {
    const steps = requestTimeline('IN PROGRESS', [SUBMITTED, ASSIGN_7, DECLINE_7, ASSIGN_9, ACCEPT_9]);
    expect(read(steps).map((s) => [s[0], s[1], s[2]])).toEqual([
      ['User Submitted', 'done', 'Asha Verma'],
      ['Admin Accepted', 'done', 'Priya Raman'],
      ['Vendor Assigned', 'done', 'Ravi Legal Services'],
      ['Vendor Declined', 'done', 'Ravi Legal Services'],
      ['Admin Accepted', 'done', 'Priya Raman'],
      ['Vendor Assigned', 'done', 'Meera Associates'],
      ['Vendor Accepted', 'done', 'Meera Associates'],
      ['Vendor Completed', 'waiting', null]
    ]);
  });

  test('deleted: the deletion with its reason, stopped, nothing waiting', () => {
    expect(read(requestTimeline('PENDING', [SUBMITTED, DELETE]))).toEqual([
      ['User Submitted', 'done', 'Asha Verma', null],
      ['Deleted', 'stopped', 'Priya Raman', 'Submitted twice']
    ]);
  });

  test('steps are in order of time, whatever order the events come in', () => {
    const steps = requestTimeline('COMPLETED', [COMPLETE_7, ACCEPT_7, SUBMITTED, ASSIGN_7]);
    expect(steps.map((s) => s.at)).toEqual([SUBMITTED.at, ASSIGN_7.at, ASSIGN_7.at, ACCEPT_7.at, COMPLETE_7.at]);
  });

  test('every state gives a timeline that starts with the submission and has nothing waiting once ended', () => {
    for (const state of STATES) {
      const steps = requestTimeline(state, [SUBMITTED]);
      expect(steps[0].label).toBe('timeline.userSubmitted');
      if (state === 'COMPLETED' || state === 'REJECTED') expect(steps.some((s) => s.status === 'waiting')).toBe(false);
    }
  });

  test('every step label and message has English and Hindi', () => {
    const steps = [
      ...requestTimeline('PENDING', [SUBMITTED, ASSIGN_7, DECLINE_7]),
      ...requestTimeline('REJECTED', [SUBMITTED, REJECT]),
      ...requestTimeline('ASSIGNED TO VENDOR', [SUBMITTED, REJECT, REOPEN_9]),
      ...requestTimeline('PENDING', [SUBMITTED, DELETE])
    ];
    for (const s of steps) {
      expect(hi[s.label]).toMatch(/[\u0900-\u097F]/);
      if (s.missing) expect(hi[s.missing]).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe('the conversation on the timeline', () => {
  const at = (m: number) => new Date(Date.UTC(2026, 4, 2, 4, m)).toISOString();
  const admin = { actor_id: 3, actor_name: 'Priya Raman', actor_role: 'admin' as const };
  const customer = { actor_id: 21, actor_name: 'Asha Verma', actor_role: 'customer' as const };
  const submitted: RequestEvent = { kind: 'submitted', at: at(0), ...customer };
  const labels = (steps: RequestTimelineStep[]) => steps.map((s) => [s.label, s.status]);

  test('an ask and its answer are steps in their place; the waiting steps follow', () => {
    const events: RequestEvent[] = [
      submitted,
      { kind: 'ask', at: at(1), ...admin, reason: 'The PAN scan is unreadable.' },
      { kind: 'answer', at: at(2), ...customer }
    ];
    const steps = requestTimeline('PENDING', events);
    expect(labels(steps)).toEqual([
      ['timeline.userSubmitted', 'done'],
      ['timeline.asked', 'done'],
      ['timeline.answered', 'done'],
      ['timeline.adminAccepted', 'waiting'],
      ['timeline.vendorAssigned', 'waiting'],
      ['timeline.vendorAccepted', 'waiting'],
      ['timeline.vendorCompleted', 'waiting']
    ]);
    expect(steps[1]).toMatchObject({ actor_name: 'Priya Raman', reason: 'The PAN scan is unreadable.' });
  });

  test('a withdrawal ends the timeline with its reason', () => {
    const steps = requestTimeline('WITHDRAWN', [
      submitted,
      { kind: 'withdraw', at: at(1), ...customer, reason: 'Filed elsewhere' }
    ]);
    expect(labels(steps)).toEqual([
      ['timeline.userSubmitted', 'done'],
      ['timeline.withdrawn', 'stopped']
    ]);
    expect(steps[1].reason).toBe('Filed elsewhere');
  });

  test('a corrected request starts a new round after its rejection', () => {
    const steps = requestTimeline('PENDING', [
      submitted,
      { kind: 'reject', at: at(1), ...admin, reason: 'Wrong PAN' },
      { kind: 'resubmit', at: at(2), ...customer }
    ]);
    expect(labels(steps).slice(0, 4)).toEqual([
      ['timeline.userSubmitted', 'done'],
      ['timeline.rejected', 'stopped'],
      ['timeline.resubmitted', 'done'],
      ['timeline.adminAccepted', 'waiting']
    ]);
  });

  test('every new state has its own tone', () => {
    const tones = STATES.map(stateTone);
    expect(new Set(tones).size).toBe(STATES.length);
  });
});
