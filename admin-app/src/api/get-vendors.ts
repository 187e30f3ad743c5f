import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { BUSINESS_TYPES, type BusinessType } from '@gia/domain';
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

/** The vendors of several business types (every type when none is named), by name, each once. */
export function useVendorsOf(categories: readonly BusinessType[] = BUSINESS_TYPES) {
  return useQueries({
    queries: categories.map((c) => vendorsQuery(c)),
    combine: (results) => {
      const seen = new Map<number, Vendor>();
      for (const r of results) for (const v of r.data ?? []) seen.set(v.vendor_id, v);
      return {
        vendors: [...seen.values()].sort((a, b) => a.vendor_name.localeCompare(b.vendor_name)),
        loading: results.some((r) => r.isPending)
      };
    }
  });
}
