import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Action } from '@gia/domain';
import { api, isApiError } from '@gia/shared-ui';
import { requestKeys } from './keys';
import type { ActionBody, RequestDetail } from './types';

/**
 * `POST /api/v1/global/requests/{reference}/{action}`. On success the page shows the answer at once and
 * every list, count and page is refreshed; on 409 (the state moved meanwhile) the page is read again.
 */
export function useRequestAction(reference: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, body = {} }: { action: Action; body?: ActionBody }) =>
      (await api.post<RequestDetail>(`/global/requests/${encodeURIComponent(reference)}/${action}`, body)).data,
    onSuccess: (detail) => {
      if (detail?.reference) client.setQueryData(requestKeys.detail(reference), detail);
    },
    onSettled: () => client.invalidateQueries({ queryKey: requestKeys.all })
  });
}

/** Whether an action failed because someone else moved the request first. */
export function isStateMoved(error: unknown): boolean {
  return isApiError(error) && error.response?.status === 409;
}
