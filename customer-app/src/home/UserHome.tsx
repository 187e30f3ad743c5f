import { MY_DATA_PATH } from '@gia/domain';
import { Page, SearchableTiles, useAuthStore, useT } from '@gia/shared-ui';

/** /Dashboard: the customer's greeting and the way to new services, to the services opted and to their data. */
export default function UserHome() {
  const t = useT();
  const name = useAuthStore((s) => s.user?.name) || t('home.defaultUser');
  return (
    <Page title={`${t('home.welcome')} ${name}`}>
      <SearchableTiles
        tiles={[
          { to: '/Dashboard', label: t('home.dashboard') },
          { to: '/Services', label: t('home.newServices') },
          { to: '/UserForUpdate', label: t('home.servicesOpted') },
          { to: MY_DATA_PATH, label: t('common.yourData') }
        ]}
      />
    </Page>
  );
}
