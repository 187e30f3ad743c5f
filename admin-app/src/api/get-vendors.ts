import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessType } from '@gia/domain';
import { api } from '@gia/shared-ui';
import { keys } from './query-keys';

export interface Vendor {
  vendor_id: number;
  vendor_name: string;
}

/** `GET /api/v1/admin/data/getVendors`: the vendors who may be assigned work of a business type. */
export async function getVendors(category: BusinessType): Promise<Vendor[]> {
  const { data } = await api.get<Vendor[]>('/admin/data/getVendors', { params: { vendor_bussiness_name: category } });
  return Array.isArray(data) ? data : [];
}

export const vendorsQuery = (category: BusinessType) =>
  queryOptions({ queryKey: keys.vendors(category), queryFn: () => getVendors(category), staleTime: 60_000 });

export function useVendors(category: BusinessType) {
  return useQuery(vendorsQuery(category));
}

/** `GET /api/v1/global/vendors`: every vendor who may be assigned work, of any business type. */
export async function getAssignableVendors(): Promise<Vendor[]> {
  const { data } = await api.get<Vendor[]>('/global/vendors');
  return Array.isArray(data) ? data : [];
}

const allVendorsQuery = queryOptions({
  queryKey: keys.vendors('*'),
  queryFn: getAssignableVendors,
  staleTime: 60_000
});

/**
 * By name, letter case aside. Code-point order rather than `localeCompare`, whose first use starts ICU on a phone
 * (issue 18: 100-128 ms at a 4 × slowed CPU); for Latin and Devanagari names it is the alphabet's order.
 */
function byName(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The vendors the queue's filter offers, by name: of one business type, or of every type in one call
 * (the page once asked each of the ten types apart as it loaded).
 */
export function useVendorFilter(category?: BusinessType): Vendor[] {
  const { data } = useQuery(category ? vendorsQuery(category) : allVendorsQuery);
  return [...(data ?? [])].sort((a, b) => byName(a.vendor_name, b.vendor_name));
}
