/** Helpers for the staff apps' component tests (test code only; not exported by the package). */
import type { ReactElement } from 'react';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fieldLabel,
  type Action,
  type RequestEvent,
  type RequestState,
  type Role,
  type ServiceKind
} from '@gia/domain';
import { api } from '@gia/shared-ui';
import type { GlobalRequestRow, RequestDetail } from '../api/types';
import type { RequestRow } from '../request-row';
import { answer, failure } from '../../test-support';
import { renderRoute, signIn, VENDORS } from '../test-support';

/** A machine shared by many test runs can take more than a second to draw a screen after an answer. */
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

/** Renders a screen as the shell would (router at `route` matched against `path`, query client, notices); the URL it wrote is shown in `path`. */
export const renderScreen = (ui: ReactElement, route = '/', path = '*') => renderRoute(ui, path, route);

export const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T04:30:00.000Z`;

export function row(reference: string, over: Partial<GlobalRequestRow> = {}): GlobalRequestRow {
  return {
    reference,
    id: Number(reference.slice(-6)),
    kind: 'pan',
    service_type: 'PanRegistrations',
    status: 'PENDING',
    submitted_at: at(1),
    due_at: null,
    due_date: '2026-03-12',
    subject: 'Asha Rao',
    vendor: null,
    customer: { name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210' },
    ...over
  };
}

const submitted: RequestEvent = {
  kind: 'submitted',
  at: at(1),
  actor_id: 3,
  actor_name: 'Asha Rao',
  actor_role: 'customer'
};

export function detail(state: RequestState, actions: Action[], over: Partial<RequestDetail> = {}): RequestDetail {
  return {
    reference: 'GIA-2026-000041',
    id: 41,
    kind: 'pan',
    service_type: 'PanRegistrations',
    status: state,
    submitted_at: at(1),
    due_at: null,
    due_date: '2026-03-12',
    vendor: null,
    customer: { name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210' },
    fields: [
      { name: 'name', label: 'field.name', kind: 'text', value: 'Asha Rao' },
      { name: 'pan_no', label: 'field.pan_no', kind: 'text', value: 'ABCPE1234F' }
    ],
    documents: [],
    events: [submitted],
    actions,
    ...over
  };
}

/** A kind list's row as `GET /global/requests/{reference}` answers it for an admin: every field and document, the customer. */
export function detailOf(kind: ServiceKind, listed: RequestRow): RequestDetail {
  return {
    reference: listed.reference,
    id: listed.id,
    kind: kind.key,
    service_type: kind.serviceType,
    status: listed.status ?? 'PENDING',
    submitted_at: at(1),
    due_at: null,
    due_date: listed.due_date ?? null,
    vendor: null,
    customer: { name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210' },
    fields: kind.fields.map((f) => ({
      name: f.name,
      label: fieldLabel(f.name),
      kind: f.kind,
      value: f.kind === 'file' ? null : ((listed[f.name] as string | number | undefined) ?? null)
    })),
    documents: kind.fields
      .filter((f) => f.kind === 'file' && typeof listed[f.name] === 'string')
      .map((f) => ({ field: f.name, label: fieldLabel(f.name), url: listed[f.name] as string, content_type: null })),
    events: listed.events ?? [],
    actions: []
  };
}

/**
 * A kind's list screen (`ui`) for `role` opened at `route`, its read answering `rows` (failing once first
 * when asked) and each row's request read answering `detailOf` it, the vendors and upload limit answered,
 * every post and delete answering ok. The URL the screen wrote is shown in `path`.
 */
export function showKindList(
  ui: ReactElement,
  kind: ServiceKind,
  role: Role,
  rows: RequestRow[],
  { total = rows.length, failFirst = false, route = '/', capped = false } = {}
) {
  signIn(role);
  const list = `/admin/data/${kind.endpoints.get}`;
  let failing = failFirst;
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/admin/data/getVendors') return answer(VENDORS);
    if (url === '/global/config') return answer({ maxUploadMb: 10 });
    if (url === list && failing) {
      failing = false;
      throw failure(500, { message: 'Database is down' });
    }
    if (url === list)
      return answer(rows, { 'x-total-count': String(total), ...(capped ? { 'x-total-capped': '1' } : {}) });
    const shown = rows.find((r) => url === `/global/requests/${encodeURIComponent(r.reference)}`);
    if (shown) return answer(detailOf(kind, shown));
    throw failure(404, { message: 'Not found' });
  });
  const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ message: 'ok' }));
  const remove = jest.spyOn(api, 'delete').mockResolvedValue(answer({ message: 'ok' }));
  renderRoute(ui, '*', route);
  const listCalls = () => get.mock.calls.filter(([url]) => url === list);
  return { get, post, remove, listCalls, user: userEvent.setup() };
}

/** Opens the first row's detail popup and waits for its content. */
export async function openDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'View' }));
  // The popup's code loads when first asked for: its frame shows at once, its content once it has arrived.
  await screen.findByRole('link', { name: 'Open the request page' });
  return screen.getByRole('dialog', { name: 'Request details' });
}
