import { serviceByKey } from '@gia/domain';
import { RequestList } from '@gia/shared-ui/requests';
import { AdminActions } from './AdminActions';

/** The admin's review list of the kind named by its catalogue key, with the admin's actions in its popup. */
export function ListScreen({ kindKey }: { kindKey: string }) {
  const kind = serviceByKey(kindKey);
  return kind ? <RequestList kind={kind} audience="admin" actions={AdminActions} /> : null;
}
