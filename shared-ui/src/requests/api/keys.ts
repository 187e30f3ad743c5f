/**
 * One query key per call. Every key starts with `requests`, so an action invalidates every list, count
 * and page that may show the request it changed.
 */
export const requestKeys = {
  all: ['requests'] as const,
  kindList: (kind: string, params: Record<string, string | number>) => ['requests', 'kind', kind, params] as const,
  list: (params: Record<string, string | number>) => ['requests', 'list', params] as const,
  detail: (reference: string) => ['requests', 'detail', reference] as const,
  counts: () => ['requests', 'counts'] as const
};
