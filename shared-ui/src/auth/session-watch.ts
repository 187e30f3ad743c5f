import { onCallFailed } from '../api/client';
import { useFeedbackStore } from '../feedback/feedback-store';
import { tNow } from '../i18n/use-t';
import { pageSingleton } from '../singleton';
import { useAuthStore } from './auth-store';

/** Signs the user out with a clear notice when the token has expired or was revoked. */
export function endExpiredSession(): void {
  if (!useAuthStore.getState().isAuthenticated) return;
  useAuthStore.getState().logout('expired');
  useFeedbackStore.getState().notify('error', tNow('auth.sessionExpired'));
}

/** A 401 on a call that carried a token means the session is over; a failed login is not. */
pageSingleton('sessionWatch', () => {
  onCallFailed((error) => {
    if (error.response?.status !== 401) return;
    const sentToken = String(error.config.headers?.Authorization ?? '').startsWith('Bearer ');
    const isLogin = error.config.url.includes('/login/');
    if (sentToken && !isLogin) endExpiredSession();
  });
  return true;
});
