import type { Endpoints, FieldDef, FormatRule, ServiceKind } from './types';

const text = (name: string, format?: FormatRule, required = false): FieldDef => ({ name, kind: 'text', format, required });
const area = (name: string, required = false): FieldDef => ({ name, kind: 'textarea', required });
const num = (name: string, format: FormatRule, required = false): FieldDef => ({ name, kind: 'number', format, required });
const file = (name: string, required = false): FieldDef => ({ name, kind: 'file', required });
const narration = area('narration');

/** Endpoint names in the spec's style: insertX, getX, updateX, deleteX/{id}. */
function endpoints(insertBase: Endpoints['insertBase'], noun: string, over: Partial<Endpoints> = {}): Endpoints {
  return { insertBase, insert: `insert${noun}`, get: `get${noun}`, update: `update${noun}`, delete: `delete${noun}`, deleteMethod: 'DELETE', ...over };
}

const PLAIN_REJECT = 'list.rejectRequired' as const;
const ALT_REJECT = 'list.rejectRequiredAlt' as const;
const SUBMITTED = 'form.requestSubmitted' as const;

/** The fourteen kinds of request the portal sells. Everything per kind derives from this table. */
export const SERVICES = [
  {
    key: 'gstCompany', serviceType: 'GstRegistrationCompany',
    routes: { form: '/GstRegistrationCompany', customerList: '/UserListOfGstRegistration', adminList: '/ListOfGstRegistration', vendorList: '/VendorListOfGstRegistration' },
    endpoints: endpoints('users', 'GstRegistrationCompany'),
    fields: [
      text('director_name'), text('director_din', 'din'), num('director_contact', 'mobile'), text('email', 'email'),
      file('director_pan_url'), file('director_aadhar_url'), file('director_photo_url'), file('company_pan_url'),
      file('bussiness_address_proof_url'), file('articles_association_url'), file('moa_url'), file('company_certificate_url'),
      file('gst_auth_director_letter_url'), text('bank_acc_number', 'digits'), text('bank_acc_name'), text('bank_ifsc_code', 'ifsc'),
      text('bussiness_nature'), text('import_export_code'), narration
    ],
    columns: ['director_name', 'assigned_vendor', 'rejected_by'],
    popup: ['director_name', 'email', 'bank_acc_name', 'bank_acc_number', 'bank_ifsc_code', 'status', 'approved_by', 'approved_date',
      'bussiness_address_proof_url', 'company_pan_url', 'director_aadhar_url', 'gst_auth_director_letter_url'],
    vendorCategory: 'GST Registration', categoryAliases: ['GstRegistrationCompany'],
    success: 'service.gstCompany.success', rejectMessage: PLAIN_REJECT, confirmSubmit: true, idField: 'id',
    turnaroundDays: 10, approvalByFlag: true, adminBack: '/AdminDashboad'
  },
  {
    key: 'gstPartnership', serviceType: 'GstRegistrationPartnership',
    routes: { form: '/PartnerRegistrationPage', customerList: '/UserListOfGstPartnership', adminList: '/ListOfGstPartnership', vendorList: '/VendorListOfGstPartnership' },
    endpoints: endpoints('users', 'GstRegistrationpartnership'),
    fields: [
      text('partner_name'), num('partner_contact', 'mobile'), area('id_partners'), file('partnership_deep'),
      file('partner_pan_url'), file('partner_aadhar_url'), file('partner_photo_url'), file('firm_pan_url'),
      file('bussiness_address_proof_url'), file('gst_auth_partner_letter_url'),
      text('bank_acc_number', 'digits'), text('bank_acc_name'), text('bank_ifsc_code', 'ifsc'), narration
    ],
    columns: ['partner_name', 'assigned_vendor', 'rejected_by'],
    popup: ['partner_name', 'partner_contact', 'id_partners', 'bank_acc_name', 'bank_acc_number', 'bank_ifsc_code', 'narration',
      'partnership_deep', 'partner_pan_url', 'partner_aadhar_url', 'partner_photo_url', 'firm_pan_url', 'bussiness_address_proof_url', 'gst_auth_partner_letter_url'],
    vendorCategory: 'GST Registration', categoryAliases: ['GstRegistrationpartnership'],
    success: 'service.gstPartnership.success', rejectMessage: PLAIN_REJECT, confirmSubmit: true, idField: 'id',
    turnaroundDays: 10, adminBack: '/DashboardForUpdate'
  },
  {
    key: 'gstProprietorship', serviceType: 'GstRegistrationProprietorship',
    routes: { form: '/BusinessRegistrationForm', customerList: '/UserListOfGstProprietorship', adminList: '/ListOfGstProprietorship', vendorList: '/VendorListOfGstProprietorship' },
    endpoints: endpoints('users', 'GstRegistrationproprietorship'),
    fields: [
      text('email_id', 'email'), num('contact_number', 'mobile'), text('bussiness_nature'),
      file('photo_url'), file('pan_url'), file('aadhar_url'), file('bussiness_address_proof_url'),
      num('bank_acc_number', 'digits'), text('bank_acc_name'), text('bank_ifsc_code', 'ifsc'), narration
    ],
    columns: ['email_id', 'contact_number', 'assigned_vendor'],
    popup: ['email_id', 'contact_number', 'bussiness_nature', 'bank_acc_name', 'bank_acc_number', 'bank_ifsc_code', 'narration',
      'photo_url', 'pan_url', 'aadhar_url', 'bussiness_address_proof_url'],
    vendorCategory: 'GST Registration', categoryAliases: ['GstRegistrationproprietorship'],
    success: 'service.gstProprietorship.success', rejectMessage: PLAIN_REJECT, confirmSubmit: true, idField: 'id',
    turnaroundDays: 10, adminBack: '/DashboardForUpdate'
  },
  {
    key: 'gstRegistration', serviceType: 'GstRegistrations',
    routes: { form: '/InsertGstRegistrations', customerList: '/GSTListRequest', adminList: '/ListOfGstRegistrations', vendorList: '/VendorListOfGstRegistrations' },
    endpoints: endpoints('admin', 'GstRegistrations'),
    fields: [
      text('pan_no', 'pan', true), file('registration_certificate_url'), file('electricity_bill_url'), file('rental_agreement_url'),
      file('director_photo_url'), file('director_pan_url'), file('director_aadhar_url'), narration
    ],
    columns: ['pan_no', 'assigned_vendor'],
    popup: ['pan_no', 'narration', 'registration_certificate_url', 'electricity_bill_url', 'rental_agreement_url', 'director_photo_url', 'director_pan_url', 'director_aadhar_url'],
    vendorCategory: 'GST Registration', categoryAliases: ['GstRegistrations'],
    success: SUBMITTED, rejectMessage: PLAIN_REJECT, confirmSubmit: true, idField: 'id',
    requiredFiles: { fields: ['director_pan_url', 'director_aadhar_url', 'rental_agreement_url'], message: 'Director Pan Card, Director Aadhar Card and Rental Agreement files are required.' },
    turnaroundDays: 10, adminBack: '/DashboardForUpdate'
  },
  {
    key: 'pan', serviceType: 'PanRegistrations',
    routes: { form: '/InsertPanRegistrations', customerList: '/PanRegistrationsRequest', adminList: '/ListofPanRegistration', vendorList: '/VendorListOfPanRegistration' },
    endpoints: endpoints('admin', 'PanRegistrations'),
    fields: [text('name', undefined, true), file('photo_url'), file('aadhar_url'), file('residental_proof_url'), file('bank_statement_url'), narration],
    columns: ['name'],
    popup: ['name', 'narration', 'photo_url', 'aadhar_url', 'residental_proof_url', 'bank_statement_url'],
    vendorCategory: 'PAN Registration', categoryAliases: ['PanRegistrations'],
    success: SUBMITTED, rejectMessage: ALT_REJECT, confirmSubmit: true, idField: 'id',
    turnaroundDays: 7, adminBack: '/DashboardForUpdate'
  },
  {
    key: 'tan', serviceType: 'TanRegistrations',
    routes: { form: '/InsertTanRegistrations', customerList: '/TanRegistrationsRequest', adminList: '/ListofTanRegistration', vendorList: '/VendorListOfTanRegistration' },
    endpoints: endpoints('admin', 'TanRegistrations', { deleteMethod: 'POST' }),
    fields: [file('pan_url', true), file('dsc_url'), file('authorised_signatory_url'), narration],
    columns: ['vendor_id'],
    popup: ['vendor_id', 'narration', 'pan_url', 'authorised_signatory_url', 'dsc_url'],
    vendorCategory: 'TAN Registration', categoryAliases: ['TanRegistrations'],
    success: SUBMITTED, rejectMessage: ALT_REJECT, confirmSubmit: true, idField: 'id',
    turnaroundDays: 7, adminBack: '/DashboardForUpdate'
  },
  {
    key: 'tds', serviceType: 'TdsReturns',
    routes: { form: '/InsertTdsReturns', customerList: '/TdsReturnsRequest', adminList: '/ListofTdsReturns', vendorList: '/VendorListOfTdsReturns' },
    endpoints: endpoints('admin', 'TdsReturns'),
    fields: [file('tds_statement_url'), text('any_statement_id'), narration],
    columns: ['any_statement_id'],
    popup: ['any_statement_id', 'narration', 'tds_statement_url'],
    vendorCategory: 'TDS Returns', categoryAliases: ['TdsReturns'],
    success: SUBMITTED, rejectMessage: ALT_REJECT, confirmSubmit: true, idField: 'id',
    requiredFiles: { fields: ['tds_statement_url'], message: 'TDS Statement File are required.' },
    turnaroundDays: 5, adminBack: '/DashboardForUpdate'
  },
  {
    key: 'legalNotice', serviceType: 'LegalNotices',
    routes: { form: '/InsertLegalNotices', customerList: '/LegalNoticesRequest', adminList: '/ListLegalNotices', vendorList: '/VendorListLegalNotices' },
    endpoints: endpoints('admin', 'LegalNotices'),
    fields: [area('first_person_details', true), area('second_person_details', true), narration],
    columns: ['first_person_details', 'second_person_details'],
    popup: ['first_person_details', 'second_person_details', 'narration', 'service_type'],
    vendorCategory: 'Legal Notice', categoryAliases: ['LegalNotices'],
    success: SUBMITTED, rejectMessage: ALT_REJECT, confirmSubmit: true, idField: 'id',
    turnaroundDays: 7, adminBack: '/DashboardForUpdate'
  },
  {
    key: 'saleAgreement', serviceType: 'SaleAggrement',
    routes: { form: '/InsertSaleAggrement', customerList: '/SaleAggrementRequest', adminList: '/ListSaleAggrement', vendorList: '/VendorListSaleAggrement' },
    endpoints: endpoints('admin', 'SaleAggrement'),
    fields: [area('purchaser_details', true), area('seller_details', true), num('sale_amount', 'amount', true), num('advance_received', 'amount'), narration],
    columns: ['sale_amount', 'advance_received'],
    popup: ['purchaser_details', 'seller_details', 'sale_amount', 'advance_received', 'user_enquiry_date_time', 'admin_accepted_date_time', 'admin_rejected_date_time', 'narration', 'service_type'],
    vendorCategory: 'Sale Agreement', categoryAliases: ['SaleAggrement'],
    success: SUBMITTED, rejectMessage: ALT_REJECT, confirmSubmit: true, idField: 'id',
    turnaroundDays: 7, adminBack: '/DashboardForUpdate'
  },
  {
    key: 'saleDeed', serviceType: 'Saledeed',
    routes: { form: '/InsertSaledeed', customerList: '/SaledeedRequest', adminList: '/ListSaledeed', vendorList: '/VendorListSaledeed' },
    endpoints: endpoints('admin', 'Saledeed'),
    fields: [area('purchaser_details', true), area('seller_details', true), num('sale_amount', 'amount', true), num('advance_received', 'amount'),
      file('tax_receipt_URL'), file('id_proof_url'), narration],
    columns: ['sale_amount', 'advance_received'],
    popup: ['purchaser_details', 'seller_details', 'sale_amount', 'advance_received', 'user_enquiry_date_time', 'admin_accepted_date_time', 'admin_rejected_date_time', 'tax_receipt_URL', 'id_proof_url'],
    vendorCategory: 'Sale Deed', categoryAliases: ['Saledeed'],
    success: SUBMITTED, rejectMessage: ALT_REJECT, confirmSubmit: true, idField: 'id',
    turnaroundDays: 10, adminBack: '/DashboardForUpdate'
  },
  {
    key: 'affidavid', serviceType: 'Affidavid',
    routes: { form: '/InsertAffidavid', customerList: '/AffidavidRequest', adminList: '/ListAffidavid', vendorList: '/VendorListAffidavid' },
    endpoints: endpoints('admin', 'Affidavid'),
    fields: [text('name', undefined, true), area('address', true), area('details', true), num('age', 'age', true), narration],
    columns: ['name', 'age'],
    popup: ['name', 'age', 'address', 'details', 'vendor_id', 'narration', 'service_type'],
    vendorCategory: 'Affidavit Request', categoryAliases: ['Affidavid'],
    success: SUBMITTED, rejectMessage: ALT_REJECT, confirmSubmit: true, idField: 'id',
    turnaroundDays: 3, adminBack: '/DashboardForUpdate'
  },
  {
    key: 'affidavitsRequest', serviceType: 'AffidavitsRequest',
    routes: { form: '/AffidavitsRequest', customerList: '/UserListAffidavitsRequest', adminList: '/ListAffidavitsRequest', vendorList: '/VendorListAffidavitsRequest' },
    endpoints: endpoints('users', 'AffidavitsRequest', { get: 'getAffidavitRequests' }),
    fields: [
      text('name'), area('address'), { name: 'date', kind: 'date', format: 'date', defaultValue: 'today' }, text('place'), area('statement'), text('witness_name'),
      file('id_proof_url'), file('address_proof_url'), file('supporting_docs_url'), file('photo_url'), file('witness_signature_url'), file('notarization_certificate_url'),
      narration
    ],
    columns: ['name', 'place', 'address', 'assigned_vendor', 'rejected_by'],
    popup: ['name', 'address', 'date', 'place', 'statement', 'witness_name', 'narration', 'service_type', 'status',
      'id_proof_url', 'address_proof_url', 'supporting_docs_url', 'photo_url', 'witness_signature_url', 'notarization_certificate_url'],
    vendorCategory: 'Affidavit Request', categoryAliases: ['Affidavits', 'AffidavitsRequest'],
    success: SUBMITTED, rejectMessage: PLAIN_REJECT, confirmSubmit: true, idField: 'request_id',
    turnaroundDays: 3, adminBack: '/DashboardForUpdate'
  },
  {
    key: 'propertyRegistration', serviceType: 'PropertyRegistration',
    routes: { form: '/PropertyRegistration', customerList: '/UserListOfPropertyRegistration', adminList: '/ListOfPropertyRegistration', vendorList: '/VendorListOfPropertyRegistration' },
    endpoints: endpoints('users', 'PropertyRegistrationRequests'),
    fields: [
      file('sales_deed_url'), file('khata_certificate_url'), file('khata_extract_url'), file('property_tax_paid_reciept'), file('pan_card_url'),
      file('aadhar_url'), file('driving_lisence'), file('passport_url'), file('noc_url'), file('occupancy_url'), file('approved_building_plan'),
      file('power_of_attorny'), file('stamp_duty_url'), file('registration_fee_url'), narration
    ],
    columns: ['assigned_vendor', 'rejected_by'],
    popup: ['narration', 'status', 'approved_by', 'approved_date', 'sales_deed_url', 'khata_certificate_url', 'khata_extract_url', 'property_tax_paid_reciept',
      'pan_card_url', 'aadhar_url', 'driving_lisence', 'passport_url', 'noc_url', 'occupancy_url', 'approved_building_plan', 'power_of_attorny',
      'stamp_duty_url', 'registration_fee_url'],
    vendorCategory: 'Property Registration', categoryAliases: ['PropertyRegistration'],
    success: 'service.propertyRegistration.success', rejectMessage: PLAIN_REJECT, confirmSubmit: true, idField: 'id',
    turnaroundDays: 15, approvalByFlag: true, adminBack: '/DashboardForUpdate'
  },
  {
    key: 'rentalAgreement', serviceType: 'RentalAgreement',
    routes: { form: '/RentalAgreement', customerList: '/UserListOfRentalAgreement', adminList: '/ListOfRentalAgreement', vendorList: '/VendorListOfRentalAgreement' },
    endpoints: endpoints('users', 'RentalAgreements'),
    fields: [
      text('property_type', undefined, true), area('property_address', true),
      text('leaser_name', undefined, true), file('leaser_aadhar_url'), file('leaser_pan_url'), num('leaser_contact', 'mobile'),
      text('tenant_name', undefined, true), file('tenant_aadhar_url'), file('tenant_pan_url'), num('tenant_contact', 'mobile'),
      { name: 'rental_start_date', kind: 'date', format: 'date', required: true }, { name: 'rental_end_date', kind: 'date', format: 'date', required: true },
      num('monthly_rent', 'amount', true),
      text('witness1_name'), file('witness1_aadhar_url'), num('witness1_contact', 'mobile'),
      text('witness2_name'), file('witness2_aadhar_url'), num('witness2_contact', 'mobile'),
      file('agreement_document_url'), file('stamp_duty_url'), file('registration_fee_url'), narration
    ],
    columns: ['leaser_name', 'tenant_name', 'monthly_rent'],
    popup: ['property_type', 'property_address', 'leaser_name', 'leaser_contact', 'tenant_name', 'tenant_contact', 'rental_start_date', 'rental_end_date',
      'monthly_rent', 'witness1_name', 'witness1_contact', 'witness2_name', 'witness2_contact', 'narration',
      'leaser_aadhar_url', 'leaser_pan_url', 'tenant_aadhar_url', 'tenant_pan_url', 'witness1_aadhar_url', 'witness2_aadhar_url',
      'agreement_document_url', 'stamp_duty_url', 'registration_fee_url'],
    vendorCategory: 'Rental Agreement', categoryAliases: ['RentalAgreements'],
    success: 'service.rentalAgreement.success', rejectMessage: PLAIN_REJECT, confirmSubmit: false, idField: 'id',
    turnaroundDays: 5, adminBack: '/DashboardForUpdate'
  }
] as const satisfies readonly ServiceKind[];

export type ServiceKey = (typeof SERVICES)[number]['key'];
