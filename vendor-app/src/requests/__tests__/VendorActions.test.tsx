import { screen, waitFor, within } from '@testing-library/react';
import { SERVICES, type RequestState, type ServiceKind } from '@gia/domain';
import { openDetails, showKindList } from '../../../../shared-ui/src/requests/staff/test-support';
import { freshPage, sampleRow } from '../../../../shared-ui/src/requests/test-support';
import { answer } from '@gia/shared-ui/test-support';
import { ListScreen } from '../ListScreen';

const KINDS: readonly ServiceKind[] = SERVICES;
const byKey = (key: string) => KINDS.find((k) => k.key === key)!;
const setup = (kind: ServiceKind, rows: ReturnType<typeof sampleRow>[]) =>
  showKindList(<ListScreen kindKey={kind.key} />, kind, 'vendor', rows);

beforeEach(freshPage);

describe('vendor actions', () => {
  const BY_STATE: [RequestState, string[]][] = [
    ['ASSIGNED TO VENDOR', ['Accept', 'Decline']],
    ['IN PROGRESS', ['Mark completed']],
    ['PENDING', []],
    ['COMPLETED', []],
    ['REJECTED', []]
  ];

  test.each(BY_STATE)('a %s request offers exactly %j', async (state, offered) => {
    const kind = byKey('saleDeed');
    const { user } = setup(kind, [sampleRow(kind, state)]);
    const dialog = await openDetails(user);
    for (const name of ['Accept', 'Decline', 'Mark completed']) {
      if (offered.includes(name)) expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
      else expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  test('Accept asks first, then accepts and refreshes', async () => {
    const kind = byKey('affidavitsRequest');
    const { post, listCalls, user } = setup(kind, [sampleRow(kind, 'ASSIGNED TO VENDOR')]);
    await user.click(within(await openDetails(user)).getByRole('button', { name: 'Accept' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Do you accept this request?' })).getByRole('button', {
        name: 'Accept'
      })
    );
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/vendors/data/acceptAssignment', { service_type: 'AffidavitsRequest', id: 41 })
    );
    expect(await screen.findByText('Request accepted.')).toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  test('Decline needs a reason', async () => {
    const kind = byKey('pan');
    const { post, user } = setup(kind, [sampleRow(kind, 'ASSIGNED TO VENDOR')]);
    await user.click(within(await openDetails(user)).getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Reason for declining' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('A reason for declining is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason for declining'), 'Too busy this week');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/vendors/data/declineAssignment', {
        service_type: 'PanRegistrations',
        id: 41,
        reason: 'Too busy this week'
      })
    );
    expect(await screen.findByText('Request declined. The admin will reassign it.')).toBeInTheDocument();
  });

  test('Mark completed sends the delivered document when one is given', async () => {
    const kind = byKey('pan');
    const { post, user } = setup(kind, [sampleRow(kind, 'IN PROGRESS')]);
    post.mockImplementation(async (url: string) =>
      answer(
        url === '/global/upload/file' ? { url: '/api/v1/global/documents/deliveredpanfile0001' } : { message: 'ok' }
      )
    );
    await user.click(within(await openDetails(user)).getByRole('button', { name: 'Mark completed' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark completed' });
    expect(within(dialog).getByText('Mark this request as completed?')).toBeInTheDocument();
    await user.upload(
      within(dialog).getByLabelText('Delivered document (optional)'),
      new File(['%PDF-'], 'pan.pdf', { type: 'application/pdf' })
    );
    await within(dialog).findByText('Uploaded: pan.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/vendors/data/completeAssignment', {
        service_type: 'PanRegistrations',
        id: 41,
        delivered_document_url: '/api/v1/global/documents/deliveredpanfile0001'
      })
    );
    expect(await screen.findByText('Request marked as completed.')).toBeInTheDocument();
  });

  test('Mark completed works without a document', async () => {
    const kind = byKey('tds');
    const { post, user } = setup(kind, [sampleRow(kind, 'IN PROGRESS')]);
    await user.click(within(await openDetails(user)).getByRole('button', { name: 'Mark completed' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Mark completed' })).getByRole('button', { name: 'Submit' })
    );
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/vendors/data/completeAssignment', { service_type: 'TdsReturns', id: 41 })
    );
  });
});
