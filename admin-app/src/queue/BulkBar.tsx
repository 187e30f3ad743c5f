import { useState } from 'react';
import { serviceByKey, type BusinessType } from '@gia/domain';
import { Button, Dialog, errorMessage, useNotice, useT } from '@gia/shared-ui';
import { ReasonDialog, type GlobalRequestRow } from '@gia/shared-ui/requests';
import { useBulkAction, type BulkResult } from '../api/bulk-action';
import { useVendorChoice, VendorPicker } from '../review/VendorPicker';

export interface BulkBarProps {
  selected: readonly GlobalRequestRow[];
  onResults(results: BulkResult[]): void;
  onClear(): void;
}

/** The business types the selected requests need; assigning together needs exactly one. */
function categoriesOf(rows: readonly GlobalRequestRow[]): BusinessType[] {
  return [
    ...new Set(rows.map((r) => serviceByKey(r.kind)?.vendorCategory).filter((c): c is BusinessType => Boolean(c)))
  ];
}

/** What to do with the selected requests: assign them all to one vendor, or reject them all with one reason. */
export function BulkBar({ selected, onResults, onClear }: BulkBarProps) {
  const t = useT();
  const notice = useNotice();
  const bulk = useBulkAction();
  const [dialog, setDialog] = useState<'assign' | 'reject' | null>(null);
  const choice = useVendorChoice();
  const categories = categoriesOf(selected);
  const references = selected.map((r) => r.reference);
  const count = selected.length;

  async function send(body: { action: 'assign' | 'reject'; vendor_id?: number; reason?: string }) {
    try {
      const results = await bulk.mutateAsync({ ...body, references });
      onResults(results);
      setDialog(null);
      choice.clear();
    } catch (error) {
      notice.error(t('bulk.failed', { reason: errorMessage(error, t('error.unexpected')) }));
    }
  }

  function assign() {
    const vendor = choice.chosen();
    if (vendor === null) return;
    void send({ action: 'assign', vendor_id: vendor });
  }

  if (count === 0) return null;
  return (
    <div className="gia-bulk" role="region" aria-label={t('queue.selected', { count })}>
      <strong>{t('queue.selected', { count })}</strong>
      <Button onClick={() => setDialog('assign')}>{t('bulk.assign')}</Button>
      <Button variant="secondary" onClick={() => setDialog('reject')}>
        {t('bulk.reject')}
      </Button>
      <Button variant="link" onClick={onClear}>
        {t('queue.clearSelection')}
      </Button>
      <Dialog
        open={dialog === 'assign'}
        title={t('bulk.assignTitle', { count })}
        onClose={() => setDialog(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {t('common.cancel')}
            </Button>
            {categories.length === 1 && (
              <Button onClick={assign} busy={bulk.isPending} busyLabel={t('common.submitting')}>
                {t('list.assignVendor')}
              </Button>
            )}
          </>
        }
      >
        {categories.length === 1 ? (
          <VendorPicker category={categories[0]} {...choice.picker} />
        ) : (
          <p role="alert">{t('bulk.mixedCategories')}</p>
        )}
      </Dialog>
      <ReasonDialog
        open={dialog === 'reject'}
        title={t('bulk.rejectTitle', { count })}
        requiredMessage={t('list.rejectRequired')}
        onSubmit={(reason) => send({ action: 'reject', reason })}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
