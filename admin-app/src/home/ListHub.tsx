import { SERVICES, serviceText, type ServiceKind } from '@gia/domain';
import { Page, SearchableTiles, useT } from '@gia/shared-ui';

/** /DashboardForUpdate: one tile per kind to its review list. */
export default function ListHub() {
  const t = useT();
  const kinds: readonly ServiceKind[] = SERVICES;
  return (
    <Page title={t('home.newEnquiry')} back="/AdminDashboad">
      <SearchableTiles
        tiles={[{ to: '/AdminDashboad', label: t('home.dashboard') }, ...kinds.map((k) => ({ to: k.routes.adminList, label: t(serviceText(k, 'adminTile')) }))]}
      />
    </Page>
  );
}
