import { SERVICES, serviceText, type ServiceKind } from '@gia/domain';
import { Page, useT } from '@gia/shared-ui';
import { CountTiles } from '@gia/shared-ui/requests';

/** /VendorForUpdate: one tile per kind to the requests of that kind assigned to the vendor, each with its count. */
export default function VendorHub() {
  const t = useT();
  const kinds: readonly ServiceKind[] = SERVICES;
  return (
    <Page title={t('home.vendorListOfEnquiries')} back="/VendorDashboard">
      <CountTiles
        tiles={[
          { to: '/MyWork', label: t('work.title') },
          ...kinds.map((k) => ({ to: k.routes.vendorList, label: t(serviceText(k, 'adminTile')), kind: k.key }))
        ]}
      />
    </Page>
  );
}
