import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serviceByKey, type Action } from '@gia/domain';
import { Button, useT } from '@gia/shared-ui';
import { ReasonDialog, type RequestDetail, useStaffAction } from '@gia/shared-ui/requests';
import { DeleteReasonDialog } from './DeleteReasonDialog';
import { useVendorChoice, VendorPicker } from './VendorPicker';

type Asking = 'reject' | 'delete' | null;

/**
 * What an admin may do to a request now, as the server listed it: assign (or reopen and assign) with the
 * vendor picker of the kind's category, reject with a reason, delete with a reason. A 409 (someone was
 * quicker) is said in words and the page shows the request as it now is.
 */
export function AdminRequestActions({ detail }: { detail: RequestDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const kind = serviceByKey(detail.kind);
  const { run: take, failure, pending } = useStaffAction(detail.reference);
  const choice = useVendorChoice();
  const [asking, setAsking] = useState<Asking>(null);
  const may = (a: Action) => detail.actions.includes(a);
  const assignAs: Action | null = may('reopen') ? 'reopen' : may('assign') ? 'assign' : null;

  /** An action; when it fails, its reason dialog closes so the failure shows on the page. */
  async function run(...args: Parameters<typeof take>): Promise<boolean> {
    const done = await take(...args);
    if (!done) setAsking(null);
    return done;
  }

  async function assign() {
    if (!assignAs) return;
    const vendor = choice.chosen();
    if (vendor === null) return;
    if (await run(assignAs, { vendor_id: vendor }, t(assignAs === 'reopen' ? 'request.reopened' : 'list.approved')))
      choice.clear();
  }

  async function reject(reason: string) {
    if (await run('reject', { reason }, t('list.rejected'))) setAsking(null);
  }

  async function remove(reason: string) {
    if (await run('delete', { reason }, t('list.deleted'))) {
      setAsking(null);
      navigate('/RequestQueue');
    }
  }

  const anything = assignAs || may('reject') || may('delete');
  return (
    <section className="gia-request-actions" aria-labelledby="gia-actions-title">
      <h2 id="gia-actions-title">{t('request.actions')}</h2>
      {failure && (
        <p className="gia-form-error" role="alert">
          {failure}
        </p>
      )}
      {!anything && <p>{t('request.noActions')}</p>}
      {assignAs === 'reopen' && <p>{t('list.reopenNote')}</p>}
      {assignAs && kind && <VendorPicker category={kind.vendorCategory} {...choice.picker} />}
      {anything && (
        <div className="gia-actions">
          {assignAs && (
            <Button onClick={() => void assign()} busy={pending && asking === null} busyLabel={t('common.submitting')}>
              {t(assignAs === 'reopen' ? 'request.reopen' : 'list.assignVendor')}
            </Button>
          )}
          {may('reject') && (
            <Button variant="secondary" onClick={() => setAsking('reject')} disabled={pending}>
              {t('list.reject')}
            </Button>
          )}
          {may('delete') && (
            <Button variant="danger" onClick={() => setAsking('delete')} disabled={pending}>
              {t('list.delete')}
            </Button>
          )}
        </div>
      )}
      <ReasonDialog
        open={asking === 'reject'}
        requiredMessage={t(kind?.rejectMessage ?? 'list.rejectRequired')}
        onSubmit={reject}
        onClose={() => setAsking(null)}
      />
      <DeleteReasonDialog open={asking === 'delete'} onSubmit={remove} onClose={() => setAsking(null)} />
    </section>
  );
}
