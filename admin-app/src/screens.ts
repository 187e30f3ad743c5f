import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { registerDomainTexts } from '@gia/shared-ui/requests/domain-texts';
import { kindScreens } from '@gia/shared-ui/requests/kind-screens';

// The domain catalogue this app was built with becomes known to the core's translator.
registerDomainTexts();

const ListScreen = lazy(() => import('./requests/ListScreen').then((m) => ({ default: m.ListScreen })));

/** The admin app's screens by ROUTES screen id; each loads only its own code. */
export const screens: Record<string, LazyExoticComponent<ComponentType> | ComponentType> = {
  adminHome: lazy(() => import('./home/AdminHome')),
  listHub: lazy(() => import('./home/ListHub')),
  adminUsers: lazy(() => import('./admins/AdminUsers')),
  requestQueue: lazy(() => import('./queue/RequestQueue')),
  requestPage: lazy(() => import('./request/RequestPage')),
  vendorApproval: lazy(() => import('./vendors/VendorApproval')),
  auditLog: lazy(() => import('./audit/AuditLog')),
  ...kindScreens('list', ListScreen)
};
