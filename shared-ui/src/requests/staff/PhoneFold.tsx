import type { ReactNode } from 'react';
import { PHONE_QUERY, useMediaQuery, useT } from '@gia/shared-ui';

/**
 * On a phone a list's search and filters fold away under one line (open when any is in use), so the
 * first screen shows requests; wider, they are always open.
 */
export function PhoneFold({ open, children }: { open: boolean; children: ReactNode }) {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY);
  if (!phone) return <>{children}</>;
  return (
    <details className="gia-filter-box" open={open || undefined}>
      <summary>{t('common.filters')}</summary>
      {children}
    </details>
  );
}
