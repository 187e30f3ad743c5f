import { lazy, Suspense } from 'react';

/**
 * The bell's code is a chunk of its own, downloaded once someone is signed in: the landing page never
 * carries it. If that download fails, the header simply goes without the bell.
 */
const NotificationBell = lazy(() =>
  import(/* webpackChunkName: "notification-bell" */ './NotificationBell').then(
    (m) => ({ default: m.NotificationBell }),
    () => ({ default: () => null })
  )
);

/**
 * The header's notification bell, for a signed-in person only (Page renders it then). Its place is kept
 * while its code arrives, so the header does not move (the links would wrap and push the page down).
 */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={<span className="gia-bell-space" aria-hidden="true" />}>
      <NotificationBell />
    </Suspense>
  );
}
