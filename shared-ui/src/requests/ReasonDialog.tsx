import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, TextArea, useT } from '@gia/shared-ui';

export interface ReasonDialogProps {
  open: boolean;
  /** The message when the reason is blank (the kinds differ: spec section 5). */
  requiredMessage: string;
  onSubmit(reason: string): Promise<void> | void;
  onClose(): void;
  /** Defaults: 'Provide a Reason for Rejection' and 'Reason for rejection'; declining and deleting pass their own. */
  title?: string;
  label?: string;
  /** A line above the reason (e.g. who reads it). */
  note?: ReactNode;
}

/** Asks for a reason (needed, trimmed) with Submit and Cancel: rejecting, bulk rejecting, declining and deleting. */
export function ReasonDialog({ open, requiredMessage, onSubmit, onClose, title, label, note }: ReasonDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setError(requiredMessage);
    setError(null);
    setBusy(true);
    try {
      await onSubmit(trimmed);
      setReason('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      title={title ?? t('list.rejectTitle')}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} busy={busy} busyLabel={t('common.submitting')}>
            {t('common.submit')}
          </Button>
        </>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        {note && <p>{note}</p>}
        <TextArea
          label={label ?? t('list.rejectReason')}
          name="reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error}
        />
      </form>
    </Dialog>
  );
}
