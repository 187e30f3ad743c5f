import { screen, waitFor, within } from '@testing-library/react';
import { SERVICES, translate, type RequestState, type ServiceKind } from '@gia/domain';
import { openDetails, showKindList } from '../../../../shared-ui/src/requests/staff/test-support';
import { freshPage, sampleReference, sampleRow } from '../../../../shared-ui/src/requests/test-support';
import { failure } from '@gia/shared-ui/test-support';
import { ListScreen } from '../ListScreen';

const KINDS: readonly ServiceKind[] = SERVICES;
const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
  translate('en', key, params);
const byKey = (key: string) => KINDS.find((k) => k.key === key)!;
const setup = (kind: ServiceKind, rows: ReturnType<typeof sampleRow>[]) =>
  showKindList(<ListScreen kindKey={kind.key} />, kind, 'admin', rows);

beforeEach(freshPage);

describe('admin actions', () => {
  const ACTIONS_BY_STATE: [RequestState, string[]][] = [
    ['PENDING', ['Assign Vendor', 'Reject', 'Delete']],
    ['REJECTED', ['Assign Vendor']],
    ['ASSIGNED TO VENDOR', []],
    ['IN PROGRESS', []],
    ['COMPLETED', []]
  ];

  test.each(ACTIONS_BY_STATE)('a %s request offers exactly %j', async (state, offered) => {
    const kind = byKey('tan');
    const { user } = setup(kind, [sampleRow(kind, state)]);
    const dialog = await openDetails(user);
    for (const name of ['Assign Vendor', 'Reject', 'Delete']) {
      if (offered.includes(name)) expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
      else expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    if (state === 'REJECTED') {
      expect(within(dialog).getByText(t('list.reopenNote'))).toBeInTheDocument();
      expect(within(dialog).getByText('Rejection Reason: PAN copy unreadable')).toBeInTheDocument();
    }
  });

  test.each(KINDS.map((k) => [k.key, k] as const))(
    '%s: Assign Vendor needs a vendor of its category, then assigns and refreshes',
    async (_key, kind) => {
      const { get, post, listCalls, user } = setup(kind, [sampleRow(kind, 'PENDING')]);
      const dialog = await openDetails(user);
      await user.click(within(dialog).getByRole('button', { name: 'Assign Vendor' }));
      expect(within(dialog).getByText('Please select a vendor')).toBeInTheDocument();
      expect(post).not.toHaveBeenCalled();
      expect(get).toHaveBeenCalledWith('/admin/data/getVendors', {
        params: { vendor_bussiness_name: kind.vendorCategory }
      });
      await user.click(within(dialog).getByLabelText('Vendor'));
      await user.click(await screen.findByText('Sita Notary'));
      await user.click(within(dialog).getByRole('button', { name: 'Assign Vendor' }));
      await waitFor(() =>
        expect(post).toHaveBeenCalledWith(`/admin/data/${kind.endpoints.update}`, {
          [kind.idField]: 41,
          assigned_vendor: 9,
          assigned_vendor_id: 9,
          is_approved: 1,
          status: 'ASSIGNED TO VENDOR'
        })
      );
      expect(await screen.findByText('Request approved successfully.')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Request details' })).not.toBeInTheDocument();
      await waitFor(() => expect(listCalls()).toHaveLength(2));
    }
  );

  test('assigning a vendor to a rejected request reopens it on purpose', async () => {
    const kind = byKey('tan');
    const { post, user } = setup(kind, [sampleRow(kind, 'REJECTED')]);
    const dialog = await openDetails(user);
    await user.click(within(dialog).getByLabelText('Vendor'));
    await user.click(await screen.findByText('Sita Notary'));
    await user.click(within(dialog).getByRole('button', { name: 'Assign Vendor' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/admin/data/${kind.endpoints.update}`, {
        [kind.idField]: 41,
        assigned_vendor: 9,
        assigned_vendor_id: 9,
        is_approved: 1,
        status: 'ASSIGNED TO VENDOR',
        reopen: true
      })
    );
  });

  test.each(KINDS.map((k) => [k.key, k] as const))(
    '%s: Reject asks for a reason with the kind message, then rejects',
    async (_key, kind) => {
      const { post, listCalls, user } = setup(kind, [sampleRow(kind, 'PENDING')]);
      const details = await openDetails(user);
      await user.click(within(details).getByRole('button', { name: 'Reject' }));
      const dialog = screen.getByRole('dialog', { name: 'Provide a Reason for Rejection' });
      await user.type(within(dialog).getByLabelText('Reason for rejection'), '   ');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(within(dialog).getByText(t(kind.rejectMessage))).toBeInTheDocument();
      expect(post).not.toHaveBeenCalled();
      await user.type(within(dialog).getByLabelText('Reason for rejection'), ' PAN copy unreadable ');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      await waitFor(() =>
        expect(post).toHaveBeenCalledWith(`/admin/data/${kind.endpoints.update}`, {
          [kind.idField]: 41,
          admin_rejected_reason: 'PAN copy unreadable',
          rejected_reason: 'PAN copy unreadable',
          status: 'REJECTED'
        })
      );
      expect(await screen.findByText('Request rejected successfully.')).toBeInTheDocument();
      await waitFor(() => expect(listCalls()).toHaveLength(2));
    }
  );

  test('Cancel closes the rejection without a call', async () => {
    const kind = byKey('pan');
    const { post, user } = setup(kind, [sampleRow(kind, 'PENDING')]);
    const details = await openDetails(user);
    await user.click(within(details).getByRole('button', { name: 'Reject' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Provide a Reason for Rejection' })).getByRole('button', {
        name: 'Cancel'
      })
    );
    expect(screen.queryByRole('dialog', { name: 'Provide a Reason for Rejection' })).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  test.each(KINDS.map((k) => [k.key, k] as const))(
    '%s: Delete asks for a reason, then deletes as the request page does, so the customer is told',
    async (_key, kind) => {
      const { post, remove, listCalls, user } = setup(kind, [sampleRow(kind, 'PENDING')]);
      const details = await openDetails(user);
      await user.click(within(details).getByRole('button', { name: 'Delete' }));
      const ask = screen.getByRole('dialog', { name: 'Reason for deleting' });
      expect(within(ask).getByText('The customer is told that the request was deleted, and why.')).toBeInTheDocument();
      await user.click(within(ask).getByRole('button', { name: 'Submit' }));
      expect(within(ask).getByText('A reason for deleting is required.')).toBeInTheDocument();
      expect(post).not.toHaveBeenCalled();
      await user.type(within(ask).getByLabelText('Reason for deleting'), ' Submitted twice by mistake ');
      await user.click(within(ask).getByRole('button', { name: 'Submit' }));
      await waitFor(() =>
        expect(post).toHaveBeenCalledWith(`/global/requests/${sampleReference(41)}/delete`, {
          reason: 'Submitted twice by mistake'
        })
      );
      expect(remove).not.toHaveBeenCalled();
      expect(await screen.findByText('Record deleted successfully.')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Request details' })).not.toBeInTheDocument();
      // The list is read again (the request action and the popup each refresh the lists).
      await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
    }
  );

  test('Cancel closes the delete reason without a call', async () => {
    const kind = byKey('pan');
    const { post, user } = setup(kind, [sampleRow(kind, 'PENDING')]);
    await user.click(within(await openDetails(user)).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Reason for deleting' })).getByRole('button', { name: 'Cancel' })
    );
    expect(screen.queryByRole('dialog', { name: 'Reason for deleting' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Request details' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  test('a delete the server refuses says why, in the popup', async () => {
    const kind = byKey('pan');
    const { post, user } = setup(kind, [sampleRow(kind, 'PENDING')]);
    post.mockRejectedValue(failure(409, { message: 'This request is Assigned to vendor now.' }));
    const details = await openDetails(user);
    await user.click(within(details).getByRole('button', { name: 'Delete' }));
    const ask = screen.getByRole('dialog', { name: 'Reason for deleting' });
    await user.type(within(ask).getByLabelText('Reason for deleting'), 'Duplicate');
    await user.click(within(ask).getByRole('button', { name: 'Submit' }));
    expect(
      await within(details).findByText(t('request.moved', { reason: 'This request is Assigned to vendor now.' }))
    ).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('dialog', { name: 'Reason for deleting' })).not.toBeInTheDocument();
  });

  test('an assignment the server refuses shows its reason', async () => {
    const kind = byKey('pan');
    const { post, user } = setup(kind, [sampleRow(kind, 'PENDING')]);
    post.mockRejectedValue(failure(409, { message: 'Another admin has just rejected it.' }));
    const dialog = await openDetails(user);
    await user.click(within(dialog).getByLabelText('Vendor'));
    await user.click(await screen.findByText('Ravi Legal'));
    await user.click(within(dialog).getByRole('button', { name: 'Assign Vendor' }));
    expect(await screen.findByText('That did not work: Another admin has just rejected it.')).toBeInTheDocument();
  });
});
