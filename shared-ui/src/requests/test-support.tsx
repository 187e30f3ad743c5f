/** Helpers for component tests of the request screens (test code only; not exported by the package). */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  formatReference,
  workflowFields,
  type FieldDef,
  type RequestEvent,
  type RequestState,
  type Role,
  type ServiceKind
} from '@gia/domain';
import { FeedbackProvider, useAuthStore, useFeedbackStore } from '@gia/shared-ui';
import { testQueryClient } from '../test-support';
import { forgetUploadConfig } from '../documents/upload-config';
import { forgetUnreadCount } from '../notifications/use-notifications';
import type { RequestRow } from './request-row';

export function renderScreen(ui: ReactElement, route = '/') {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <FeedbackProvider>{ui}</FeedbackProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="path">{pathname + search}</p>;
}

/** Renders `ui` at the route `pattern` (e.g. `/Requests/:reference`) opened at `url`; the path shown in `path`. */
export function renderRoute(ui: ReactElement, pattern: string, url: string) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <FeedbackProvider>
          <Routes>
            <Route path={pattern} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </FeedbackProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

export function signIn(role: Role, name = 'Asha Rao') {
  useAuthStore
    .getState()
    .setSession(
      { accessToken: 'test-token', user: { id: 3, name, email: 'asha@example.in', role, phone: null } },
      role
    );
}

/** A fresh page: signed out, no notices, no remembered upload limit, no drafts kept, no spies left. */
export function freshPage() {
  jest.restoreAllMocks();
  window.localStorage.clear();
  useAuthStore.getState().logout();
  forgetUnreadCount();
  useFeedbackStore.setState({ notices: [], confirms: [] });
  forgetUploadConfig();
}

/** A document as an upload answers it (and a submission stores it)... */
export const DOCUMENT_URL = '/api/v1/global/documents/abcdefghijklmnopqrstuv';
/** ...and as a read hands it out, signed for a short while. */
export const SIGNED_DOCUMENT_URL = `${DOCUMENT_URL}?expires=1767225600&sig=abc123`;

/** A value a person might type that every field rule accepts, as typed and as the body carries it. */
export function goodInput(field: FieldDef): { typed: string; sent: string | number } {
  switch (field.format) {
    case 'pan':
      return { typed: 'abcpe1234f', sent: 'ABCPE1234F' };
    case 'din':
      return { typed: '01234567', sent: '01234567' };
    case 'mobile':
      return { typed: '98765 43210', sent: '9876543210' };
    case 'email':
      return { typed: 'asha@example.in', sent: 'asha@example.in' };
    case 'digits':
      return { typed: '123456789012', sent: '123456789012' };
    case 'ifsc':
      return { typed: 'SBIN0001234', sent: 'SBIN0001234' };
    case 'amount':
      return { typed: '1,25,000', sent: 125000 };
    case 'age':
      return { typed: '34', sent: 34 };
    case 'date':
      return field.name === 'rental_end_date'
        ? { typed: '2027-03-31', sent: '2027-03-31' }
        : { typed: '2026-04-01', sent: '2026-04-01' };
    default:
      return { typed: `v-${field.name}`, sent: `v-${field.name}` };
  }
}

const at = (day: number) => `2026-03-0${day}T04:30:00.000Z`;

/** The history a request in `state` has: submitted by Asha Rao, assigned by Meera Admin to Ravi Legal, and so on. */
export function eventsFor(state: RequestState): RequestEvent[] {
  const submitted: RequestEvent = {
    kind: 'submitted',
    at: at(1),
    actor_id: 3,
    actor_name: 'Asha Rao',
    actor_role: 'customer'
  };
  const assign: RequestEvent = {
    kind: 'assign',
    at: at(2),
    actor_id: 1,
    actor_name: 'Meera Admin',
    actor_role: 'admin',
    vendor_id: 7,
    vendor_name: 'Ravi Legal'
  };
  const accept: RequestEvent = {
    kind: 'accept',
    at: at(3),
    actor_id: 7,
    actor_name: 'Ravi Legal',
    actor_role: 'vendor'
  };
  const complete: RequestEvent = {
    kind: 'complete',
    at: at(4),
    actor_id: 7,
    actor_name: 'Ravi Legal',
    actor_role: 'vendor'
  };
  const reject: RequestEvent = {
    kind: 'reject',
    at: at(2),
    actor_id: 1,
    actor_name: 'Meera Admin',
    actor_role: 'admin',
    reason: 'PAN copy unreadable'
  };
  switch (state) {
    case 'PENDING':
      return [submitted];
    case 'ASSIGNED TO VENDOR':
      return [submitted, assign];
    case 'IN PROGRESS':
      return [submitted, assign, accept];
    case 'COMPLETED':
      return [submitted, assign, accept, complete];
    case 'REJECTED':
      return [submitted, reject];
    case 'WAITING FOR CUSTOMER':
      return [
        submitted,
        {
          kind: 'ask',
          at: at(2),
          actor_id: 1,
          actor_name: 'Meera Admin',
          actor_role: 'admin',
          reason: 'A clearer PAN scan, please.'
        }
      ];
    case 'WITHDRAWN':
      return [
        submitted,
        { kind: 'withdraw', at: at(2), actor_id: 3, actor_name: 'Asha Rao', actor_role: 'customer', reason: null }
      ];
  }
}

/** The reference of sample request `id` (submitted in March 2026). */
export const sampleReference = (id: number) => formatReference(id, '2026-03-01T05:00:00.000Z');

/** A request of the kind in a state, as the read calls answer it (workflow fields from the domain). */
export function sampleRow(kind: ServiceKind, state: RequestState, id = 41): RequestRow {
  const fields = Object.fromEntries(
    kind.fields.map((f) => [f.name, f.kind === 'file' ? SIGNED_DOCUMENT_URL : goodInput(f).sent])
  );
  const events = eventsFor(state);
  const flow = workflowFields(state, events);
  return {
    ...fields,
    ...flow,
    id,
    reference: sampleReference(id),
    [kind.idField]: id,
    service_type: kind.serviceType,
    assigned_vendor_name: flow.assigned_vendor ? 'Ravi Legal' : null,
    events
  };
}

export const VENDORS = [
  { vendor_id: 7, vendor_name: 'Ravi Legal' },
  { vendor_id: 9, vendor_name: 'Sita Notary' }
];
