import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageKey } from '@gia/domain';
import { api } from '@gia/shared-ui';
import { keys } from '../api/query-keys';

export type VendorStatus = 'pending' | 'approved' | 'suspended';
export const VENDOR_STATUSES: readonly VendorStatus[] = ['pending', 'approved', 'suspended'];

/** A vendor as getVendors?status= answers it, for review. */
export interface ReviewedVendor {
  vendor_id: number;
  vendor_name: string;
  vendor_bussiness_name: string;
  venndor_bussiness_address: string;
  vendor_number: string;
  email: string;
  status: VendorStatus;
  created_at: string;
  reviewed_at: string | null;
  disabled: boolean;
  vendor_aadhar_url: string;
  vendor_pan_url: string;
  vendor_registration_document_url: string;
}

export async function getVendorsWithStatus(status: VendorStatus): Promise<ReviewedVendor[]> {
  const { data } = await api.get<ReviewedVendor[]>('/admin/data/getVendors', { params: { status } });
  return Array.isArray(data) ? data : [];
}

/** What the server says of a decision: a catalogue key and its parameters, translated where shown. */
export interface Decided {
  code: MessageKey;
  params: Record<string, string | number>;
}

/** Approves or suspends; answers what to tell the admin. */
export async function decideVendor(vendorId: number, decision: 'approve' | 'suspend'): Promise<Decided> {
  const { data } = await api.post<Decided>(`/admin/data/${decision}Vendor`, { vendor_id: vendorId });
  return { code: data.code, params: data.params ?? {} };
}

export function useReviewedVendors(status: VendorStatus) {
  return useQuery({ queryKey: keys.reviewedVendors(status), queryFn: () => getVendorsWithStatus(status) });
}

/** Approve or suspend; every vendor list (this screen's and the pickers') is read again after. */
export function useDecideVendor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ vendorId, decision }: { vendorId: number; decision: 'approve' | 'suspend' }) =>
      decideVendor(vendorId, decision),
    onSuccess: () => client.invalidateQueries({ queryKey: ['vendors'] })
  });
}
