import { useState } from 'react';
import { canTake, type ServiceKind } from '@gia/domain';
import { api, Button, Dialog, errorMessage, useConfirm, useNotice, useT } from '@gia/shared-ui';
import { FileInput } from '../documents/FileInput';
import { RejectDialog } from './RejectDialog';
import { rowId, rowState, type RequestRow } from './request-row';

/** The assigned vendor's work: accept or decline an assignment, then mark it completed with an optional delivered document. */
export function VendorActions({ kind, row, onDone }: { kind: ServiceKind; row: RequestRow; onDone(): void }) {
  const t = useT();
  const confirm = useConfirm();
  const notice = useNotice();
  const [declining, setDeclining] = useState(false);
  const [completing, setCompleting] = useState(false);
  const [delivered, setDelivered] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const state = rowState(row);
  const may = { accept: canTake('accept', state), decline: canTake('decline', state), complete: canTake('complete', state) };

  async function send(call: string, extra: Record<string, unknown>, done: 'vendorWork.accepted' | 'vendorWork.declined' | 'vendorWork.completed') {
    setBusy(true);
    try {
      await api.post(`/vendors/data/${call}`, { service_type: kind.serviceType, id: rowId(kind, row), ...extra });
      notice.success(t(done));
      onDone();
      return true;
    } catch (e) {
      notice.error(t('list.actionFailed', { reason: errorMessage(e, t('error.unexpected')) }));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function accept() {
    if (await confirm(t('vendorWork.acceptConfirm'), { confirmLabel: t('vendorWork.accept') })) await send('acceptAssignment', {}, 'vendorWork.accepted');
  }

  async function decline(reason: string) {
    if (await send('declineAssignment', { reason }, 'vendorWork.declined')) setDeclining(false);
  }

  async function complete() {
    const extra = delivered ? { delivered_document_url: delivered } : {};
    if (await send('completeAssignment', extra, 'vendorWork.completed')) setCompleting(false);
  }

  if (!may.accept && !may.decline && !may.complete) return null;
  return (
    <section className="gia-request-actions" aria-label={t('common.actions')}>
      <div className="gia-actions">
        {may.accept && <Button onClick={() => void accept()} disabled={busy}>{t('vendorWork.accept')}</Button>}
        {may.decline && <Button variant="secondary" onClick={() => setDeclining(true)} disabled={busy}>{t('vendorWork.decline')}</Button>}
        {may.complete && <Button onClick={() => setCompleting(true)} disabled={busy}>{t('vendorWork.complete')}</Button>}
      </div>
      <RejectDialog
        open={declining}
        title={t('vendorWork.declineTitle')}
        label={t('vendorWork.declineTitle')}
        requiredMessage={t('vendorWork.declineRequired')}
        onSubmit={decline}
        onClose={() => setDeclining(false)}
      />
      <Dialog
        open={completing}
        title={t('vendorWork.complete')}
        onClose={() => setCompleting(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setCompleting(false)}>{t('common.cancel')}</Button>
            <Button onClick={() => void complete()} busy={busy} busyLabel={t('common.submitting')} disabled={uploading}>{t('common.submit')}</Button>
          </>
        }
      >
        <p>{t('vendorWork.completeConfirm')}</p>
        <FileInput
          name="delivered_document_url"
          label={t('vendorWork.deliveredDocument')}
          value={delivered}
          onChange={setDelivered}
          onUploadingChange={setUploading}
        />
      </Dialog>
    </section>
  );
}
