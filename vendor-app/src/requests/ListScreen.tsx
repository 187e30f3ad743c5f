import { serviceByKey } from '@gia/domain';
import { RequestList } from '@gia/shared-ui/requests';
import { VendorActions } from './VendorActions';

/** The vendor's assigned requests of the kind named by its catalogue key, with the vendor's actions in its popup. */
export function ListScreen({ kindKey }: { kindKey: string }) {
  const kind = serviceByKey(kindKey);
  return kind ? <RequestList kind={kind} audience="vendor" actions={VendorActions} /> : null;
}
