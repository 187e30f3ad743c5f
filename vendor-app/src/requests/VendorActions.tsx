import { useState } from 'react';
import { canTake } from '@gia/domain';
import { api, Button, errorMessage, useConfirm, useNotice, useT } from '@gia/shared-ui';
import { rowId, rowState, type RowActionsProps } from '@gia/shared-ui/requests';
import { CompleteDialog, DeclineDialog } from '../review/vendor-dialogs';

/** A kind list's popup for the assigned vendor: accept or decline an assignment, then mark it completed with an optional delivered document. */
export function VendorActions({ kind, row, onDone }: RowActionsProps) {
  const t = useT();
  const confirm = useConfirm();
  const notice = useNotice();
  const [declining, setDeclining] = useState(false);
  const [completing, setCompleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const state = rowState(row);
  const may = {
    accept: canTake('accept', state),
    decline: canTake('decline', state),
    complete: canTake('complete', state)
  };

  async function send(
    call: string,
    extra: Record<string, unknown>,
    done: 'vendorWork.accepted' | 'vendorWork.declined' | 'vendorWork.completed'
  ) {
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
    if (await confirm(t('vendorWork.acceptConfirm'), { confirmLabel: t('vendorWork.accept') }))
      await send('acceptAssignment', {}, 'vendorWork.accepted');
  }

  async function decline(reason: string) {
    if (await send('declineAssignment', { reason }, 'vendorWork.declined')) setDeclining(false);
  }

  async function complete(delivered: string | null) {
    const done = await send(
      'completeAssignment',
      delivered ? { delivered_document_url: delivered } : {},
      'vendorWork.completed'
    );
    if (done) setCompleting(false);
    return done;
  }

  if (!may.accept && !may.decline && !may.complete) return null;
  return (
    <section className="gia-request-actions" aria-label={t('common.actions')}>
      <div className="gia-actions">
        {may.accept && (
          <Button onClick={() => void accept()} disabled={busy}>
            {t('vendorWork.accept')}
          </Button>
        )}
        {may.decline && (
          <Button variant="secondary" onClick={() => setDeclining(true)} disabled={busy}>
            {t('vendorWork.decline')}
          </Button>
        )}
        {may.complete && (
          <Button onClick={() => setCompleting(true)} disabled={busy}>
            {t('vendorWork.complete')}
          </Button>
        )}
      </div>
      <DeclineDialog open={declining} onSubmit={decline} onClose={() => setDeclining(false)} />
      <CompleteDialog open={completing} busy={busy} onSubmit={complete} onClose={() => setCompleting(false)} />
    </section>
  );
}
