import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { kindScreens } from '@gia/shared-ui/requests/kind-screens';
// The texts this app was built with (its domain catalogue and its own) become known to the core's translator.
import './texts';

// A kind's form and its list load apart: the form's page does not carry the list, nor the list the form.
const FormScreen = lazy(() => import('./requests/FormScreen').then((m) => ({ default: m.FormScreen })));
const ListScreen = lazy(() => import('./requests/ListScreen').then((m) => ({ default: m.ListScreen })));

/** The customer app's screens by ROUTES screen id; each loads only its own code. */
export const screens: Record<string, LazyExoticComponent<ComponentType> | ComponentType> = {
  userHome: lazy(() => import('./home/UserHome')),
  services: lazy(() => import('./home/Services')),
  servicesOpted: lazy(() => import('./home/ServicesOpted')),
  myData: lazy(() => import('./privacy/YourData')),
  myRequests: lazy(() => import('./workspace/MyRequests')),
  requestPage: lazy(() => import('./workspace/RequestPage')),
  ...kindScreens('form', FormScreen),
  ...kindScreens('list', ListScreen)
};
