import { ROLE_HOME, SERVICES, serviceText, type ServiceKind } from '@gia/domain';
import { Page, SearchableTiles, useAuthStore, useT } from '@gia/shared-ui';

/** /UserForUpdate: one tile per kind to the requests of that kind (the customer's own; an admin sees all). */
export default function ServicesOpted() {
  const t = useT();
  const role = useAuthStore((s) => s.role);
  const kinds: readonly ServiceKind[] = SERVICES;
  return (
    <Page title={t('home.servicesOpted')} back={ROLE_HOME[role === 'admin' ? 'admin' : 'customer'].home}>
      <SearchableTiles tiles={kinds.map((k) => ({ to: k.routes.customerList, label: t(serviceText(k, 'name')) }))} />
    </Page>
  );
}
