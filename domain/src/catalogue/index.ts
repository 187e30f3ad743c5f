import { BUSINESS_TYPES, type BusinessType } from './business-types';
import { SERVICES, type ServiceKey } from './services';
import type { FieldDef, ServiceKind } from './types';

export { SERVICES, type ServiceKey } from './services';
export { SERVICE_KEYS, SERVICE_ROUTES, SERVICE_TYPES, serviceKeyOfType, serviceText } from './service-routes';
export { fieldLabel } from './field-label';
export * from './types';
export * from './business-types';

const byKey = new Map<string, ServiceKind>(SERVICES.map((s) => [s.key, s]));

export function serviceByKey(key: string): ServiceKind | undefined {
  return byKey.get(key);
}

export function fieldOf(kind: ServiceKind, name: string): FieldDef | undefined {
  return kind.fields.find((f) => f.name === name);
}

/** Fields whose value is a document address. */
export function documentFields(kind: ServiceKind): string[] {
  return kind.fields.filter((f) => f.kind === 'file').map((f) => f.name);
}

/** Every field that holds a document across all kinds, and the workflow's own document. */
export const DOCUMENT_FIELD_NAMES: ReadonlySet<string> = new Set([
  ...SERVICES.flatMap((s) => documentFields(s)),
  'delivered_document_url'
]);

const CATEGORY: Map<string, BusinessType> = new Map([
  ...BUSINESS_TYPES.map((b) => [b.toLowerCase(), b] as const),
  ...SERVICES.flatMap((s) =>
    (s.categoryAliases as readonly string[]).map((a) => [a.toLowerCase(), s.vendorCategory] as const)
  ),
  ['gst registration', 'GST Registration'] as const
]);

/** The vendor business type for any category spelling the spec sends to `getVendors`. */
export function businessTypeForCategory(category: string): BusinessType | undefined {
  return CATEGORY.get(category.trim().toLowerCase());
}

export function isServiceKey(key: string): key is ServiceKey {
  return byKey.has(key);
}
