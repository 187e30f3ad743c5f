import type { MessageKey } from './messages/en';
import { INDIA_OFFSET_MINUTES } from './india-time';

/** One life cycle for every kind of request. */
export const STATES = [
  'PENDING',
  'ASSIGNED TO VENDOR',
  'IN PROGRESS',
  'WAITING FOR CUSTOMER',
  'COMPLETED',
  'REJECTED',
  'WITHDRAWN'
] as const;
export type RequestState = (typeof STATES)[number];

/** The kinds of account. */
export const ROLES = ['customer', 'admin', 'vendor'] as const;
export type Role = (typeof ROLES)[number];
export type Action =
  | 'assign'
  | 'reopen'
  | 'reject'
  | 'delete'
  | 'accept'
  | 'decline'
  | 'complete'
  | 'ask'
  | 'answer'
  | 'withdraw'
  | 'resubmit'
  | 'release';

/** Where an action leaves the request: a state, deleted (null), or back where it was before it waited. */
export type Target = RequestState | null | 'previous';

/**
 * Who may take each action, and from which states. Reopening is its own action (assigning a vendor to a
 * rejected request), so an admin who meant to assign a pending request never silently overturns a
 * rejection made a moment earlier: of two admins acting at once, exactly one wins. A vendor acts only on
 * a request assigned to them; a customer only on their own.
 */
export const TRANSITIONS: Record<Action, { roles: readonly Role[]; from: readonly RequestState[]; to: Target }> = {
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
  // Nobody's button: suspending a vendor gives their open work back to the admins' queue. A request
  // waiting for its customer keeps waiting, and goes back to PENDING (not to the vendor) once answered.
  release: { roles: [], from: ['ASSIGNED TO VENDOR', 'IN PROGRESS', 'WAITING FOR CUSTOMER'], to: 'PENDING' }
};

/** Whether a vendor may ask the customer in a state: only while the request is theirs (assigned or in progress). */
export const VENDOR_ASKS_FROM: readonly RequestState[] = ['ASSIGNED TO VENDOR', 'IN PROGRESS'];

export function canTake(action: Action, state: RequestState): boolean {
  return TRANSITIONS[action].from.includes(state);
}

/** Why an action is refused in a state, as a catalogue key and its parameters for the person who tried. */
export function refusal(action: Action, state: RequestState): { key: MessageKey; params: Record<string, string> } {
  return {
    key: 'errors.request.stateRefused',
    params: { state, done: PAST[action], allowed: TRANSITIONS[action].from.join(' or ') }
  };
}

const PAST: Record<Action, string> = {
  assign: 'assigned',
  reopen: 'reopened',
  reject: 'rejected',
  delete: 'deleted',
  accept: 'accepted',
  decline: 'declined',
  complete: 'completed',
  ask: 'asked about',
  answer: 'answered',
  withdraw: 'withdrawn',
  resubmit: 'resubmitted',
  release: 'given back to the admins'
};

export type EventKind = 'submitted' | Action;

/** What happened to a request: the audit trail and the timeline's source. */
export interface RequestEvent {
  kind: EventKind;
  at: string;
  actor_id: number | null;
  actor_name: string | null;
  actor_role: Role | null;
  vendor_id?: number | null;
  vendor_name?: string | null;
  reason?: string | null;
}

/** The workflow fields every read answers, computed from the state and the events (spec names). */
export interface WorkflowFields {
  status: RequestState;
  is_approved: 0 | 1;
  approved_by: string | null;
  approved_date: string | null;
  assigned_vendor: number | null;
  assigned_vendor_id: number | null;
  assigned_vendor_name: string | null;
  vendor_id: number | null;
  rejected_by: string | null;
  rejected_reason: string | null;
  user_enquiry_date_time: string | null;
  admin_accepted_date_time: string | null;
  admin_rejected_date_time: string | null;
  admin_rejected_reason: string | null;
  admin_accepted_or_rejected_by: number | null;
  assigned_vendor_date_time: string | null;
  vendor_accepted_date_time: string | null;
  vendor_rejected_reason: string | null;
  vendor_completed_date_time: string | null;
}

