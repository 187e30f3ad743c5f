import { useState } from 'react';
import { canTake } from '@gia/domain';
import { api, Button, errorMessage, useNotice, useT } from '@gia/shared-ui';
import {
  adminDataPath,
  ReasonDialog,
  rowId,
  rowState,
  useStaffAction,
  type RowActionsProps
} from '@gia/shared-ui/requests';
import { useVendorChoice, VendorPicker } from '../review/VendorPicker';
import { DeleteReasonDialog } from '../review/DeleteReasonDialog';

type Asking = 'reject' | 'delete' | null;

/**
 * A kind list's popup for an admin: assign a vendor, reject with a reason, delete with a reason, each
 * offered exactly when the workflow allows it. Delete is the request page's action (`POST
 * /global/requests/{reference}/delete`), so the customer is told that and why their request was deleted.
 */
export function AdminActions({ kind, row, onDone }: RowActionsProps) {
  const t = useT();
  const notice = useNotice();
  const choice = useVendorChoice();
  const deletion = useStaffAction(row.reference);
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const state = rowState(row);
  const id = rowId(kind, row);
  const reopening = canTake('reopen', state);
  const may = {
    assign: canTake('assign', state) || reopening,
    reject: canTake('reject', state),
    delete: canTake('delete', state)
  };

  const update = (body: Record<string, unknown>) =>
    api.post(adminDataPath(kind.endpoints.update), { [kind.idField]: id, ...body });
  const failed = (e: unknown) =>
    notice.error(t('list.actionFailed', { reason: errorMessage(e, t('error.unexpected')) }));

  async function assign() {
    const vendor = choice.chosen();
    if (vendor === null) return;
    setBusy(true);
    try {
      await update({
        assigned_vendor: vendor,
        assigned_vendor_id: vendor,
        is_approved: 1,
        status: 'ASSIGNED TO VENDOR',
        ...(reopening ? { reopen: true } : {})
      });
      notice.success(t('list.approved'));
      onDone();
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  }

  async function reject(reason: string) {
    try {
      await update({ admin_rejected_reason: reason, rejected_reason: reason, status: 'REJECTED' });
      setAsking(null);
      notice.success(t('list.rejected'));
      onDone();
    } catch (e) {
      failed(e);
    }
  }

  /** When the server refuses, the reason dialog closes so the popup shows why (someone else may have moved it first). */
  async function remove(reason: string) {
    const deleted = await deletion.run('delete', { reason }, t('list.deleted'));
    setAsking(null);
    if (deleted) onDone();
  }

  if (!may.assign && !may.reject && !may.delete) return null;
  return (
    <section className="gia-request-actions" aria-label={t('common.actions')}>
      {deletion.failure && (
        <p className="gia-form-error" role="alert">
          {deletion.failure}
        </p>
      )}
      {state === 'REJECTED' && <p>{t('list.reopenNote')}</p>}
      {may.assign && <VendorPicker category={kind.vendorCategory} {...choice.picker} />}
      <div className="gia-actions">
        {may.assign && (
          <Button onClick={() => void assign()} disabled={busy || deletion.pending}>
            {t('list.assignVendor')}
          </Button>
        )}
        {may.reject && (
          <Button variant="secondary" onClick={() => setAsking('reject')} disabled={busy || deletion.pending}>
            {t('list.reject')}
          </Button>
        )}
        {may.delete && (
          <Button variant="danger" onClick={() => setAsking('delete')} disabled={busy || deletion.pending}>
            {t('list.delete')}
          </Button>
        )}
      </div>
      <ReasonDialog
        open={asking === 'reject'}
        requiredMessage={t(kind.rejectMessage)}
        onSubmit={reject}
        onClose={() => setAsking(null)}
      />
      <DeleteReasonDialog open={asking === 'delete'} onSubmit={remove} onClose={() => setAsking(null)} />
    </section>
  );
}
