import { useEffect, useMemo, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { useFeedbackStore, type Notice } from './feedback-store';

const NOTICE_MS = 6000;

export type Confirm = (message: string, opts?: { confirmLabel?: string }) => Promise<boolean>;

/** Ask a yes/no question in an accessible dialog (replaces window.confirm). */
export function useConfirm(): Confirm {
  return useFeedbackStore((s) => s.ask);
}

export interface Notices {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

/** Tell the user something in a notice read out by screen readers (replaces window.alert). */
export function useNotice(): Notices {
  const notify = useFeedbackStore((s) => s.notify);
  return useMemo(
    () => ({ success: (m) => notify('success', m), error: (m) => notify('error', m), info: (m) => notify('info', m) }),
    [notify]
  );
}

function NoticeItem({ notice }: { notice: Notice }) {
  const t = useT();
  const dismiss = useFeedbackStore((s) => s.dismiss);
  useEffect(() => {
    // An error stays until it is closed: nobody should have to read a problem against the clock.
    if (notice.tone === 'error') return;
    const timer = setTimeout(() => dismiss(notice.id), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice.id, notice.tone, dismiss]);
  return (
    <li className={`gia-notice gia-notice-${notice.tone}`}>
      <span>{notice.text}</span>
      <button
        type="button"
        className="gia-icon-button"
        aria-label={t('common.close')}
        onClick={() => dismiss(notice.id)}
      >
        ×
      </button>
    </li>
  );
}

/** Mounted once by the shell: shows notices and the pending confirmation for the whole portal. */
export function FeedbackProvider({ children }: { children?: ReactNode }) {
  const t = useT();
  const notices = useFeedbackStore((s) => s.notices);
  const confirm = useFeedbackStore((s) => s.confirms[0]);
  const answer = useFeedbackStore((s) => s.answer);
  const errors = notices.filter((n) => n.tone === 'error');
  const others = notices.filter((n) => n.tone !== 'error');
  return (
    <>
      {children}
      <div className="gia-notices">
        <div role="alert" aria-live="assertive">
          <ul>
            {errors.map((n) => (
              <NoticeItem key={n.id} notice={n} />
            ))}
          </ul>
        </div>
        <div role="status" aria-live="polite">
          <ul>
            {others.map((n) => (
              <NoticeItem key={n.id} notice={n} />
            ))}
          </ul>
        </div>
      </div>
      <Dialog
        key={confirm?.id}
        open={Boolean(confirm)}
        role="alertdialog"
        title={confirm?.message ?? ''}
        onClose={() => confirm && answer(confirm.id, false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => confirm && answer(confirm.id, false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => confirm && answer(confirm.id, true)}>
              {confirm?.confirmLabel ?? t('common.ok')}
            </Button>
          </>
        }
      />
    </>
  );
}
