import { BUSINESS_TYPES, businessTypeForCategory, SERVICES, type BusinessType, type ServiceKind } from '@gia/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, refuse } from '../../plugins/errors';

/** Every category spelling `getVendors` accepts: the business types, then the spec's service names. */
export const CATEGORY_SPELLINGS: readonly string[] = [
  ...new Set([...BUSINESS_TYPES, ...SERVICES.flatMap((s) => s.categoryAliases as readonly string[])])
];

export function businessTypeOrRefuse(category: string | undefined): BusinessType {
  const type = category ? businessTypeForCategory(category) : undefined;
  if (!type) {
    const allowed = CATEGORY_SPELLINGS.join(', ');
    throw category?.trim()
      ? badRequest('errors.vendor.unknownCategory', { category, allowed })
      : badRequest('errors.vendor.categoryRequired', { allowed });
  }
  return type;
}

/** Vendors who may take new work (approved, enabled), by name. */
function assignable(db: Kysely<Database>) {
  return db
    .selectFrom('vendor_profiles')
    .innerJoin('accounts', 'accounts.id', 'vendor_profiles.account_id')
    .select(['vendor_profiles.account_id as vendor_id', 'vendor_profiles.vendor_name as vendor_name'])
    .where('accounts.role', '=', 'vendor')
    .where('accounts.disabled', '=', 0)
    .where('vendor_profiles.status', '=', 'approved')
    .orderBy('vendor_profiles.vendor_name')
    .orderBy('vendor_profiles.account_id');
}

/** Vendors who may take new work of a business type, by name. */
export async function vendorsOfType(
  db: Kysely<Database>,
  type: BusinessType
): Promise<{ vendor_id: number; vendor_name: string }[]> {
  return assignable(db).where('vendor_profiles.vendor_bussiness_name', '=', type).execute();
}

/** Vendors who may take new work of any business type, by name, each with their type. */
export async function assignableVendors(
  db: Kysely<Database>
): Promise<{ vendor_id: number; vendor_name: string; vendor_bussiness_name: string }[]> {
  return assignable(db).select('vendor_profiles.vendor_bussiness_name as vendor_bussiness_name').execute();
}

/** The vendor an admin chose, checked: an enabled vendor account whose business type fits the kind. */
export async function assignableVendor(
  db: Kysely<Database>,
  kind: ServiceKind,
  vendorId: number
): Promise<{ id: number; name: string }> {
  const vendor = await db
    .selectFrom('accounts')
    .leftJoin('vendor_profiles', 'vendor_profiles.account_id', 'accounts.id')
    .select([
      'accounts.id',
      'accounts.role',
      'accounts.disabled',
      'accounts.name',
      'vendor_profiles.vendor_name',
      'vendor_profiles.vendor_bussiness_name',
      'vendor_profiles.status'
    ])
    .where('accounts.id', '=', vendorId)
    .executeTakeFirst();
  if (!vendor || vendor.role !== 'vendor' || !vendor.vendor_bussiness_name)
    throw badRequest('errors.vendor.none', { id: vendorId });
  const name = vendor.vendor_name ?? vendor.name;
  if (vendor.disabled) throw badRequest('errors.vendor.disabled', { name, id: vendorId });
  if (vendor.status !== 'approved') throw refuse(400, 'identity.vendorNotApproved', { name, id: vendorId });
  if (vendor.vendor_bussiness_name !== kind.vendorCategory) {
    throw badRequest('errors.vendor.wrongKind', {
      name,
      id: vendorId,
      category: vendor.vendor_bussiness_name,
      needed: kind.vendorCategory
    });
  }
  return { id: vendor.id, name };
}
