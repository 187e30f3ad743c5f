import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CHANGE_PASSWORD_PATH, MY_DATA_PATH } from '@gia/domain/core';
import { useAuthStore } from '../auth/auth-store';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useT } from '../i18n/use-t';
import { LazyNotificationBell } from '../notifications/LazyNotificationBell';
import { BottomBar, BottomBarDrawn } from './BottomBar';
import { Button } from './Button';
import { SkipLink } from './SkipLink';
import { useLogout } from './use-logout';

export interface PageProps {
  title?: string;
  /** Where the back arrow leads. */
  back?: string;
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The browser tab reads the screen's title, and after a move to another screen the keyboard and screen
 * reader start at that title instead of at the top of the page (where the clicked link no longer is).
 */
function useScreenTitle(title: string | undefined, brand: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    document.title = title ? `${title} | ${brand}` : brand;
  }, [title, brand]);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    // 'default' is the first screen of a visit: the browser starts at the top as usual.
    if (key !== 'default' && lost) heading.current?.focus();
  }, [key]);
  return heading;
}

/**
 * The frame of every screen: GIA header (with the notification bell and the account's links when signed in:
 * a customer's data, the password), optional back link and title, the main content, and the phone bar when signed in.
 */
export function Page({ title, back, actions, children }: PageProps) {
  const t = useT();
  const { isAuthenticated, user, role } = useAuthStore();
  const logout = useLogout();
  const heading = useScreenTitle(title, t('brand'));
  return (
    <div className="gia-page">
      <SkipLink />
      <header className="gia-header">
        <Link to="/" className="gia-brand">
          {t('brand')}
        </Link>
        <div className="gia-header-tools">
          <LanguageSwitch />
          {isAuthenticated && (
            <>
              <LazyNotificationBell />
              {user?.name && <span className="gia-user-name">{user.name}</span>}
              {role === 'customer' && (
                <Link to={MY_DATA_PATH} className="gia-header-link">
                  {t('common.yourData')}
                </Link>
              )}
              <Link to={CHANGE_PASSWORD_PATH} className="gia-header-link">
                {t('common.changePassword')}
              </Link>
              <Button variant="secondary" className="gia-logout" onClick={() => void logout()}>
                {t('common.logout')}
              </Button>
            </>
          )}
        </div>
      </header>
      <main className="gia-main" id="main" tabIndex={-1}>
        {(back || title || actions) && (
          <div className="gia-page-head">
            {back && (
              <Link to={back} className="gia-back" aria-label={t('common.back')}>
                ←
              </Link>
            )}
            {title && (
              <h1 ref={heading} tabIndex={-1}>
                {title}
              </h1>
            )}
            {actions && <div className="gia-page-actions">{actions}</div>}
          </div>
        )}
        <BottomBarDrawn.Provider value>{children}</BottomBarDrawn.Provider>
      </main>
      {isAuthenticated && <BottomBar />}
    </div>
  );
}
