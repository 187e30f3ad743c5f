import { lazy } from 'react';
import { serviceByKey } from '@gia/domain';
import { RequestList } from '@gia/shared-ui/requests';

/** The role's popup actions load with the popup itself (RequestList loads the popup when first asked for). */
const VendorActions = lazy(() => import('./VendorActions').then((m) => ({ default: m.VendorActions })));

/** The vendor's assigned requests of the kind named by its catalogue key, with the vendor's actions in its popup. */
export function ListScreen({ kindKey }: { kindKey: string }) {
  const kind = serviceByKey(kindKey);
  return kind ? <RequestList kind={kind} audience="vendor" actions={VendorActions} /> : null;
}
