import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
/**
 * The forms app's screens by the `screen` ids of the domain's ROUTES; each loads on first use. This module
 * takes no shared module (each screen registers the domain texts itself, `domain-texts.ts`): a build the live
 * shell cannot serve then fails inside its screen, where the area's message names the cause.
 */
export const screens: Record<string, LazyExoticComponent<ComponentType> | ComponentType> = {
  formList: lazy(() => import('./list/ListOfForms')),
  formBuilder: lazy(() => import('./builder/AdminFormBuilder')),
  formRenderer: lazy(() => import('./renderer/FormRenderer')),
  formResponses: lazy(() => import('./responses/FormResponses'))
};
