const WINDOW_MS = 60_000;

export interface RateLimiter {
  /** Counts one attempt from `address`; answers the seconds to wait when it is over the limit, else 0. */
  hit(address: string): number;
}

/**
 * A fixed one-minute window per address, kept in memory: enough to stop one machine flooding the
 * public response call. Old windows are dropped as they are passed, so the map stays small.
 */
export function perMinuteLimiter(limit: number, clock: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = clock();
  return {
    hit(address) {
      const at = clock();
      if (at - lastSweep > WINDOW_MS) {
        for (const [key, w] of windows) if (at - w.start >= WINDOW_MS) windows.delete(key);
        lastSweep = at;
      }
      const current = windows.get(address);
      if (!current || at - current.start >= WINDOW_MS) {
        windows.set(address, { start: at, count: 1 });
        return 0;
      }
      current.count += 1;
      return current.count > limit ? Math.ceil((current.start + WINDOW_MS - at) / 1000) : 0;
    }
  };
}
