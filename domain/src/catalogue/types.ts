import type { MessageKey } from '../messages/en';
import type { BusinessType } from './business-types';

export type FieldKind = 'text' | 'textarea' | 'number' | 'email' | 'date' | 'file';

/** A format rule names a validator in `validators.ts`; the same rule runs in the browser and on the server. */
export type FormatRule =
  | 'pan'
  | 'gstin'
  | 'tan'
  | 'ifsc'
  | 'aadhaar'
  | 'din'
  | 'mobile'
  | 'pin'
  | 'email'
  | 'digits'
  | 'amount'
  | 'age'
  | 'date';

export interface FieldDef {
  /** The field's name exactly as the API spells it. */
  name: string;
  kind: FieldKind;
  required?: boolean;
  format?: FormatRule;
  /** A value the form fills in and the user does not type (e.g. today's date). */
  defaultValue?: 'today';
}

/** Where the kind's calls live: `/api/v1/{base}/data/{name}`. */
export interface Endpoints {
  insertBase: 'users' | 'admin';
  insert: string;
  get: string;
  update: string;
  delete: string;
  deleteMethod: 'DELETE' | 'POST';
}

export interface ServiceKind {
  key: string;
  /** The value stored as `service_type` on every request of this kind. */
  serviceType: string;
  routes: { form: string; customerList: string; adminList: string; vendorList: string };
  endpoints: Endpoints;
  fields: FieldDef[];
  /** Columns of the lists after ID: field names, or workflow names such as `assigned_vendor`. */
  columns: string[];
  /** Fields shown in the detail popup, documents included. */
  popup: string[];
  vendorCategory: BusinessType;
  /** Spellings of this kind's category that `getVendors` accepts besides the business type. */
  categoryAliases: string[];
  success: MessageKey;
  rejectMessage: MessageKey;
  /** Spec rule: these files must be given, with this message. */
  requiredFiles?: { fields: string[]; message: MessageKey };
  confirmSubmit: boolean;
  /** Some kinds read their id as `request_id`. */
  idField: 'id' | 'request_id';
  /** Promised turnaround in working days. */
  turnaroundDays: number;
  /** Popups that show approval by `is_approved` rather than by the assigned vendor (spec section 4). */
  approvalByFlag?: boolean;
  /** Back link of the admin list. */
  adminBack: string;
}
