import { serviceByKey, type ServiceKind } from '@gia/domain';
import type { Portal } from '../support/portal';
import { postAs, uploadPdf, type Session } from './accounts';

/** Bodies the insert calls accept, for the kinds the experience tests show (amounts to see rupee grouping). */
const BODIES: Record<string, Record<string, unknown>> = {
  pan: { name: 'Asha Rao', narration: 'New PAN for a first job' },
  saleAgreement: {
    purchaser_details: 'Asha Rao, 14 Residency Road, Bengaluru 560025',
    seller_details: 'Vikram Nair, 3 Lake View, Kochi 682011',
    sale_amount: 4550000,
    advance_received: 250000,
    narration: 'Flat 302, Palm Grove'
  },
  rentalAgreement: {
    property_type: 'Apartment',
    property_address: '7 Church Street, Bengaluru 560001',
    leaser_name: 'Vikram Nair',
    leaser_contact: '9876543210',
    tenant_name: 'Asha Rao',
    tenant_contact: '9123456780',
    rental_start_date: '2026-04-01',
    rental_end_date: '2027-03-31',
    monthly_rent: 32500
  }
};

export function kind(key: string): ServiceKind {
  const found = serviceByKey(key);
  if (!found) throw new Error(`No kind ${key}`);
  return found;
}

/** A customer submits a request of the kind through the real insert call; answers its id. */
export async function submitRequest(
  portal: Portal,
  customer: Session,
  key: keyof typeof BODIES | string,
  withDocument = false
): Promise<number> {
  const k = kind(key);
  const body: Record<string, unknown> = { ...BODIES[key], consent: true };
  const firstFile = k.fields.find((f) => f.kind === 'file');
  if (withDocument && firstFile) body[firstFile.name] = await uploadPdf(portal, `${firstFile.name}.pdf`, customer);
  const { id } = await postAs<{ id: number }>(
    portal,
    customer,
    `/${k.endpoints.insertBase}/data/${k.endpoints.insert}`,
    body
  );
  return id;
}

/** The admin assigns a request to a vendor through the kind's update call. */
export async function assignRequest(
  portal: Portal,
  admin: Session,
  key: string,
  id: number,
  vendorId: number
): Promise<void> {
  const k = kind(key);
  await postAs(portal, admin, `/admin/data/${k.endpoints.update}`, {
    [k.idField]: id,
    assigned_vendor: vendorId,
    assigned_vendor_id: vendorId,
    is_approved: 1,
    status: 'ASSIGNED TO VENDOR'
  });
}

/** The admin rejects a request with a reason. */
export async function rejectRequest(
  portal: Portal,
  admin: Session,
  key: string,
  id: number,
  reason: string
): Promise<void> {
  const k = kind(key);
  await postAs(portal, admin, `/admin/data/${k.endpoints.update}`, {
    [k.idField]: id,
    admin_rejected_reason: reason,
    rejected_reason: reason,
    status: 'REJECTED'
  });
}

/** A custom form made by the admin through the forms API; answers its id. */
export async function createForm(portal: Portal, admin: Session, name: string): Promise<number> {
  await postAs(portal, admin, '/admin/data/insertForms', {
    formName: name,
    fields: [
      { type: 'input', label: 'Full name', required: true, inputType: 'text' },
      { type: 'select', label: 'City', required: false, options: ['Bengaluru', 'Chennai', 'Pune'] },
      { type: 'textarea', label: 'Message', required: false }
    ]
  });
  const res = await fetch(`${portal.url}/api/v1/admin/data/getForms`, {
    headers: { authorization: `Bearer ${admin.response.accessToken}` }
  });
  const forms = (await res.json()) as { id: number; name: string }[];
  const form = forms.find((f) => f.name === name);
  if (!form) throw new Error(`The form ${name} was not listed after it was made`);
  return form.id;
}
