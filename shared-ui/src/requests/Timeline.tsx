import { timeline } from '@gia/domain';
import { Button, Dialog, formatDateTime, useLanguageStore, useT } from '@gia/shared-ui';
import type { RequestRow } from './request-row';

/** The five steps of a request in India time, the first missing step and those after it with their red message. */
export function Timeline({ row, onClose }: { row: RequestRow | null; onClose(): void }) {
  const t = useT();
  const lang = useLanguageStore((s) => s.lang);
  return (
    <Dialog open={row !== null} title={t('timeline.title')} onClose={onClose} actions={<Button onClick={onClose}>{t('common.close')}</Button>}>
      {row && (
        <ol className="gia-timeline">
          {timeline(row).map((step) => (
            <li key={step.label} className={step.done ? 'gia-step-done' : 'gia-step-missing'}>
              <strong>{t(step.label)}</strong>
              <span className="gia-step-at">{formatDateTime(step.at, lang)}</span>
              {step.missing && <p className="gia-error">{t(step.missing)}</p>}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
