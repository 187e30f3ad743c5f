import { StaffRequestPage } from '@gia/shared-ui/requests';
import { VendorRequestActions } from '../review/VendorRequestActions';

/**
 * /Requests/{reference} for the vendor it is assigned to: whose it is (the name), every field and
 * document, what the vendor may do now (accept, decline with a reason, complete with an optional
 * delivered document), and the whole timeline.
 */
export default function RequestPage() {
  return <StaffRequestPage role="vendor" actions={VendorRequestActions} />;
}
