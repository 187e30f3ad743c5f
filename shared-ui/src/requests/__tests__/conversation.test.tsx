import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@gia/shared-ui';
import type { RequestDetail } from '../api/types';
import { Conversation } from '../conversation/Conversation';
import { ConversationActions } from '../conversation/ConversationActions';
import type { ConversationMessage } from '../conversation/api';
import { StaffRequestPage } from '../staff/StaffRequestPage';
import { DOCUMENT_URL, freshPage, renderRoute, renderScreen, signIn, SIGNED_DOCUMENT_URL } from '../test-support';
import { answer, failure } from '@gia/shared-ui/test-support';

const REFERENCE = 'GIA-2026-000042';
const BASE = `/global/requests/${REFERENCE}`;

function detail(over: Partial<RequestDetail> = {}): RequestDetail {
  return {
    reference: REFERENCE,
    id: 42,
    kind: 'pan',
    service_type: 'PAN Registration',
    status: 'PENDING',
    submitted_at: '2026-03-01T04:30:00.000Z',
    due_at: null,
    due_date: null,
    vendor: null,
    customer: { name: 'Asha Rao' },
    fields: [],
    documents: [],
    events: [],
    actions: [],
    ...over
  };
}

const message = (over: Partial<ConversationMessage>): ConversationMessage => ({
  id: 1,
  kind: 'message',
  text: 'Hello',
  internal: false,
  author: { name: 'Asha Rao', role: 'customer' },
  at: '2026-03-01T05:00:00.000Z',
  documents: [],
  asked_documents: null,
  read: true,
  seen_by: [],
  ...over
});

function serve(messages: ConversationMessage[]) {
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === `${BASE}/messages`) return answer(messages);
    if (url === '/global/notifications') return answer([], { 'x-unread-count': '0', 'x-total-count': '0' });
    throw failure(404, { message: 'Not found' });
  });
  const post = jest.spyOn(api, 'post');
  return { get, post, user: userEvent.setup() };
}

beforeEach(freshPage);

