/**
 * What the portal's builds share under the name `@tanstack/react-query` (webpack aliases it here, as the
 * router's subset): a shared module cannot be tree-shaken, and the whole package is 13.2 KB gzip on every
 * role screen; this subset, the calls every app uses, is 12.1. shell/src/__tests__/shared-subsets.test.ts
 * fails when an app imports a name missing here: add it.
 */
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient
} from '@gia/react-query-whole';
