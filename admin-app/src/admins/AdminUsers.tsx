import {
  Button,
  DataTable,
  EmptyState,
  errorMessage,
  formatDateTime,
  Page,
  Spinner,
  useLanguageStore,
  useT
} from '@gia/shared-ui';
import { useAdmins } from '../api/admin-accounts';
import { AddAdminForm } from './AddAdminForm';

/** /AdminUserList: the admins of the portal, and a form to add one. */
export default function AdminUsers() {
  const t = useT();
  const lang = useLanguageStore((s) => s.lang);
  const admins = useAdmins();
  const reason = admins.isError ? errorMessage(admins.error, '') : null;

  return (
    <Page title={t('admins.title')} back="/AdminDashboad">
      {admins.isPending && <Spinner />}
      {reason !== null ? (
        <EmptyState
          text={reason ? `${t('list.loadFailed')} (${reason})` : t('list.loadFailed')}
          action={<Button onClick={() => void admins.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        admins.data && (
          <DataTable
            caption={t('admins.title')}
            rows={admins.data}
            rowKey="id"
            columns={[
              { key: 'name', label: t('auth.name') },
              { key: 'email', label: t('auth.email') },
              { key: 'created_at', label: t('admins.createdAt'), render: (a) => formatDateTime(a.created_at, lang) }
            ]}
          />
        )
      )}
      <AddAdminForm />
    </Page>
  );
}
