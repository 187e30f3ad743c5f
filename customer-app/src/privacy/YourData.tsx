import { ROLE_HOME } from '@gia/domain';
import { Page, useT } from '@gia/shared-ui';
import { registerIdentityTexts } from '@gia/shared-ui/requests/identity-texts';
import { DownloadMyData } from './DownloadMyData';
import { EraseAccount } from './EraseAccount';

// The personal-data texts are identity texts (issue 17), which the customer's other screens do not need.
registerIdentityTexts();

/** /MyData: the customer's DPDP rights, a copy of their data and the erasure of their account. */
export default function YourData() {
  const t = useT();
  return (
    <Page title={t('identity.myData.title')} back={ROLE_HOME.customer.home}>
      <p className="gia-prose">{t('identity.myData.intro')}</p>
      {/* Spaced here, not by a class of the shared stylesheet, so this app runs alike under an older shell. */}
      <div style={{ display: 'grid', gap: 'var(--gia-space-4)' }}>
        <DownloadMyData />
        <EraseAccount />
      </div>
    </Page>
  );
}
