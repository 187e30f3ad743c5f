import { isMessageKey, SERVICES, serviceText, type ServiceKind } from '@gia/domain';
import { Page, SearchableTiles, useAuthStore, useT, type Translate } from '@gia/shared-ui';

/** The spec names some kinds' service tiles apart from their list tiles. */
function tileLabel(kind: ServiceKind, t: Translate): string {
  const own = `service.${kind.key}.tileCustomer`;
  return isMessageKey(own) ? t(own) : t(serviceText(kind, 'tile'));
}

/** /Services and /NewEnquiry: one tile per service the portal sells, each to its form. */
export default function Services() {
  const t = useT();
  const name = useAuthStore((s) => s.user?.name) || t('home.defaultUser');
  const kinds: readonly ServiceKind[] = SERVICES;
  return (
    <Page title={`${t('home.welcome')} ${name}`} back="/Dashboard">
      <SearchableTiles
        tiles={[
          { to: '/Dashboard', label: t('home.servicesDashboard') },
          ...kinds.map((k) => ({ to: k.routes.form, label: tileLabel(k, t) }))
        ]}
      />
    </Page>
  );
}
