import { SERVICES, serviceText, type ServiceKind } from '@gia/domain';
import { Page, SearchableTiles, useT } from '@gia/shared-ui';

/** /VendorForUpdate: one tile per kind to the requests of that kind assigned to the vendor. */
export default function VendorHub() {
  const t = useT();
  const kinds: readonly ServiceKind[] = SERVICES;
  return (
    <Page title={t('home.vendorListOfEnquiries')} back="/VendorDashboard">
      <SearchableTiles tiles={kinds.map((k) => ({ to: k.routes.vendorList, label: t(serviceText(k, 'adminTile')) }))} />
    </Page>
  );
}
