import { useNavigate } from 'react-router-dom';
import { Button, Page, useT } from '@gia/shared-ui';

export function NotFound() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Page title={t('notFound.title')}>
      <p>{t('notFound.text')}</p>
      <Button onClick={() => navigate(-1)}>{t('notFound.back')}</Button>
    </Page>
  );
}
