import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { registerDomainTexts } from '@gia/shared-ui/requests/domain-texts';
import { kindScreens } from '@gia/shared-ui/requests/kind-screens';

// The domain catalogue this app was built with becomes known to the core's translator.
registerDomainTexts();

const ListScreen = lazy(() => import('./requests/ListScreen').then((m) => ({ default: m.ListScreen })));

/** The vendor app's screens by ROUTES screen id; each loads only its own code. */
export const screens: Record<string, LazyExoticComponent<ComponentType> | ComponentType> = {
  vendorHome: lazy(() => import('./home/VendorHome')),
  vendorHub: lazy(() => import('./home/VendorHub')),
  myWork: lazy(() => import('./work/MyWork')),
  requestPage: lazy(() => import('./request/RequestPage')),
  ...kindScreens('list', ListScreen)
};
