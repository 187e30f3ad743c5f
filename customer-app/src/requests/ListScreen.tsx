import { serviceByKey } from '@gia/domain';
import { RequestList } from '@gia/shared-ui/requests';

/** The customer's own requests of the kind named by its catalogue key. */
export function ListScreen({ kindKey }: { kindKey: string }) {
  const kind = serviceByKey(kindKey);
  return kind ? <RequestList kind={kind} audience="customer" /> : null;
}
