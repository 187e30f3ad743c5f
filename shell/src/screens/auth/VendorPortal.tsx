import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Page, useT } from '@gia/shared-ui';
import { VendorSignIn } from './VendorSignIn';
import { VendorSignup } from './VendorSignup';

export type VendorView = 'landing' | 'signin' | 'vendor_signup';

/** The service providers' door: a welcome, their sign-in and their sign-up, on one route. */
export function VendorPortal() {
  const t = useT();
  const [view, setView] = useState<VendorView>('landing');
  const title =
    view === 'landing' ? t('vendor.portalHeading') : view === 'signin' ? t('auth.signIn') : t('vendor.signupTitle');
  return (
    <Page title={title}>
      <nav className="gia-actions gia-topbar" aria-label={t('vendor.portalHeading')}>
        <Link className="gia-button gia-button-secondary" to="/Sign_in">
          {t('common.back')}
        </Link>
        <Link className="gia-button gia-button-secondary" to="/about">
          {t('vendor.aboutUs')}
        </Link>
      </nav>
      {view === 'landing' && (
        <div className="gia-actions">
          <Button onClick={() => setView('signin')}>{t('auth.signIn')}</Button>
          <Button onClick={() => setView('vendor_signup')}>{t('auth.signUp')}</Button>
          <Button variant="secondary" onClick={() => setView('signin')}>
            {t('vendor.explore')}
          </Button>
        </div>
      )}
      {view === 'signin' && <VendorSignIn onSwitch={setView} />}
      {view === 'vendor_signup' && <VendorSignup onSwitch={setView} />}
    </Page>
  );
}
