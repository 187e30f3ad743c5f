import { StaffRequestPage } from '@gia/shared-ui/requests';
import { AdminRequestActions } from '../review/AdminRequestActions';

/**
 * /Requests/{reference} for an admin: what the admin may do now (assign or reopen with the vendor
 * picker, reject, delete, each with its reason), who submitted it (name, email, phone), every field
 * and document with previews, and the whole timeline.
 */
export default function RequestPage() {
  return <StaffRequestPage role="admin" actions={AdminRequestActions} />;
}
