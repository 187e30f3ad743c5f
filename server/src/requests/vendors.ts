import { BUSINESS_TYPES, businessTypeForCategory, SERVICES, type BusinessType, type ServiceKind } from '@gia/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from '../plugins/errors';

/** Every category spelling `getVendors` accepts: the business types, then the spec's service names. */
export const CATEGORY_SPELLINGS: readonly string[] = [...new Set([...BUSINESS_TYPES, ...SERVICES.flatMap((s) => s.categoryAliases as readonly string[])])];

export function businessTypeOrRefuse(category: string | undefined): BusinessType {
  const type = category ? businessTypeForCategory(category) : undefined;
  if (!type) {
    const asked = category?.trim() ? `Unknown vendor category "${category}".` : 'vendor_bussiness_name is required.';
    throw badRequest(`${asked} Use one of: ${CATEGORY_SPELLINGS.join(', ')}.`);
  }
  return type;
}

/** Vendors who may take new work of a business type, by name. */
export async function vendorsOfType(db: Kysely<Database>, type: BusinessType): Promise<{ vendor_id: number; vendor_name: string }[]> {
  return db.selectFrom('vendor_profiles').innerJoin('accounts', 'accounts.id', 'vendor_profiles.account_id')
    .select(['vendor_profiles.account_id as vendor_id', 'vendor_profiles.vendor_name as vendor_name'])
    .where('accounts.role', '=', 'vendor').where('accounts.disabled', '=', 0)
    .where('vendor_profiles.vendor_bussiness_name', '=', type)
    .orderBy('vendor_profiles.vendor_name').orderBy('vendor_profiles.account_id')
    .execute();
}

/** The vendor an admin chose, checked: an enabled vendor account whose business type fits the kind. */
export async function assignableVendor(db: Kysely<Database>, kind: ServiceKind, vendorId: number): Promise<{ id: number; name: string }> {
  const vendor = await db.selectFrom('accounts').leftJoin('vendor_profiles', 'vendor_profiles.account_id', 'accounts.id')
    .select(['accounts.id', 'accounts.role', 'accounts.disabled', 'accounts.name', 'vendor_profiles.vendor_name', 'vendor_profiles.vendor_bussiness_name'])
    .where('accounts.id', '=', vendorId).executeTakeFirst();
  if (!vendor || vendor.role !== 'vendor' || !vendor.vendor_bussiness_name) throw badRequest(`There is no vendor with id ${vendorId}.`);
  const name = vendor.vendor_name ?? vendor.name;
  if (vendor.disabled) throw badRequest(`Vendor ${name} (id ${vendorId}) is disabled and cannot take new work.`);
  if (vendor.vendor_bussiness_name !== kind.vendorCategory) {
    throw badRequest(`Vendor ${name} (id ${vendorId}) does ${vendor.vendor_bussiness_name} work; this request needs a ${kind.vendorCategory} vendor.`);
  }
  return { id: vendor.id, name };
}
