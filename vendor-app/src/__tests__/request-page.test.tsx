import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translate, type MessageKey } from '@gia/domain';
import { api } from '@gia/shared-ui';
import RequestPage from '../request/RequestPage';
import type { RequestDetail } from '@gia/shared-ui/requests';
import { detail, eventsFor, freshPage, renderScreen, signIn } from '../test-support';
import { answer, failure } from '@gia/shared-ui/test-support';

const t = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params);
const REF = 'GIA-2026-000041';
const vendor = { id: 7, name: 'Ravi Legal' };
const assigned = detail('ASSIGNED TO VENDOR', ['accept', 'decline'], {
  vendor,
  customer: { name: 'Asha Rao' },
  events: eventsFor('ASSIGNED TO VENDOR')
});
const working = detail('IN PROGRESS', ['complete'], {
  vendor,
  customer: { name: 'Asha Rao' },
  events: eventsFor('IN PROGRESS')
});
const done = detail('COMPLETED', [], {
  vendor,
  customer: { name: 'Asha Rao' },
  events: eventsFor('COMPLETED')
});

function show(...answers: (RequestDetail | Error)[]) {
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === `/global/requests/${REF}`) {
      const now = answers.length > 1 ? answers.shift()! : answers[0];
      if (now instanceof Error) throw now;
      return answer(now);
    }
    return answer([], { 'x-unread-count': '0', 'x-total-count': '0' });
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

beforeEach(() => {
  freshPage();
  signIn('vendor', 'Ravi Legal');
});

test("shows the customer's name only, the request's fields and its timeline", async () => {
  show(assigned);
  const details = await screen.findByRole('region', { name: 'Details' });
  expect(within(details).getByText('Customer', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Asha Rao');
  expect(within(details).queryByText("Customer's email")).not.toBeInTheDocument();
  expect(within(details).queryByText("Customer's phone")).not.toBeInTheDocument();
  expect(within(details).getByText('ABCPE1234F')).toBeInTheDocument();
  const steps = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
  expect(steps.map((s) => s.querySelector('.gia-step-title')?.firstChild?.textContent)).toEqual([
    'User Submitted',
    'Admin Accepted',
    'Vendor Assigned',
    'Vendor Accepted',
    'Vendor Completed'
  ]);
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/MyWork');
});

test('accept asks first, then accepts and shows In progress with Mark completed', async () => {
  const { post, user } = show(assigned, working);
  post.mockResolvedValue(answer(working));
  await user.click(await screen.findByRole('button', { name: 'Accept' }));
  const ask = screen.getByRole('alertdialog', { name: 'Do you accept this request?' });
  await user.click(within(ask).getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith(`/global/requests/${REF}/accept`, {}));
  expect(await screen.findByText('Request accepted.')).toBeInTheDocument();
  expect(await within(screen.getByRole('region', { name: 'Details' })).findByText('In progress')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mark completed' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
});

test('decline needs a reason, then declines', async () => {
  const { post, user } = show(assigned);
  post.mockResolvedValue(answer(detail('PENDING', [], { events: eventsFor('ASSIGNED TO VENDOR') })));
  await user.click(await screen.findByRole('button', { name: 'Decline' }));
  const dialog = screen.getByRole('dialog', { name: 'Reason for declining' });
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(within(dialog).getByLabelText('Reason for declining')).toHaveAccessibleDescription(
    'A reason for declining is required.'
  );
  expect(post).not.toHaveBeenCalled();
  await user.type(within(dialog).getByLabelText('Reason for declining'), 'Outside my district');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith(`/global/requests/${REF}/decline`, { reason: 'Outside my district' })
  );
  expect(await screen.findByText('Request declined. The admin will reassign it.')).toBeInTheDocument();
});

test('complete sends the delivered document when one was uploaded, and the timeline ends Completed', async () => {
  const { post, user } = show(working, done);
  const delivered = '/api/v1/global/documents/deliveredabcdefghijklm';
  post.mockImplementation(async (url: string) =>
    url === '/global/upload/file' ? answer({ url: delivered }) : answer(done)
  );
  await user.click(await screen.findByRole('button', { name: 'Mark completed' }));
  const dialog = screen.getByRole('dialog', { name: 'Mark completed' });
  expect(within(dialog).getByText('Mark this request as completed?')).toBeInTheDocument();
  await user.upload(
    within(dialog).getByLabelText('Delivered document (optional)'),
    new File(['%PDF-'], 'pan.pdf', { type: 'application/pdf' })
  );
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled());
  await within(dialog).findByText(/pan\.pdf/);
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith(`/global/requests/${REF}/complete`, { delivered_document_url: delivered })
  );
  expect(await screen.findByText('Request marked as completed.')).toBeInTheDocument();
  expect(await within(screen.getByRole('region', { name: 'Details' })).findByText('Completed')).toBeInTheDocument();
  const steps = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
  for (const s of steps) expect(s).toHaveClass('gia-step-done');
  expect(screen.getByText(t('request.noActions'))).toBeInTheDocument();
});

test('complete without a document sends none', async () => {
  const { post, user } = show(working, done);
  post.mockResolvedValue(answer(done));
  await user.click(await screen.findByRole('button', { name: 'Mark completed' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Mark completed' })).getByRole('button', { name: 'Submit' })
  );
  await waitFor(() => expect(post).toHaveBeenCalledWith(`/global/requests/${REF}/complete`, {}));
});

test('a 409 (the admin moved it) says so and shows the request as it now is', async () => {
  const { post, user } = show(assigned, detail('PENDING', [], { events: eventsFor('PENDING') }));
  post.mockRejectedValue(
    failure(409, {
      message: 'This request is Pending now, so this cannot be done any more. Reload it to see what changed.',
      code: 'workspace.stateMoved',
      params: { state: 'Pending' }
    })
  );
  await user.click(await screen.findByRole('button', { name: 'Accept' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Accept' }));
  expect(
    await screen.findByText(t('request.moved', { reason: t('workspace.stateMoved', { state: 'Pending' }) }))
  ).toBeInTheDocument();
  expect(await within(screen.getByRole('region', { name: 'Details' })).findByText('Pending')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
});

test('a request not assigned to the vendor (404) says so and leads to My work', async () => {
  show(failure(404, { message: 'No request with reference GIA-2026-000041 is yours to see.' }));
  expect(await screen.findByText(t('request.notFound', { reference: REF }))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to my work' })).toHaveAttribute('href', '/MyWork');
});
