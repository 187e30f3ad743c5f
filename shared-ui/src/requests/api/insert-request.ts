import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceKind } from '@gia/domain';
import { api } from '@gia/shared-ui';
import { insertPath } from '../request-row';
import { requestKeys } from './keys';

/** What every insert answers (contract-14). */
export interface Inserted {
  message: string;
  id: number;
  reference: string;
}

/** A kind's insert call; every list and count is refreshed after it. */
export function useInsertRequest(kind: ServiceKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) => (await api.post<Inserted>(insertPath(kind), body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: requestKeys.all })
  });
}
