import { Link } from 'react-router-dom';
import { EmptyState, Page, useT } from '@gia/shared-ui';

/** What the router shows when a screen of the shell itself fails (the spec's 'Unexpected Application Error!'). */
export function RouteError() {
  const t = useT();
  return (
    <Page>
      <EmptyState text={t('error.unexpected')} action={<Link to="/">{t('common.home')}</Link>} />
    </Page>
  );
}
