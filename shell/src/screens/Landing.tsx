import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { ROLE_HOME, SERVICE_KEYS, SERVICE_ROUTES, serviceText } from '@gia/domain/core';
import { LanguageSwitch, SkipLink, Tile, TileGrid, useAuthStore, useT } from '@gia/shared-ui';

const unchanging = () => () => undefined;

/**
 * False while React takes over the prerendered `/` (drawn for a visitor not signed in), true from then
 * on: what depends on the session is drawn after hydration, so the markup matches what the build drew.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false
  );
}

/** The front door: who we are, what we do, and the three ways in. */
export function Landing() {
  const t = useT();
  const role = useAuthStore((s) => s.role);
  const hydrated = useHydrated();
  return (
    <div className="gia-page">
      <SkipLink />
      <header className="gia-header">
        <Link to="/" className="gia-brand">
          {t('brand')}
        </Link>
        <nav className="gia-header-tools" aria-label={t('brand')}>
          <Link className="gia-button gia-button-secondary" to="/ServiceProviderLogin">
            {t('landing.becomeVendor')}
          </Link>
          <Link className="gia-button gia-button-secondary" to="/AdminLogin">
            {t('landing.adminLogin')}
          </Link>
          <Link className="gia-button gia-button-secondary" to="/signin">
            {t('landing.userLogin')}
          </Link>
          <LanguageSwitch />
        </nav>
      </header>
      <main className="gia-main" id="main" tabIndex={-1}>
        <section className="gia-hero">
          <h1>{t('landing.slogan')}</h1>
          <p className="gia-tagline">{t('landing.tagline')}</p>
          <p>{t('landing.intro')}</p>
          {hydrated && role && (
            <Link className="gia-button gia-button-primary" to={ROLE_HOME[role].home}>
              {t('home.dashboard')}
            </Link>
          )}
        </section>
        <section aria-labelledby="landing-services">
          <h2 id="landing-services">{t('landing.servicesHeading')}</h2>
          <TileGrid>
            {SERVICE_KEYS.map((key) => (
              <Tile key={key} to={SERVICE_ROUTES[key].form} label={t(serviceText({ key }, 'name'))} />
            ))}
          </TileGrid>
        </section>
      </main>
      <footer className="gia-footer">
        <Link to="/contact">{t('footer.contact')}</Link>
        <Link to="/privacy">{t('footer.privacy')}</Link>
        <Link to="/about">{t('footer.about')}</Link>
        <span>{t('footer.credit')}</span>
      </footer>
    </div>
  );
}