/** India's date (YYYY-MM-DD) of an instant. */
export function indiaDate(iso: string): string {
  // Stored times are UTC ISO text, whose India date is their own until 18:30 UTC and the next day's after:
  // read off, not parsed, as a list of 50 asks up to a hundred (issue 18).
  if (iso.length === 24 && iso[10] === 'T' && iso[23] === 'Z') {
    const minutes = Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16));
    return minutes < INDIA_MIDNIGHT_UTC_MINUTES ? iso.slice(0, 10) : dayAfter(iso);
  }
  return new Date(new Date(iso).getTime() + INDIA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The date after a stored time's (YYYY-MM-DD), by the calendar's rules. */
function dayAfter(iso: string): string {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  const day = Number(iso.slice(8, 10));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  if (day < days) return `${iso.slice(0, 8)}${String(day + 1).padStart(2, '0')}`;
  if (month < 12) return `${iso.slice(0, 5)}${String(month + 1).padStart(2, '0')}-01`;
  return `${year + 1}-01-01`;
}

/** India's day begins at 18:30 UTC of the day before. */
const INDIA_MIDNIGHT_UTC_MINUTES = 24 * 60 - INDIA_OFFSET_MINUTES;

/** States in which a request may still be with the vendor it was assigned to. */
const HOLDS_ASSIGNMENT: readonly RequestState[] = [
  'ASSIGNED TO VENDOR',
  'IN PROGRESS',
  'COMPLETED',
  'WAITING FOR CUSTOMER'
];

export function workflowFields(state: RequestState, events: readonly RequestEvent[]): WorkflowFields {
  const submitted = events.find((e) => e.kind === 'submitted');
  // The current assignment: the last assign or reopen, unless a decline, release, rejection or resubmission came after it.
  const turn = lastOf(events, TURNS);
  const assigned =
    HOLDS_ASSIGNMENT.includes(state) && (turn?.kind === 'assign' || turn?.kind === 'reopen') ? turn : undefined;
  const rejected = state === 'REJECTED' ? lastOf(events, ['reject']) : undefined;
  const accepted = assigned && state !== 'ASSIGNED TO VENDOR' ? lastOf(events, ['accept'], assigned) : undefined;
  const completed = state === 'COMPLETED' ? lastOf(events, ['complete']) : undefined;
  const declined = lastOf(events, ['decline']);
  const vendorId = assigned?.vendor_id ?? null;
  const decider = assigned ?? rejected;
  return {
    status: state,
    is_approved: assigned ? 1 : 0,
    approved_by: assigned?.actor_name ?? null,
    approved_date: assigned ? indiaDate(assigned.at) : null,
    assigned_vendor: vendorId,
    assigned_vendor_id: vendorId,
    assigned_vendor_name: assigned?.vendor_name ?? null,
    vendor_id: vendorId,
    rejected_by: rejected?.actor_name ?? null,
    rejected_reason: rejected?.reason ?? null,
    user_enquiry_date_time: submitted?.at ?? null,
    admin_accepted_date_time: assigned?.at ?? null,
    admin_rejected_date_time: rejected?.at ?? null,
    admin_rejected_reason: rejected?.reason ?? null,
    admin_accepted_or_rejected_by: decider?.actor_id ?? null,
    assigned_vendor_date_time: assigned?.at ?? null,
    vendor_accepted_date_time: accepted?.at ?? null,
    vendor_rejected_reason: declined?.reason ?? null,
    vendor_completed_date_time: completed?.at ?? null
  };
}

/** The kinds of event `workflowFields` reads; any other (ask, answer, withdraw, delete) never changes a workflow field. */
const MILESTONE_KINDS: readonly EventKind[] = [
  'submitted',
  'assign',
  'reopen',
  'reject',
  'accept',
  'decline',
  'complete',
  'resubmit',
  'release'
];

/**
 * The few events a list row needs, in the order they happened: the first submission, the last event of
 * each kind `workflowFields` reads, and the last completion that delivered a document. `workflowFields`
 * answers the same from these as from the whole history (it only asks for first and last events), so a
 * list can present its rows without reading every row's history (issue 18).
 */
export function milestonesOf<E extends { kind: string; document_id?: string | null }>(events: readonly E[]): E[] {
  const kept = new Set<E>();
  const lastOf = new Map<string, E>();
  let delivered: E | undefined;
  for (const e of events) {
    if (!MILESTONE_KINDS.includes(e.kind as EventKind)) continue;
    if (e.kind === 'submitted' && lastOf.has('submitted')) continue;
    lastOf.set(e.kind, e);
    if (e.kind === 'complete' && e.document_id) delivered = e;
  }
  for (const e of lastOf.values()) kept.add(e);
  if (delivered) kept.add(delivered);
  return events.filter((e) => kept.has(e));
}

/** The events that make or end an assignment. */
const TURNS: readonly EventKind[] = ['assign', 'reopen', 'decline', 'release', 'reject', 'resubmit'];

/**
 * The last event of one of `kinds`, after `after` if given, read from the end without copying the history: a
 * list presents 50 rows at once, and the copies were garbage its collector had to clear under load (issue 18).
 */
function lastOf(
  events: readonly RequestEvent[],
  kinds: readonly EventKind[],
  after?: RequestEvent
): RequestEvent | undefined {
  for (let i = events.length - 1; i >= 0 && events[i] !== after; i--)
    if (kinds.includes(events[i]!.kind)) return events[i];
  return undefined;
}

/** Admin-side status as the spec derives it. */
export function adminStatus(
  w: Pick<WorkflowFields, 'admin_accepted_date_time' | 'admin_rejected_date_time'>
): MessageKey {
  if (w.admin_rejected_date_time) return 'status.rejected';
  if (w.admin_accepted_date_time) return 'status.vendorAssigned';
  return 'status.pending';
}

/** Vendor-side status as the spec derives it, plus the two states the vendor's own actions reach. */
export function vendorStatus(
  w: Pick<WorkflowFields, 'status' | 'assigned_vendor' | 'rejected_by' | 'is_approved'>,
  byFlag = false
): MessageKey {
  if (w.status === 'IN PROGRESS') return 'status.IN PROGRESS';
  if (w.status === 'COMPLETED') return 'status.COMPLETED';
  if (byFlag) return w.is_approved ? 'status.APPROVED' : 'status.PENDING';
  if (w.assigned_vendor) return 'status.APPROVED';
  if (w.rejected_by) return 'status.REJECTED';
  return 'status.PENDING';
}

export interface TimelineStep {
  label: MessageKey;
  at: string | null;
  done: boolean;
  /** The red message, on the first incomplete step and every one after it. */
  missing: MessageKey | null;
}

const STEPS: { label: MessageKey; field: keyof WorkflowFields; missing: MessageKey }[] = [
  { label: 'timeline.userSubmitted', field: 'user_enquiry_date_time', missing: 'timeline.missing.userSubmitted' },
  { label: 'timeline.adminAccepted', field: 'admin_accepted_date_time', missing: 'timeline.missing.adminAccepted' },
  { label: 'timeline.vendorAssigned', field: 'assigned_vendor_date_time', missing: 'timeline.missing.vendorAssigned' },
  { label: 'timeline.vendorAccepted', field: 'vendor_accepted_date_time', missing: 'timeline.missing.vendorAccepted' },
  {
    label: 'timeline.vendorCompleted',
    field: 'vendor_completed_date_time',
    missing: 'timeline.missing.vendorCompleted'
  }
];

/** The five steps of the spec's timeline. User Submitted is always complete. */
export function timeline(w: Partial<WorkflowFields>): TimelineStep[] {
  let broken = false;
  return STEPS.map((step, i) => {
    const at = (w[step.field] as string | null | undefined) ?? null;
    const done = i === 0 || (!broken && at !== null);
    if (!done) broken = true;
    return { label: step.label, at, done, missing: done ? null : step.missing };
  });
}
