import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldLabel, serviceByKey, translate, type MessageKey, type RequestEvent } from '@gia/domain';
import { api } from '@gia/shared-ui';
import RequestPage from '../request/RequestPage';
import { at, detail, freshPage, renderScreen, signIn, SIGNED_DOCUMENT_URL, VENDORS } from '../test-support';
import type { RequestDetail } from '@gia/shared-ui/requests';
import { answer, failure } from '@gia/shared-ui/test-support';

const t = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params);
const REF = 'GIA-2026-000041';

/** The page, its request read answering `first`, then `after` (and so on) on each later read. */
function show(first: RequestDetail | Error, ...later: (RequestDetail | Error)[]) {
  const answers = [first, ...later];
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/global/notifications') return answer([], { 'x-unread-count': '0', 'x-total-count': '0' });
    if (url === '/admin/data/getVendors') return answer(VENDORS);
    if (url === `/global/requests/${REF}`) {
      const now = answers.length > 1 ? answers.shift()! : answers[0];
      if (now instanceof Error) throw now;
      return answer(now);
    }
    throw new Error(`unexpected GET ${url}`);
  });
  const post = jest.spyOn(api, 'post');
  renderScreen(
    <Suspense fallback={null}>
      <RequestPage />
    </Suspense>,
    `/Requests/${REF}`,
    '/Requests/:reference'
  );
  return { get, post, user: userEvent.setup() };
}

const detailCalls = (get: jest.SpyInstance) => get.mock.calls.filter(([url]) => url === `/global/requests/${REF}`);

beforeEach(() => {
  freshPage();
  signIn('admin', 'Meera Admin');
});

test('a GST company request shows the customer, every field and all nine documents', async () => {
  const kind = serviceByKey('gstCompany')!;
  const fields = kind.fields.map((f) => ({
    name: f.name,
    label: fieldLabel(f.name),
    kind: f.kind,
    value: f.kind === 'file' ? SIGNED_DOCUMENT_URL : `v-${f.name}`
  }));
  const documents = kind.fields
    .filter((f) => f.kind === 'file')
    .map((f) => ({
      field: f.name,
      label: fieldLabel(f.name),
      url: `${SIGNED_DOCUMENT_URL}&f=${f.name}`,
      content_type: 'image/png'
    }));
  expect(documents).toHaveLength(9);
  show(
    detail('PENDING', ['assign', 'reject', 'delete'], {
      kind: 'gstCompany',
      service_type: kind.serviceType,
      fields,
      documents
    })
  );

  expect(screen.getByRole('heading', { level: 1, name: REF })).toBeInTheDocument();
  const details = await screen.findByRole('region', { name: 'Details' });
  const fact = (name: string) => within(details).getAllByText(name, { selector: 'dt' })[0].nextElementSibling;
  expect(fact('Customer')).toHaveTextContent('Asha Rao');
  expect(fact("Customer's email")).toHaveTextContent('asha@example.in');
  expect(fact("Customer's phone")).toHaveTextContent('9876543210');

  for (const f of kind.fields.filter((x) => x.kind !== 'file')) {
    expect(within(details).getAllByText(t(fieldLabel(f.name))).length).toBeGreaterThan(0);
    expect(within(details).getByText(`v-${f.name}`)).toBeInTheDocument();
  }
  const docs = screen.getByRole('region', { name: 'Documents' });
  for (const d of documents) {
    expect(within(docs).getByRole('img', { name: t(d.label as MessageKey) })).toHaveAttribute('src', d.url);
    expect(within(docs).getByRole('button', { name: `Preview: ${t(d.label as MessageKey)}` })).toBeInTheDocument();
  }
  expect(fact('Status')).toHaveTextContent('Pending');
  expect(fact('Service')).toHaveTextContent('GST registration (company)');
  expect(fact('Vendor')).toHaveTextContent('Not assigned yet');
  expect(fact('Reference')).toHaveTextContent(REF);
});

