import { SERVICES, serviceText, type ServiceKind } from '@gia/domain';
import { Page, useT } from '@gia/shared-ui';
import { CountTiles } from '@gia/shared-ui/requests';

/** /DashboardForUpdate: one tile per kind to its review list, each with the count of requests behind it. */
export default function ListHub() {
  const t = useT();
  const kinds: readonly ServiceKind[] = SERVICES;
  return (
    <Page title={t('home.newEnquiry')} back="/AdminDashboad">
      <CountTiles
        tiles={[
          { to: '/AdminDashboad', label: t('home.dashboard') },
          { to: '/RequestQueue', label: t('queue.title') },
          ...kinds.map((k) => ({ to: k.routes.adminList, label: t(serviceText(k, 'adminTile')), kind: k.key }))
        ]}
      />
    </Page>
  );
}
