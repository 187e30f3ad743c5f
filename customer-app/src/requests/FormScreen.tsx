import { serviceByKey } from '@gia/domain';
import { RequestForm } from './RequestForm';

/** The form of the kind named by its catalogue key. */
export function FormScreen({ kindKey }: { kindKey: string }) {
  const kind = serviceByKey(kindKey);
  return kind ? <RequestForm kind={kind} /> : null;
}
