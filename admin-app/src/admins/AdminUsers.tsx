import { useCallback, useEffect, useState } from 'react';
import { Button, DataTable, EmptyState, errorMessage, formatDateTime, Page, Spinner, useLanguageStore, useT } from '@gia/shared-ui';
import { AddAdminForm } from './AddAdminForm';
import { getAdmins, type AdminAccount } from './admin-accounts';

/** /AdminUserList: the admins of the portal, and a form to add one. */
export default function AdminUsers() {
  const t = useT();
  const lang = useLanguageStore((s) => s.lang);
  const [admins, setAdmins] = useState<AdminAccount[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setLoading(true);
    setError(null);
    getAdmins().then(
      (rows) => {
        setAdmins(rows);
        setLoading(false);
      },
      (e: unknown) => {
        setError(errorMessage(e, ''));
        setLoading(false);
      }
    );
  }, []);
  useEffect(load, [load]);

  return (
    <Page title={t('admins.title')} back="/AdminDashboad">
      {loading && <Spinner />}
      {error !== null ? (
        <EmptyState text={error ? `${t('list.loadFailed')} (${error})` : t('list.loadFailed')} action={<Button onClick={load}>{t('common.retry')}</Button>} />
      ) : (
        !loading && (
          <DataTable
            caption={t('admins.title')}
            rows={admins}
            rowKey="id"
            columns={[
              { key: 'name', label: t('auth.name') },
              { key: 'email', label: t('auth.email') },
              { key: 'created_at', label: t('admins.createdAt'), render: (a) => formatDateTime(a.created_at, lang) }
            ]}
          />
        )
      )}
      <AddAdminForm onAdded={load} />
    </Page>
  );
}
