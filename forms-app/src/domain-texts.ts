import { registerDomainTexts } from '@gia/shared-ui/requests/domain-texts';

// The domain catalogue this app was built with becomes known to the core's translator; each screen imports
// this module, so the screens module the shell loads first takes no shared module (screens.ts).
registerDomainTexts();
