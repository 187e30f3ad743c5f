import type { MessageKey } from '../messages/en';

/**
 * Where each kind of request lives (its form and its three lists), by kind key in the catalogue's order.
 * Apart from the catalogue (services.ts) so the route table, and the landing page with it, does not
 * carry the kinds' fields and rules.
 */
export const SERVICE_ROUTES = {
  gstCompany: {
    form: '/GstRegistrationCompany',
    customerList: '/UserListOfGstRegistration',
    adminList: '/ListOfGstRegistration',
    vendorList: '/VendorListOfGstRegistration'
  },
  gstPartnership: {
    form: '/PartnerRegistrationPage',
    customerList: '/UserListOfGstPartnership',
    adminList: '/ListOfGstPartnership',
    vendorList: '/VendorListOfGstPartnership'
  },
  gstProprietorship: {
    form: '/BusinessRegistrationForm',
    customerList: '/UserListOfGstProprietorship',
    adminList: '/ListOfGstProprietorship',
    vendorList: '/VendorListOfGstProprietorship'
  },
  gstRegistration: {
    form: '/InsertGstRegistrations',
    customerList: '/GSTListRequest',
    adminList: '/ListOfGstRegistrations',
    vendorList: '/VendorListOfGstRegistrations'
  },
  pan: {
    form: '/InsertPanRegistrations',
    customerList: '/PanRegistrationsRequest',
    adminList: '/ListofPanRegistration',
    vendorList: '/VendorListOfPanRegistration'
  },
  tan: {
    form: '/InsertTanRegistrations',
    customerList: '/TanRegistrationsRequest',
    adminList: '/ListofTanRegistration',
    vendorList: '/VendorListOfTanRegistration'
  },
  tds: {
    form: '/InsertTdsReturns',
    customerList: '/TdsReturnsRequest',
    adminList: '/ListofTdsReturns',
    vendorList: '/VendorListOfTdsReturns'
  },
  legalNotice: {
    form: '/InsertLegalNotices',
    customerList: '/LegalNoticesRequest',
    adminList: '/ListLegalNotices',
    vendorList: '/VendorListLegalNotices'
  },
  saleAgreement: {
    form: '/InsertSaleAggrement',
    customerList: '/SaleAggrementRequest',
    adminList: '/ListSaleAggrement',
    vendorList: '/VendorListSaleAggrement'
  },
  saleDeed: {
    form: '/InsertSaledeed',
    customerList: '/SaledeedRequest',
    adminList: '/ListSaledeed',
    vendorList: '/VendorListSaledeed'
  },
  affidavid: {
    form: '/InsertAffidavid',
    customerList: '/AffidavidRequest',
    adminList: '/ListAffidavid',
    vendorList: '/VendorListAffidavid'
  },
  affidavitsRequest: {
    form: '/AffidavitsRequest',
    customerList: '/UserListAffidavitsRequest',
    adminList: '/ListAffidavitsRequest',
    vendorList: '/VendorListAffidavitsRequest'
  },
  propertyRegistration: {
    form: '/PropertyRegistration',
    customerList: '/UserListOfPropertyRegistration',
    adminList: '/ListOfPropertyRegistration',
    vendorList: '/VendorListOfPropertyRegistration'
  },
  rentalAgreement: {
    form: '/RentalAgreement',
    customerList: '/UserListOfRentalAgreement',
    adminList: '/ListOfRentalAgreement',
    vendorList: '/VendorListOfRentalAgreement'
  }
} as const;

/** The kinds' keys in the catalogue's order. */
export const SERVICE_KEYS = Object.keys(SERVICE_ROUTES) as (keyof typeof SERVICE_ROUTES)[];

/** The name each kind is stored and answered under (`service_type` of a request and of a notification). */
export const SERVICE_TYPES = {
  gstCompany: 'GstRegistrationCompany',
  gstPartnership: 'GstRegistrationPartnership',
  gstProprietorship: 'GstRegistrationProprietorship',
  gstRegistration: 'GstRegistrations',
  pan: 'PanRegistrations',
  tan: 'TanRegistrations',
  tds: 'TdsReturns',
  legalNotice: 'LegalNotices',
  saleAgreement: 'SaleAggrement',
  saleDeed: 'Saledeed',
  affidavid: 'Affidavid',
  affidavitsRequest: 'AffidavitsRequest',
  propertyRegistration: 'PropertyRegistration',
  rentalAgreement: 'RentalAgreement'
} as const satisfies Record<keyof typeof SERVICE_ROUTES, string>;

/** The kind whose stored name is `serviceType`, if any. */
export function serviceKeyOfType(serviceType: string | null | undefined): keyof typeof SERVICE_ROUTES | undefined {
  return SERVICE_KEYS.find((key) => SERVICE_TYPES[key] === serviceType);
}

/** Title, list title and tile texts of a kind, as message keys. */
export function serviceText(kind: { key: string }, which: 'form' | 'list' | 'tile' | 'adminTile' | 'name'): MessageKey {
  return `service.${kind.key}.${which}` as MessageKey;
}