test('the timeline shows a rejection with its reason and who rejected; nothing waits after it', async () => {
  const events: RequestEvent[] = [
    { kind: 'submitted', at: at(1), actor_id: 3, actor_name: 'Asha Rao', actor_role: 'customer' },
    {
      kind: 'reject',
      at: at(2),
      actor_id: 1,
      actor_name: 'Meera Admin',
      actor_role: 'admin',
      reason: 'PAN copy unreadable'
    }
  ];
  show(detail('REJECTED', ['reopen'], { events }));
  const timeline = await screen.findByRole('region', { name: 'Timeline' });
  const steps = within(timeline).getAllByRole('listitem');
  expect(steps.map((s) => s.querySelector('.gia-step-title')?.firstChild?.textContent)).toEqual([
    'User Submitted',
    'Rejected'
  ]);
  expect(steps[1]).toHaveClass('gia-step-stopped');
  expect(within(steps[1]).getByText('Reason: PAN copy unreadable')).toBeInTheDocument();
  expect(steps[1]).toHaveTextContent('by Meera Admin');
  expect(screen.getByText(t('list.reopenNote'))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reopen and assign' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
});

test('steps not reached yet are grey with the spec message, not red', async () => {
  show(detail('PENDING', ['assign', 'reject', 'delete']));
  const timeline = await screen.findByRole('region', { name: 'Timeline' });
  const steps = within(timeline).getAllByRole('listitem');
  expect(steps).toHaveLength(5);
  expect(steps[0]).toHaveClass('gia-step-done');
  for (const s of steps.slice(1)) expect(s).toHaveClass('gia-step-waiting');
  expect(within(steps[1]).getByText('The admin has not yet accepted the request.')).toBeInTheDocument();
});

test('assign needs a vendor of the kind, then posts the global action and shows the new state', async () => {
  const assigned = detail('ASSIGNED TO VENDOR', [], { vendor: { id: 9, name: 'Sita Notary' } });
  const { get, post, user } = show(detail('PENDING', ['assign', 'reject', 'delete']), assigned);
  post.mockResolvedValue(answer(assigned));
  await user.click(await screen.findByRole('button', { name: 'Assign Vendor' }));
  expect(screen.getByText('Please select a vendor')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  expect(get).toHaveBeenCalledWith('/admin/data/getVendors', { params: { vendor_bussiness_name: 'PAN Registration' } });
  await user.click(screen.getByLabelText('Vendor'));
  await user.click(await screen.findByText('Sita Notary'));
  await user.click(screen.getByRole('button', { name: 'Assign Vendor' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith(`/global/requests/${REF}/assign`, { vendor_id: 9 }));
  expect(await screen.findByText('Request approved successfully.')).toBeInTheDocument();
  const details = screen.getByRole('region', { name: 'Details' });
  expect(await within(details).findByText('Assigned to vendor')).toBeInTheDocument();
  expect(within(details).getByText('Sita Notary')).toBeInTheDocument();
  expect(screen.getByText(t('request.noActions'))).toBeInTheDocument();
});

test('reject asks for a reason with the kind message, then rejects', async () => {
  const { post, user } = show(detail('PENDING', ['assign', 'reject', 'delete']));
  post.mockResolvedValue(answer(detail('REJECTED', ['reopen'])));
  await user.click(await screen.findByRole('button', { name: 'Reject' }));
  const dialog = screen.getByRole('dialog', { name: 'Provide a Reason for Rejection' });
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(within(dialog).getByLabelText('Reason for rejection')).toHaveAccessibleDescription(
    t(serviceByKey('pan')!.rejectMessage)
  );
  await user.type(within(dialog).getByLabelText('Reason for rejection'), '  PAN copy unreadable ');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith(`/global/requests/${REF}/reject`, { reason: 'PAN copy unreadable' })
  );
  expect(await screen.findByText('Request rejected successfully.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('delete asks for a reason, says the customer is told, then goes back to the queue', async () => {
  const { post, user } = show(detail('PENDING', ['assign', 'reject', 'delete']));
  post.mockResolvedValue(answer(detail('PENDING', [])));
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Reason for deleting' });
  expect(within(dialog).getByText(t('request.deleteNote'))).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(within(dialog).getByLabelText('Reason for deleting')).toHaveAccessibleDescription(
    'A reason for deleting is required.'
  );
  expect(post).not.toHaveBeenCalled();
  await user.type(within(dialog).getByLabelText('Reason for deleting'), 'Duplicate of GIA-2026-000040');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith(`/global/requests/${REF}/delete`, { reason: 'Duplicate of GIA-2026-000040' })
  );
  expect(await screen.findByText('Record deleted successfully.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/RequestQueue$/));
});

test('a 409 says the request moved, and the page shows it as it now is', async () => {
  const rejected = detail('REJECTED', ['reopen'], {
    events: [
      { kind: 'submitted', at: at(1), actor_id: 3, actor_name: 'Asha Rao', actor_role: 'customer' },
      { kind: 'reject', at: at(2), actor_id: 2, actor_name: 'Kiran Admin', actor_role: 'admin', reason: 'Duplicate' }
    ]
  });
  const { get, post, user } = show(detail('PENDING', ['assign', 'reject', 'delete']), rejected);
  post.mockRejectedValue(
    failure(409, {
      message: 'This request is Rejected now, so this cannot be done any more. Reload it to see what changed.',
      code: 'workspace.stateMoved',
      params: { state: 'Rejected' }
    })
  );
  await user.click(await screen.findByRole('button', { name: 'Reject' }));
  const dialog = screen.getByRole('dialog', { name: 'Provide a Reason for Rejection' });
  await user.type(within(dialog).getByLabelText('Reason for rejection'), 'Blurred scan');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(
    await screen.findByText(t('request.moved', { reason: t('workspace.stateMoved', { state: 'Rejected' }) }))
  ).toBeInTheDocument();
  await waitFor(() => expect(detailCalls(get).length).toBeGreaterThanOrEqual(2));
  expect(await within(screen.getByRole('region', { name: 'Details' })).findByText('Rejected')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reopen and assign' })).toBeInTheDocument();
});

test('a request the admin may not see (404) says so and leads back to the queue', async () => {
  show(
    failure(404, { message: 'No request with reference GIA-2026-000041 is yours to see.', code: 'workspace.notFound' })
  );
  expect(await screen.findByText(t('request.notFound', { reference: REF }))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the request queue' })).toHaveAttribute('href', '/RequestQueue');
});

test('a failed load says why and tries again', async () => {
  const down = failure(500, { message: 'Database is down' });
  // The read is tried twice before the page gives up.
  const { user } = show(down, down, detail('PENDING', []));
  expect(await screen.findByText('The request could not be loaded: Database is down')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'Details' })).toBeInTheDocument();
});
