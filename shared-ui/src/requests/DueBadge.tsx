import { useInsertionEffect } from 'react';
import { dueState, endOfIndiaDay, isIsoDate, isOpen } from '@gia/domain';
import { formatDate, StatusBadge, useLanguageStore, useT } from '@gia/shared-ui';

export interface DueBadgeProps {
  /** The request's `due_date` (YYYY-MM-DD, India). */
  due_date: string | null | undefined;
  /** The request's state: a completed or rejected request has no promise left, so it is never highlighted. */
  status?: string;
}

const STYLE_ID = 'gia-due-styles';

/** A date that breaks over two lines in a narrow column is hard to read. */
function useDueStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = '.gia-due, .gia-due-badge .gia-badge { white-space: nowrap; }';
    document.head.appendChild(style);
  }, []);
}

/** A request's due date: red when overdue, amber when due within a day, plain otherwise. */
export function DueBadge({ due_date, status }: DueBadgeProps) {
  useDueStyles();
  const t = useT();
  const lang = useLanguageStore((s) => s.lang);
  if (!due_date || !isIsoDate(due_date)) return <span className="gia-due">{t('common.na')}</span>;
  const end = endOfIndiaDay(due_date);
  const date = formatDate(end, lang);
  const state = status !== undefined && !isOpen(status) ? 'onTime' : dueState(end, new Date().toISOString());
  if (state === 'overdue')
    return (
      <span className="gia-due-badge">
        <StatusBadge tone="danger" label={t('due.overdue', { date })} />
      </span>
    );
  if (state === 'dueSoon')
    return (
      <span className="gia-due-badge">
        <StatusBadge tone="warning" label={t('due.dueSoon', { date })} />
      </span>
    );
  return <span className="gia-due">{t('due.onTime', { date })}</span>;
}
