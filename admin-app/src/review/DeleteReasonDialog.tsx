import { useT } from '@gia/shared-ui';
import { ReasonDialog } from '@gia/shared-ui/requests';

/** Deleting a pending request asks why: the customer is told the reason (from a list's popup or the request page). */
export function DeleteReasonDialog({
  open,
  onSubmit,
  onClose
}: {
  open: boolean;
  onSubmit(reason: string): void | Promise<void>;
  onClose(): void;
}) {
  const t = useT();
  return (
    <ReasonDialog
      open={open}
      title={t('request.deleteTitle')}
      label={t('request.deleteTitle')}
      note={t('request.deleteNote')}
      requiredMessage={t('request.deleteRequired')}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
