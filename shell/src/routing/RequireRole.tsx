import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { ROLE_HOME, type Role } from '@gia/domain/core';
import { EmptyState, Page, endExpiredSession, isTokenExpired, useAuthStore, useT } from '@gia/shared-ui';
import type { ReturnState } from './return-path';

/**
 * Lets through only the roles a route names. A signed-out visitor goes to that role's sign-in and
 * comes back afterwards; an expired session ends with a notice; another role is told so.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const t = useT();
  const location = useLocation();
  const { isAuthenticated, role, token, signedOut } = useAuthStore();
  const expired = Boolean(token && isTokenExpired(token));

  useEffect(() => {
    if (expired) endExpiredSession();
  }, [expired]);

  const signIn = ROLE_HOME[roles[0]].signIn;
  const back: ReturnState = { from: location.pathname + location.search };
  // Logging out leaves a guarded page for the landing page, never for a sign-in that would return here.
  if (!isAuthenticated && signedOut === 'chosen') return <Navigate to="/" replace />;
  if (!isAuthenticated || !role || expired) return expired ? null : <Navigate to={signIn} replace state={back} />;
  if (!roles.includes(role)) {
    return (
      <Page>
        <EmptyState
          text={t('auth.wrongRole')}
          action={
            <Link to={signIn} state={back}>
              {t('auth.signInAgain')}
            </Link>
          }
        />
      </Page>
    );
  }
  return <>{children}</>;
}
