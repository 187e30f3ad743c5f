/**
 * One value per page, even if a remote bundles its own copy of shared-ui by mistake: stores kept on
 * `globalThis` under a fixed name are found by every copy, so there is never a second auth state.
 */
export function pageSingleton<T>(name: string, make: () => T): T {
  const holder = globalThis as unknown as Record<string, T | undefined>;
  const key = `__gia_${name}`;
  return (holder[key] ??= make());
}
