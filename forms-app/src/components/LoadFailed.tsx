import { Button, useT } from '@gia/shared-ui';

/** A failed load in words, with a way to try again. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry(): void }) {
  const t = useT();
  return (
    <div className="gia-card-panel" role="alert">
      <p className="gia-form-error">{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
