import { useState } from 'react';
import type { Action } from '@gia/domain';
import { Button, useConfirm, useT } from '@gia/shared-ui';
import { type RequestDetail, useStaffAction } from '@gia/shared-ui/requests';
import { CompleteDialog, DeclineDialog } from './vendor-dialogs';

/**
 * The assigned vendor's work on a request, as the server lists what they may do now: accept or decline
 * (with a reason) an assignment, then mark it completed with an optional delivered document. A 409 (the
 * admin moved it meanwhile) is said in words and the page shows the request as it now is.
 */
export function VendorRequestActions({ detail }: { detail: RequestDetail }) {
  const t = useT();
  const confirm = useConfirm();
  const { run: take, failure, pending } = useStaffAction(detail.reference);
  const [declining, setDeclining] = useState(false);
  const [completing, setCompleting] = useState(false);
  const may = (a: Action) => detail.actions.includes(a);

  /** An action; when it fails, its dialog closes so the failure shows on the page. */
  async function run(...args: Parameters<typeof take>): Promise<boolean> {
    const done = await take(...args);
    if (!done) {
      setDeclining(false);
      setCompleting(false);
    }
    return done;
  }

  async function accept() {
    if (await confirm(t('vendorWork.acceptConfirm'), { confirmLabel: t('vendorWork.accept') }))
      await run('accept', {}, t('vendorWork.accepted'));
  }

  async function decline(reason: string) {
    if (await run('decline', { reason }, t('vendorWork.declined'))) setDeclining(false);
  }

  async function complete(delivered: string | null) {
    const done = await run(
      'complete',
      delivered ? { delivered_document_url: delivered } : {},
      t('vendorWork.completed')
    );
    if (done) setCompleting(false);
    return done;
  }

  const anything = may('accept') || may('decline') || may('complete');
  return (
    <section className="gia-request-actions" aria-labelledby="gia-actions-title">
      <h2 id="gia-actions-title">{t('request.actions')}</h2>
      {failure && (
        <p className="gia-form-error" role="alert">
          {failure}
        </p>
      )}
      {!anything && <p>{t('request.noActions')}</p>}
      {anything && (
        <div className="gia-actions">
          {may('accept') && (
            <Button onClick={() => void accept()} busy={pending} busyLabel={t('common.submitting')}>
              {t('vendorWork.accept')}
            </Button>
          )}
          {may('decline') && (
            <Button variant="secondary" onClick={() => setDeclining(true)} disabled={pending}>
              {t('vendorWork.decline')}
            </Button>
          )}
          {may('complete') && (
            <Button onClick={() => setCompleting(true)} disabled={pending}>
              {t('vendorWork.complete')}
            </Button>
          )}
        </div>
      )}
      <DeclineDialog open={declining} onSubmit={decline} onClose={() => setDeclining(false)} />
      <CompleteDialog open={completing} busy={pending} onSubmit={complete} onClose={() => setCompleting(false)} />
    </section>
  );
}
