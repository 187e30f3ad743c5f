import { ROLE_HOME, SERVICES, serviceText, type ServiceKind } from '@gia/domain';
import { Page, SearchableTiles, useAuthStore, useT } from '@gia/shared-ui';
import { countsByKind, useRequestCounts } from '@gia/shared-ui/requests';
import { useCustomerT } from '../texts';

/**
 * /UserForUpdate: one tile per kind to the requests of that kind (the customer's own; an admin sees all),
 * each with how many requests are behind it, and a tile to every request at once (/MyRequests).
 */
export default function ServicesOpted() {
  const t = useT();
  const c = useCustomerT();
  const role = useAuthStore((s) => s.role);
  const counts = useRequestCounts();
  const byKind = countsByKind(counts.data);
  const kinds: readonly ServiceKind[] = SERVICES;
  // While the counts load (or if they cannot), the tiles show without them rather than wait.
  const detail = (kind: ServiceKind): string | undefined => {
    if (!counts.data) return undefined;
    const n = byKind.get(kind.key);
    if (!n || n.total === 0) return c('customer.tileNone');
    const total = n.total === 1 ? c('customer.tileOne') : c('customer.tileMany', { count: n.total });
    return n.open > 0 ? `${total} · ${c('customer.tileOpen', { count: n.open })}` : total;
  };
  const all = role === 'admin' ? [] : [{ to: '/MyRequests', label: c('customer.allRequests') }];
  return (
    <Page title={t('home.servicesOpted')} back={ROLE_HOME[role === 'admin' ? 'admin' : 'customer'].home}>
      <SearchableTiles
        tiles={[
          ...all,
          ...kinds.map((k) => ({ to: k.routes.customerList, label: t(serviceText(k, 'name')), detail: detail(k) }))
        ]}
      />
    </Page>
  );
}
