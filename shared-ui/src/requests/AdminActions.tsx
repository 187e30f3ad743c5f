import { useState } from 'react';
import { canTake, type ServiceKind } from '@gia/domain';
import { api, Button, errorMessage, useConfirm, useNotice, useT } from '@gia/shared-ui';
import { RejectDialog } from './RejectDialog';
import { adminDataPath, rowId, rowState, type RequestRow } from './request-row';
import { VendorPicker } from './VendorPicker';

/** Assign a vendor, reject with a reason, delete: each offered exactly when the workflow allows it. */
export function AdminActions({ kind, row, onDone }: { kind: ServiceKind; row: RequestRow; onDone(): void }) {
  const t = useT();
  const confirm = useConfirm();
  const notice = useNotice();
  const [vendor, setVendor] = useState<number | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const state = rowState(row);
  const id = rowId(kind, row);
  const reopening = canTake('reopen', state);
  const may = { assign: canTake('assign', state) || reopening, reject: canTake('reject', state), delete: canTake('delete', state) };

  const update = (body: Record<string, unknown>) => api.post(adminDataPath(kind.endpoints.update), { [kind.idField]: id, ...body });
  const failed = (e: unknown) => notice.error(t('list.actionFailed', { reason: errorMessage(e, t('error.unexpected')) }));

  async function assign() {
    if (vendor === null) return setPickError(t('list.selectVendor'));
    setPickError(null);
    setBusy(true);
    try {
      await update({ assigned_vendor: vendor, assigned_vendor_id: vendor, is_approved: 1, status: 'ASSIGNED TO VENDOR', ...(reopening ? { reopen: true } : {}) });
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
      setRejecting(false);
      notice.success(t('list.rejected'));
      onDone();
    } catch (e) {
      failed(e);
    }
  }

  async function remove() {
    if (!(await confirm(t('list.deleteConfirm'), { confirmLabel: t('list.delete') }))) return;
    setBusy(true);
    try {
      await api.request({ method: kind.endpoints.deleteMethod, url: `${adminDataPath(kind.endpoints.delete)}/${id}` });
      notice.success(t('list.deleted'));
      onDone();
    } catch {
      notice.error(t('list.deleteFailed'));
    } finally {
      setBusy(false);
    }
  }

  if (!may.assign && !may.reject && !may.delete) return null;
  return (
    <section className="gia-request-actions" aria-label={t('common.actions')}>
      {state === 'REJECTED' && <p>{t('list.reopenNote')}</p>}
      {may.assign && (
        <VendorPicker
          category={kind.vendorCategory}
          value={vendor}
          onChange={(v) => {
            setVendor(v);
            setPickError(null);
          }}
          error={pickError}
        />
      )}
      <div className="gia-actions">
        {may.assign && <Button onClick={() => void assign()} disabled={busy}>{t('list.assignVendor')}</Button>}
        {may.reject && <Button variant="secondary" onClick={() => setRejecting(true)} disabled={busy}>{t('list.reject')}</Button>}
        {may.delete && <Button variant="danger" onClick={() => void remove()} disabled={busy}>{t('list.delete')}</Button>}
      </div>
      <RejectDialog open={rejecting} requiredMessage={t(kind.rejectMessage)} onSubmit={reject} onClose={() => setRejecting(false)} />
    </section>
  );
}
