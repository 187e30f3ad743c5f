import { addEnglishTexts } from '@gia/domain';
import { identityEn } from '@gia/domain/identity-texts';
import { registerTexts } from '@gia/shared-ui';

let registered = false;

/**
 * The identity texts (issue 17) join the translator where a screen that shows them loads, so `/` does
 * not download them: the core's translator (which may have been built without them) and this build's
 * own catalogue (for code that translates directly). Hindi comes with the Hindi catalogue. Its own light
 * entry, `@gia/shared-ui/requests/identity-texts`, for the shell's sign-in screens and the admin's screens.
 */
export function registerIdentityTexts(): void {
  if (registered) return;
  registered = true;
  addEnglishTexts(identityEn);
  void registerTexts({
    name: 'identity',
    en: identityEn,
    load: { hi: () => import('@gia/domain/hi').then((m) => m.hi) }
  });
}
