import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { registerDomainTexts } from '@gia/shared-ui/requests/domain-texts';

// The domain catalogue this app was built with becomes known to the core's translator.
registerDomainTexts();

/** The forms app's screens by the `screen` ids of the domain's ROUTES; each loads on first use. */
export const screens: Record<string, LazyExoticComponent<ComponentType> | ComponentType> = {
  formList: lazy(() => import('./list/ListOfForms')),
  formBuilder: lazy(() => import('./builder/AdminFormBuilder')),
  formRenderer: lazy(() => import('./renderer/FormRenderer')),
  formResponses: lazy(() => import('./responses/FormResponses'))
};
