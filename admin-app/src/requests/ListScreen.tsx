import { lazy } from 'react';
import { serviceByKey } from '@gia/domain';
import { RequestList } from '@gia/shared-ui/requests';

/** The role's popup actions load with the popup itself (RequestList loads the popup when first asked for). */
const AdminActions = lazy(() => import('./AdminActions').then((m) => ({ default: m.AdminActions })));

/** The admin's review list of the kind named by its catalogue key, with the admin's actions in its popup. */
export function ListScreen({ kindKey }: { kindKey: string }) {
  const kind = serviceByKey(kindKey);
  return kind ? <RequestList kind={kind} audience="admin" actions={AdminActions} /> : null;
}
