import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Marks the extra history entry a changed form stands on, so the browser's Back lands on the form first. */
const GUARD = 'giaLeaveGuard';

const onGuardEntry = () => (window.history.state as Record<string, unknown> | null)?.[GUARD] === true;

/** The same page once more on top of history, keeping the router's own state so it sees no move. */
function pushGuardEntry(): void {
  const state = (window.history.state as Record<string, unknown> | null) ?? {};
  window.history.pushState({ ...state, [GUARD]: true }, '', window.location.href);
}

/**
 * While a form holds changes, leaving it asks first: closing or reloading the tab (the browser's own
 * question), following a link inside the portal and the browser's Back button (our dialog). The draft is
 * kept either way. The shell's BrowserRouter cannot block a move (only data routers have `useBlocker`, and
 * every role app shares the shell's router), so Back is caught with an extra history entry: Back leaves
 * that entry for the form's own, the form stays, and we ask; staying puts the entry back, leaving goes one
 * step further back. Once the form holds no changes again (its draft discarded) the entry is taken back
 * off, so one Back leaves. While it is being sent it asks nothing and keeps the entry. Answers how the
 * form itself moves on (after sending), over that entry rather than after it, so Back from the next page
 * does not land on the form twice.
 */
export function useLeaveGuard(
  { changed, sending }: { changed: boolean; sending: boolean },
  ask: () => Promise<boolean>
): (to: string) => void {
  const navigate = useNavigate();
  const leaveTo = useCallback((to: string) => navigate(to, { replace: onGuardEntry() }), [navigate]);
  const active = changed && !sending;
  useEffect(() => {
    // Moving on after sending replaces the entry first, so this only finds it when the changes are gone.
    if (!changed && onGuardEntry()) window.history.back();
  }, [changed]);
  useEffect(() => {
    if (!active) return;
    let leaving = false;
    let asking = false;
    if (!onGuardEntry()) pushGuardEntry();
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname && link.search === window.location.search) return;
      e.preventDefault();
      e.stopPropagation();
      const to = link.pathname + link.search + link.hash;
      void ask().then((leave) => leave && leaveTo(to));
    };
    const onPopState = () => {
      if (leaving || asking || onGuardEntry()) return;
      asking = true;
      void ask().then((leave) => {
        asking = false;
        if (!leave) return pushGuardEntry();
        leaving = true;
        window.history.back();
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, ask, leaveTo]);
  return leaveTo;
}
