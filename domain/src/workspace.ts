import type { MessageKey } from './messages/en';
import {
  STATES,
  TRANSITIONS,
  VENDOR_ASKS_FROM,
  type Action,
  type RequestEvent,
  type RequestState,
  type Role
} from './workflow';

/** The one status vocabulary of every screen: a state's label. */
export function stateLabel(state: RequestState): MessageKey {
  return `state.${state}`;
}

/** How a state's badge looks; each state has its own. */
export type StateTone = 'pending' | 'info' | 'progress' | 'success' | 'danger' | 'waiting' | 'muted';

const TONES: Record<RequestState, StateTone> = {
  PENDING: 'pending',
  'ASSIGNED TO VENDOR': 'info',
  'IN PROGRESS': 'progress',
  COMPLETED: 'success',
  REJECTED: 'danger',
  'WAITING FOR CUSTOMER': 'waiting',
  WITHDRAWN: 'muted'
};

export function stateTone(state: RequestState): StateTone {
  return TONES[state];
}

/** Every state with its label and tone, in the order of the life cycle (for filters and legends). */
export function stateVocabulary(): { state: RequestState; label: MessageKey; tone: StateTone }[] {
  return STATES.map((state) => ({ state, label: stateLabel(state), tone: stateTone(state) }));
}

/** Every action, in the order of the life cycle. */
export const ACTIONS = Object.keys(TRANSITIONS) as Action[];

export function isAction(text: string): text is Action {
  return (ACTIONS as string[]).includes(text);
}

/** The label of an action's button. */
export function actionLabel(action: Action): MessageKey {
  return `action.${action}`;
}

/**
 * The actions a caller may take on a request now, from TRANSITIONS: the admins' in their states; a
 * vendor's only on a request currently assigned to them; a customer's only on their own.
 */
export function actionsFor(
  role: Role,
  state: RequestState,
  options: { assignedToCaller: boolean; ownedByCaller?: boolean }
): Action[] {
  return ACTIONS.filter((action) => {
    const t = TRANSITIONS[action];
    if (!t.roles.includes(role) || !t.from.includes(state)) return false;
    if (role === 'vendor') return options.assignedToCaller && (action !== 'ask' || VENDOR_ASKS_FROM.includes(state));
    if (role === 'customer') return options.ownedByCaller === true;
    return true;
  });
}

/** One step of a request's timeline. */
export interface RequestTimelineStep {
  label: MessageKey;
  /** When it happened; null for a step not yet reached. */
  at: string | null;
  /** Who did it (for Vendor Assigned: the vendor it was assigned to). */
  actor_name: string | null;
  /** Why (rejection, decline as the caller may read it, deletion). */
  reason: string | null;
  /** done: happened; waiting: not reached yet (grey); stopped: the request ended here (rejected, deleted). */
  status: 'done' | 'waiting' | 'stopped';
  /** For a waiting step, the spec's message of what has not happened yet. */
  missing: MessageKey | null;
}

/** The spec's five steps, each with its "not yet" message. */
const SPEC_STEPS: { label: MessageKey; missing: MessageKey }[] = [
  { label: 'timeline.userSubmitted', missing: 'timeline.missing.userSubmitted' },
  { label: 'timeline.adminAccepted', missing: 'timeline.missing.adminAccepted' },
  { label: 'timeline.vendorAssigned', missing: 'timeline.missing.vendorAssigned' },
  { label: 'timeline.vendorAccepted', missing: 'timeline.missing.vendorAccepted' },
  { label: 'timeline.vendorCompleted', missing: 'timeline.missing.vendorCompleted' }
];

/** States where nothing more is expected: no grey steps follow. */
const ENDED: readonly RequestState[] = ['COMPLETED', 'REJECTED', 'WITHDRAWN'];

const step = (
  label: MessageKey,
  e: RequestEvent,
  status: RequestTimelineStep['status'] = 'done',
  actor = e.actor_name
): RequestTimelineStep => ({
  label,
  at: e.at,
  actor_name: actor ?? null,
  reason: e.reason ?? null,
  status,
  missing: null
});

/**
 * What happened to a request, in order of time, then what is still to come. The spec's five steps
 * (User Submitted, Admin Accepted, Vendor Assigned, Vendor Accepted, Vendor Completed) as they happen,
 * with rejection, decline, reopening and deletion as steps in their place; an earlier assignment stays
 * on it after a decline. Steps not yet reached in the current round are `waiting` with the spec's
 * message; none follow a completion, a rejection or a deletion.
 */
export function requestTimeline(state: RequestState, events: readonly RequestEvent[]): RequestTimelineStep[] {
  const ordered = events
    .map((e, i) => [e, i] as const)
    .sort(([a, i], [b, j]) => Date.parse(a.at) - Date.parse(b.at) || i - j)
    .map(([e]) => e);
  const steps: RequestTimelineStep[] = [];
  /** How far the current round got through SPEC_STEPS (index of the last step reached). */
  let reached = 0;
  let ended = false;
  for (const e of ordered) {
    switch (e.kind) {
      case 'submitted':
        steps.push(step('timeline.userSubmitted', e));
        reached = 0;
        break;
      case 'assign':
        steps.push(step('timeline.adminAccepted', e));
        steps.push(step('timeline.vendorAssigned', e, 'done', e.vendor_name ?? null));
        reached = 2;
        break;
      case 'reopen':
        steps.push(step('timeline.reopened', e));
        steps.push(step('timeline.vendorAssigned', e, 'done', e.vendor_name ?? null));
        reached = 2;
        break;
      case 'accept':
        steps.push(step('timeline.vendorAccepted', e));
        reached = 3;
        break;
      case 'complete':
        steps.push(step('timeline.vendorCompleted', e));
        reached = 4;
        break;
      case 'decline':
        steps.push(step('timeline.declined', e));
        reached = 0;
        break;
      case 'release':
        steps.push(step('timeline.released', e));
        reached = 0;
        break;
      case 'reject':
        steps.push(step('timeline.rejected', e, 'stopped'));
        reached = 0;
        break;
      case 'delete':
        steps.push(step('timeline.deleted', e, 'stopped'));
        ended = true;
        break;
      case 'ask':
        steps.push(step('timeline.asked', e));
        break;
      case 'answer':
        steps.push(step('timeline.answered', e));
        break;
      case 'withdraw':
        steps.push(step('timeline.withdrawn', e, 'stopped'));
        ended = true;
        break;
      case 'resubmit':
        steps.push(step('timeline.resubmitted', e));
        reached = 0;
        break;
    }
  }
  if (steps.length === 0 || steps[0].label !== 'timeline.userSubmitted') {
    // A request always starts with its submission, even where that event is missing.
    steps.unshift({
      label: 'timeline.userSubmitted',
      at: null,
      actor_name: null,
      reason: null,
      status: 'done',
      missing: null
    });
  }
  if (ended || ENDED.includes(state)) return steps;
  for (const s of SPEC_STEPS.slice(reached + 1)) {
    steps.push({ label: s.label, at: null, actor_name: null, reason: null, status: 'waiting', missing: s.missing });
  }
  return steps;
}
