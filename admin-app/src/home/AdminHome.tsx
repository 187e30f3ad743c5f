import { Link } from 'react-router-dom';
import { SERVICES, serviceText, type ServiceKind } from '@gia/domain';
import { Page, SearchableTiles, useAuthStore, useT } from '@gia/shared-ui';
import { RequestCounts } from './RequestCounts';

/**
 * /AdminDashboad: what needs attention (pending, overdue and due-soon requests per kind), then the admin's
 * way to the review lists, the forms, the customer lists and the admin accounts.
 */
export default function AdminHome() {
  const t = useT();
  const name = useAuthStore((s) => s.user?.name) || t('home.defaultAdmin');
  const kinds: readonly ServiceKind[] = SERVICES;
  return (
    <Page
      title={`${t('home.welcome')} ${name}`}
      actions={<Link className="gia-button gia-button-primary" to="/AdminUserList">{t('home.addNewAdmin')}</Link>}
    >
      <RequestCounts />
      <SearchableTiles
        tiles={[
          { to: '/AdminDashboad', label: t('home.dashboard') },
          { to: '/DashboardForUpdate', label: t('home.newEnquiry') },
          { to: '/ListOfForms', label: t('home.dynamicForm') },
          { to: '/UserForUpdate', label: t('home.servicesOptedDashboard') },
          ...kinds.map((k) => ({ to: k.routes.customerList, label: t(serviceText(k, 'list')) }))
        ]}
      />
    </Page>
  );
}
