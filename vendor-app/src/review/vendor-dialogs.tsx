import { useState } from 'react';
import { Button, Dialog, useT } from '@gia/shared-ui';
import { FileInput, ReasonDialog } from '@gia/shared-ui/requests';

/** Declining an assignment: the reason is needed (the admin reads it when reassigning). */
export function DeclineDialog({
  open,
  onSubmit,
  onClose
}: {
  open: boolean;
  onSubmit(reason: string): Promise<void>;
  onClose(): void;
}) {
  const t = useT();
  return (
    <ReasonDialog
      open={open}
      title={t('vendorWork.declineTitle')}
      label={t('vendorWork.declineTitle')}
      requiredMessage={t('vendorWork.declineRequired')}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}

export interface CompleteDialogProps {
  open: boolean;
  busy: boolean;
  /** Marks the request completed with the delivered document, if one was uploaded; true when it worked. */
  onSubmit(delivered: string | null): Promise<boolean>;
  onClose(): void;
}

/** Marking a request completed, with an optional delivered document (Submit waits for its upload). */
export function CompleteDialog({ open, busy, onSubmit, onClose }: CompleteDialogProps) {
  const t = useT();
  const [delivered, setDelivered] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  async function submit() {
    if (await onSubmit(delivered)) setDelivered(null);
  }
  return (
    <Dialog
      open={open}
      title={t('vendorWork.complete')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} busy={busy} busyLabel={t('common.submitting')} disabled={uploading}>
            {t('common.submit')}
          </Button>
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
  );
}
