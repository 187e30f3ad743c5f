import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@gia/shared-ui';
import { requestKeys } from '@gia/shared-ui/requests';

export interface BulkBody {
  action: 'assign' | 'reject';
  references: string[];
  vendor_id?: number;
  reason?: string;
}

export interface BulkResult {
  reference: string;
  ok: boolean;
  status?: string;
  /** Why it was not done: `code` a catalogue key with its `params`; `message` the same in English. */
  message?: string;
  code?: string;
  params?: Record<string, string | number>;
}

/** `POST /api/v1/admin/data/bulkAction`: assigns or rejects several requests; each one succeeds or fails on its own. */
export async function bulkAction(body: BulkBody): Promise<BulkResult[]> {
  const { data } = await api.post<{ results: BulkResult[] }>('/admin/data/bulkAction', body);
  return Array.isArray(data?.results) ? data.results : [];
}

export function useBulkAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkAction,
    onSettled: () => client.invalidateQueries({ queryKey: requestKeys.all })
  });
}
