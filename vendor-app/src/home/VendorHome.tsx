import { Page, SearchableTiles, useAuthStore, useT } from '@gia/shared-ui';

/** /VendorDashboard: the vendor's greeting and the way to the work assigned to them (per kind, or all of it in My work). */
export default function VendorHome() {
  const t = useT();
  const name = useAuthStore((s) => s.user?.name) || t('home.defaultVendor');
  return (
    <Page title={`${t('home.welcome')} ${name}`}>
      <SearchableTiles
        tiles={[
          { to: '/VendorDashboard', label: t('home.vendorDashboard') },
          { to: '/VendorForUpdate', label: t('home.newEnquiry') },
          { to: '/MyWork', label: t('work.title') }
        ]}
      />
    </Page>
  );
}