describe('the conversation panel', () => {
  test('shows every message with who, their role, when, what was asked for, the documents and who has read it', async () => {
    signIn('customer', 'Asha Rao');
    serve([
      message({ id: 1, text: 'When will it be done?', seen_by: [{ name: 'Priya Admin', role: 'admin' }] }),
      message({
        id: 2,
        kind: 'ask',
        text: 'The PAN scan is unreadable.',
        author: { name: 'Priya Admin', role: 'admin' },
        asked_documents: ['aadhar_url'],
        read: false
      }),
      message({
        id: 3,
        text: 'Here it is',
        documents: [{ url: SIGNED_DOCUMENT_URL, name: 'scan.pdf', content_type: 'application/pdf', field: null }]
      })
    ]);
    renderScreen(<Conversation request={detail()} />);
    const items = within(await screen.findByRole('list', { name: 'Conversation' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Asha Rao');
    expect(items[0]).toHaveTextContent('Customer');
    expect(items[0]).toHaveTextContent('Seen by Priya Admin');
    expect(items[1]).toHaveTextContent('Admin');
    expect(items[1]).toHaveTextContent('Asked for information');
    expect(items[1]).toHaveTextContent('New');
    expect(items[1]).toHaveTextContent(/Please send again:/);
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await userEvent.setup().click(within(items[2]).getByRole('button', { name: /Preview: scan\.pdf/ }));
    expect(open).toHaveBeenCalledWith(SIGNED_DOCUMENT_URL, '_blank', 'noopener,noreferrer');
    expect(items[0].querySelector('time')).toHaveAttribute('datetime', '2026-03-01T05:00:00.000Z');
  });

  test('says so when nothing has been written yet; a customer is offered no internal note', async () => {
    signIn('customer');
    serve([]);
    renderScreen(<Conversation request={detail()} />);
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Internal note/)).not.toBeInTheDocument();
  });

  test('an admin sends an internal note; the text is sent as typed and the box empties', async () => {
    signIn('admin', 'Priya Admin');
    const { post, user } = serve([]);
    post.mockResolvedValue(answer(message({ id: 9, text: 'Check twice', internal: true })));
    renderScreen(<Conversation request={detail()} />);
    await user.type(await screen.findByLabelText('Message'), 'Check twice');
    await user.click(screen.getByLabelText(/Internal note/));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`${BASE}/messages`, { text: 'Check twice', internal: true, document_urls: [] })
    );
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
  });

  test('an empty message is not sent: the reason shows under the field', async () => {
    signIn('customer');
    const { post, user } = serve([]);
    renderScreen(<Conversation request={detail()} />);
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message: it cannot be empty.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  test("a refusal from the server is said in the reader's words and what was typed stays", async () => {
    signIn('customer');
    const { post, user } = serve([]);
    post.mockRejectedValue(
      failure(400, {
        message: 'The message is too long: 4000 characters at most.',
        code: 'talk.textTooLong',
        params: { max: 4000 }
      })
    );
    renderScreen(<Conversation request={detail()} />);
    await user.type(await screen.findByLabelText('Message'), 'long text');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The message is too long: 4000 characters at most.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('long text');
  });
});

describe("the conversation's moves", () => {
  test('an admin asks the customer for a new PAN scan', async () => {
    signIn('admin', 'Priya Admin');
    const { post, user } = serve([]);
    post.mockResolvedValue(answer(detail({ status: 'WAITING FOR CUSTOMER' })));
    renderScreen(<ConversationActions request={detail({ actions: ['assign', 'reject', 'delete', 'ask'] })} />);
    await user.click(screen.getByRole('button', { name: 'Ask the customer' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask the customer' });
    await user.type(within(dialog).getByLabelText('Message'), 'The scan is unreadable.');
    const pan = within(dialog).getAllByRole('checkbox')[0];
    await user.click(pan);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`${BASE}/askCustomer`, {
        text: 'The scan is unreadable.',
        documents: [expect.any(String)]
      })
    );
    expect(await screen.findByText(/The customer has been asked/)).toBeInTheDocument();
  });

  test('the customer answers with the document asked for; without it the form says which is missing', async () => {
    signIn('customer');
    const { post, user } = serve([]);
    post.mockImplementation(async (url: string) => {
      if (url === '/global/upload/file') return answer({ url: DOCUMENT_URL });
      return answer(detail({ status: 'PENDING' }));
    });
    const waiting = detail({
      status: 'WAITING FOR CUSTOMER',
      actions: ['answer', 'withdraw'],
      waiting: {
        since: '2026-03-02T04:30:00.000Z',
        asked_documents: [{ field: 'aadhar_url', label: 'field.aadhar_url' as never }]
      }
    });
    renderScreen(<ConversationActions request={waiting} />);
    const form = screen.getByRole('region', { name: 'Send the answer' });
    await user.type(within(form).getByLabelText(/^Message/), 'Here is a clear scan.');
    await user.click(within(form).getByRole('button', { name: 'Send the answer' }));
    expect(await within(form).findByText(/Send the new/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  test('the customer withdraws a pending request with a reason', async () => {
    signIn('customer');
    const { post, user } = serve([]);
    post.mockResolvedValue(answer(detail({ status: 'WITHDRAWN' })));
    renderScreen(<ConversationActions request={detail({ actions: ['withdraw'] })} />);
    await user.click(screen.getByRole('button', { name: 'Withdraw request' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw request' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Filed it myself.');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`${BASE}/withdraw`, { reason: 'Filed it myself.' }));
  });

  test('nothing is offered that the state does not allow', () => {
    signIn('customer');
    serve([]);
    renderScreen(<ConversationActions request={detail({ status: 'IN PROGRESS', actions: [] })} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('earlier versions on the staff page', () => {
  const OLD_SCAN = `${SIGNED_DOCUMENT_URL}&old=1`;
  const changed = detail({
    status: 'ASSIGNED TO VENDOR',
    documents: [{ field: 'aadhar_url', url: SIGNED_DOCUMENT_URL, content_type: 'application/pdf' }],
    replaced_documents: [
      { field: 'aadhar_url', url: OLD_SCAN, content_type: 'application/pdf', replaced_at: '2026-03-02T06:30:00.000Z' }
    ],
    resubmissions: [
      {
        at: '2026-03-03T04:30:00.000Z',
        changes: [
          { field: 'name', before: 'Asha Rao', after: 'Asha R. Rao' },
          { field: 'photo_url', document: true }
        ]
      }
    ]
  } as Partial<RequestDetail>);

  function open(role: 'admin' | 'vendor', request: RequestDetail) {
    signIn(role, role === 'admin' ? 'Priya Admin' : 'Alpha PAN Services');
    jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === BASE) return answer(request);
      if (url === `${BASE}/messages`) return answer([]);
      if (url === '/global/notifications') return answer([], { 'x-unread-count': '0', 'x-total-count': '0' });
      throw failure(404, { message: 'Not found' });
    });
    renderRoute(
      <StaffRequestPage role={role} actions={() => null} />,
      '/Requests/:reference',
      `/Requests/${REFERENCE}`
    );
  }

  test.each(['admin', 'vendor'] as const)(
    'the %s sees a replaced document, marked replaced with when, and the corrections field by field',
    async (role) => {
      open(role, changed);
      const panel = (await screen.findByRole('heading', { name: 'Earlier versions and corrections' })).closest(
        'section'
      )!;
      const old = within(panel).getByRole('figure');
      expect(old).toHaveTextContent('Aadhar Card (Replaced 2 Mar 2026, 12:00 pm)');
      expect(
        within(panel).getByRole('heading', { name: /Corrected by the customer on 3 Mar 2026/ })
      ).toBeInTheDocument();
      const changes = within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      expect(changes).toEqual([
        expect.stringMatching(/Asha Rao → Asha R\. Rao$/),
        expect.stringMatching(/: a new document$/)
      ]);
    }
  );

  test('nothing is shown when nothing was replaced or corrected', async () => {
    open('admin', detail({ status: 'PENDING' }));
    await screen.findByRole('heading', { name: REFERENCE });
    await waitFor(() => expect(screen.getByText('Asha Rao')).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Earlier versions and corrections' })).not.toBeInTheDocument();
  });
});
