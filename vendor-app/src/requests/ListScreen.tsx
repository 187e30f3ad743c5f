import { serviceByKey } from '@gia/domain';
import { loadablePart, RequestList } from '@gia/shared-ui/requests';

/** The role's popup actions load when the popup is first drawn; if they cannot, the popup says so in their place. */
const VendorActions = loadablePart(() =>
  import(/* webpackChunkName: "vendor-actions" */ './VendorActions').then((m) => m.VendorActions)
);

/** The vendor's assigned requests of the kind named by its catalogue key, with the vendor's actions in its popup. */
export function ListScreen({ kindKey }: { kindKey: string }) {
  const kind = serviceByKey(kindKey);
  return kind ? <RequestList kind={kind} audience="vendor" actions={VendorActions} /> : null;
}
