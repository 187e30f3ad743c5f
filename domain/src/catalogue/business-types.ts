/** Vendor business types: the spec's sign-up list, plus the two kinds it sells but gave no vendor for. */
export const BUSINESS_TYPES = [
  'GST Registration',
  'PAN Registration',
  'TAN Registration',
  'TDS Returns',
  'Legal Notice',
  'Sale Agreement',
  'Sale Deed',
  'Affidavit Request',
  'Property Registration',
  'Rental Agreement'
] as const;

export type BusinessType = (typeof BUSINESS_TYPES)[number];

export function isBusinessType(value: unknown): value is BusinessType {
  return typeof value === 'string' && (BUSINESS_TYPES as readonly string[]).includes(value);
}
