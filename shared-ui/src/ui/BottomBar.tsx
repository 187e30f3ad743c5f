import { createContext, useContext, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { ROLE_HOME, type Role } from '@gia/domain/core';
import { useAuthStore } from '../auth/auth-store';
import { useT } from '../i18n/use-t';
import { useLogout } from './use-logout';

/** Where each role finds its own requests. */
/** Each role's one list of requests across kinds (issue 14 workspaces). */
const MY_REQUESTS: Record<Role, string> = { customer: '/MyRequests', admin: '/RequestQueue', vendor: '/MyWork' };

/** True inside a Page, which already draws the bar: a second one is not drawn. */
export const BottomBarDrawn = createContext(false);

/** 24px line icons; decorative, the words under them name the action. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="gia-bottombar-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const HOME = (
  <Icon>
    <path d="M3 11l9-8 9 8" />
    <path d="M5 10v10h5v-6h4v6h5V10" />
  </Icon>
);
const LIST = (
  <Icon>
    <path d="M9 6h12M9 12h12M9 18h12" />
    <path d="M4 6h.01M4 12h.01M4 18h.01" />
  </Icon>
);
const LOGOUT = (
  <Icon>
    <path d="M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4" />
    <path d="M10 17l-5-5 5-5" />
    <path d="M5 12h11" />
  </Icon>
);

/** Phone-only navigation for a signed-in person: home, my requests, logout. */
export function BottomBar() {
  const t = useT();
  const role = useAuthStore((s) => s.role);
  const logout = useLogout();
  if (useContext(BottomBarDrawn) || !role) return null;
  return (
    <nav className="gia-bottombar" aria-label={t('common.account')}>
      <NavLink to={ROLE_HOME[role].home} end>
        {HOME}
        <span>{t('common.home')}</span>
      </NavLink>
      <NavLink to={MY_REQUESTS[role]} end>
        {LIST}
        <span>{t('common.myRequests')}</span>
      </NavLink>
      <button type="button" onClick={() => void logout()}>
        {LOGOUT}
        <span>{t('common.logout')}</span>
      </button>
    </nav>
  );
}
