import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@gia/shared-ui';
import { requestKeys } from './keys';
import type { RequestDetail } from './types';

/** `GET /api/v1/global/requests/{reference}`: one request as the caller may see it. */
export function requestQuery(reference: string) {
  return queryOptions({
    queryKey: requestKeys.detail(reference),
    queryFn: async () => (await api.get<RequestDetail>(`/global/requests/${encodeURIComponent(reference)}`)).data,
    // A request the caller may not see answers 404: asking again will not change that.
    retry: (count, error) => !isNotFound(error) && count < 1
  });
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.response?.status === 404;
}

export function useRequest(reference: string) {
  return useQuery(requestQuery(reference));
}
