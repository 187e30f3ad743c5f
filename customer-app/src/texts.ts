import { registerTexts, useTexts } from '@gia/shared-ui';
import { registerDomainTexts } from '@gia/shared-ui/requests/domain-texts';
import { customerTextsEn } from './texts.en';

// Known to the core's translator as soon as this app's screens module loads (before any screen draws):
// the domain catalogue this app was built with, and this app's own texts. Hindi is fetched when chosen.
registerDomainTexts();
void registerTexts({
  name: 'customer-app',
  en: customerTextsEn,
  load: { hi: () => import(/* webpackChunkName: "customer-texts-hi" */ './texts.hi').then((m) => m.customerTextsHi) }
});

/** This app's own texts, typed by key. */
export function useCustomerT() {
  return useTexts(customerTextsEn);
}
