import { useT } from '../i18n/use-t';
import { Button } from './Button';

/** Previous / next through pages numbered from 1; nothing when there is one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="gia-pager" aria-label={t('common.page', { page, pages })}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <span aria-live="polite">{t('common.page', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </nav>
  );
}
