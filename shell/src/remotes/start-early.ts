import { routeAppFor } from '@gia/domain/core';
import { isTokenExpired, useAuthStore } from '@gia/shared-ui';
import { routeEntryFor } from '../routing/route-entry';
import { startScreens, type RemoteApp } from './federation';

/**
 * Called as the shell starts, before React draws: when the address is a remote's screen the signed-in
 * role may open, that remote's files (and the query provider's chunk) start loading at once, beside the
 * first render, instead of after it.
 */
export function startScreenOf(pathname: string): void {
  const { isAuthenticated, role, token } = useAuthStore.getState();
  if (!isAuthenticated || !role || (token && isTokenExpired(token))) return;
  const entry = routeEntryFor(pathname);
  if (!entry || entry.roles === 'public' || !entry.roles.includes(role)) return;
  const app = routeAppFor(entry, role);
  if (app === 'shell') return;
  startScreens(app as RemoteApp);
  void import(/* webpackChunkName: "query-scope" */ '../query/QueryScope');
}
