import { useCallback, useEffect, useRef, useState } from 'react';
import { api, errorMessage } from '@gia/shared-ui';
import type { NotificationRow } from './notice-text';

export const POLL_MS = 30_000;
export const PAGE_SIZE = 20;
const PATH = '/global/notifications';

function unreadHeader(headers: unknown): number | null {
  const n = Number((headers as Record<string, unknown> | undefined)?.['x-unread-count']);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/**
 * The last unread count read, and for which session. Each screen draws its own Page, so the bell is drawn
 * anew on every navigation (and after a remote's loading Page): it shows this count at once rather than
 * none, and reads it again only when it is older than FRESH_MS.
 */
let lastRead: { token: string; count: number; at: number } | null = null;
const FRESH_MS = 15_000;

/** Tests' fresh page: no count kept from an earlier test's session of the same token. */
export function forgetUnreadCount(): void {
  lastRead = null;
}

const keptFor = (token: string | null) => (token !== null && lastRead?.token === token ? lastRead : null);

/**
 * The signed-in account's unread count (`token`: the session's, null when signed out): read at once
 * unless just read, every 30 seconds and whenever the window gets the focus back. A failed read keeps the
 * last count: the list says what went wrong when it is opened.
 */
export function useUnreadCount(token: string | null) {
  const [count, setShown] = useState(() => keptFor(token)?.count ?? 0);
  const live = useRef(true);
  const setCount = useCallback(
    (n: number) => {
      if (token !== null) lastRead = { token, count: n, at: Date.now() };
      setShown(n);
    },
    [token]
  );
  const refresh = useCallback(async () => {
    try {
      const res = await api.get<NotificationRow[]>(PATH, { params: { unread: 1, limit: 1 } });
      const n = unreadHeader(res.headers);
      if (live.current && n !== null) setCount(n);
    } catch {
      // Kept as it was; see above.
    }
  }, [setCount]);

  useEffect(() => {
    live.current = true;
    if (token === null) {
      setShown(0);
      return;
    }
    const kept = keptFor(token);
    if (kept === null || Date.now() - kept.at >= FRESH_MS) void refresh();
    const timer = setInterval(() => void refresh(), POLL_MS);
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => {
      live.current = false;
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [token, refresh]);

  return { count, setCount, refresh };
}

interface ListState {
  rows: NotificationRow[];
  total: number;
  /** The last page read. */
  page: number;
  loading: boolean;
  error: string | null;
}

const EMPTY: ListState = { rows: [], total: 0, page: 0, loading: false, error: null };

/**
 * Past notifications, newest first, read a page at a time while `open` (from the first page each time it
 * opens); marking read updates the rows and reports the unread count.
 */
export function useNotificationList(open: boolean, onUnread: (n: number) => void) {
  const [state, setState] = useState<ListState>(EMPTY);
  const opened = useRef(0);

  const load = useCallback(
    async (page: number) => {
      const run = opened.current;
      setState((s) => ({ ...s, loading: true, error: null }));
      try {
        const res = await api.get<NotificationRow[]>(PATH, { params: { page, limit: PAGE_SIZE } });
        if (run !== opened.current) return;
        const fresh = Array.isArray(res.data) ? res.data : [];
        const total = Number((res.headers as Record<string, unknown> | undefined)?.['x-total-count']);
        setState((s) => {
          // Newer notifications arriving meanwhile shift the pages: keep each one once.
          const rows = page === 1 ? fresh : [...s.rows, ...fresh.filter((n) => !s.rows.some((r) => r.id === n.id))];
          return { rows, total: Number.isFinite(total) ? total : rows.length, page, loading: false, error: null };
        });
        const unread = unreadHeader(res.headers);
        if (unread !== null) onUnread(unread);
      } catch (error) {
        if (run === opened.current) setState((s) => ({ ...s, loading: false, error: errorMessage(error, '') }));
      }
    },
    [onUnread]
  );

  useEffect(() => {
    opened.current += 1;
    if (open) void load(1);
    else setState(EMPTY);
  }, [open, load]);

  const markRead = useCallback(
    async (which: number[] | 'all') => {
      const res = await api.post<{ updated: number; unread: number }>(
        `${PATH}/markRead`,
        which === 'all' ? { all: true } : { ids: which }
      );
      const at = new Date().toISOString();
      setState((s) => ({
        ...s,
        rows: s.rows.map((r) =>
          r.read_at === null && (which === 'all' || which.includes(r.id)) ? { ...r, read_at: at } : r
        )
      }));
      onUnread(res.data.unread);
    },
    [onUnread]
  );

  return {
    rows: state.rows,
    loading: state.loading,
    error: state.error,
    hasMore: state.page > 0 && state.rows.length < state.total,
    more: () => void load(state.page + 1),
    reload: () => void load(1),
    markRead
  };
}
