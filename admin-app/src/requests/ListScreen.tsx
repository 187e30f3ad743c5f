import { serviceByKey } from '@gia/domain';
import { loadablePart, RequestList } from '@gia/shared-ui/requests';

/** The role's popup actions load when the popup is first drawn; if they cannot, the popup says so in their place. */
const AdminActions = loadablePart(() =>
  import(/* webpackChunkName: "admin-actions" */ './AdminActions').then((m) => m.AdminActions)
);

/** The admin's review list of the kind named by its catalogue key, with the admin's actions in its popup. */
export function ListScreen({ kindKey }: { kindKey: string }) {
  const kind = serviceByKey(kindKey);
  return kind ? <RequestList kind={kind} audience="admin" actions={AdminActions} /> : null;
}
