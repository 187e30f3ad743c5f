import { Link } from 'react-router-dom';
import { SERVICES, serviceText, type ServiceKind } from '@gia/domain';
import { Page, SearchableTiles, useAuthStore, useT } from '@gia/shared-ui';
import { loadablePart } from '@gia/shared-ui/requests';
import { RequestCounts } from './RequestCounts';

/** The charts' code loads with this screen only, after its first paint; if it cannot, the rest of the home stays. */
const AdminCharts = loadablePart(() =>
  import(/* webpackChunkName: "admin-charts" */ './AdminCharts').then((m) => m.default)
);

/**
 * /AdminDashboad: what needs attention per kind, the admin's way to the queue, the review lists, the forms,
 * the customer lists and the admin accounts, then two small charts (the last 12 weeks; pending and overdue
 * per kind). The charts come last: they arrive after the page is drawn and would push everything below them.
 */
export default function AdminHome() {
  const t = useT();
  const name = useAuthStore((s) => s.user?.name) || t('home.defaultAdmin');
  const kinds: readonly ServiceKind[] = SERVICES;
  return (
    <Page
      title={`${t('home.welcome')} ${name}`}
      actions={
        <Link className="gia-button gia-button-primary" to="/AdminUserList">
          {t('home.addNewAdmin')}
        </Link>
      }
    >
      <RequestCounts />
      <SearchableTiles
        tiles={[
          { to: '/AdminDashboad', label: t('home.dashboard') },
          { to: '/RequestQueue', label: t('queue.title') },
          { to: '/DashboardForUpdate', label: t('home.newEnquiry') },
          { to: '/ListOfForms', label: t('home.dynamicForm') },
          { to: '/VendorApproval', label: t('home.vendorApproval') },
          { to: '/AuditLog', label: t('home.auditLog') },
          { to: '/UserForUpdate', label: t('home.servicesOptedDashboard') },
          ...kinds.map((k) => ({ to: k.routes.customerList, label: t(serviceText(k, 'list')) }))
        ]}
      />
      <AdminCharts />
    </Page>
  );
}
