/**
 * Query keys of the admin's own calls (the global request calls' keys are the request library's
 * `requestKeys`). Counts and charts sit under 'requests', so every action on a request refreshes them.
 */
export const keys = {
  weeklyStats: () => ['requests', 'weeklyStats'] as const,
  attention: () => ['requests', 'attention'] as const,
  vendors: (category: string) => ['vendors', category] as const,
  /** Under 'vendors' too: approving or suspending one changes who the pickers offer. */
  reviewedVendors: (status: string) => ['vendors', 'review', status] as const,
  auditLog: (page: number) => ['audit', 'log', page] as const,
  erasures: () => ['audit', 'erasures'] as const
};
