import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { SERVICES } from '@gia/domain';

const KindScreens = {
  form: lazy(() => import('./requests/KindScreens').then((m) => ({ default: m.FormScreen }))),
  list: lazy(() => import('./requests/KindScreens').then((m) => ({ default: m.ListScreen })))
};

/** Binds a kind to the shared form or list screen, so the catalogue alone decides which screens exist. */
function forKind(which: keyof typeof KindScreens, kindKey: string): ComponentType {
  const Screen = () => createElement(KindScreens[which], { kindKey });
  Screen.displayName = `${which}:${kindKey}`;
  return Screen;
}

/** The customer app's screens by ROUTES screen id; each loads only its own code. */
export const screens: Record<string, LazyExoticComponent<ComponentType> | ComponentType> = {
  userHome: lazy(() => import('./home/UserHome')),
  services: lazy(() => import('./home/Services')),
  servicesOpted: lazy(() => import('./home/ServicesOpted')),
  ...Object.fromEntries(SERVICES.flatMap((s) => [[`form:${s.key}`, forKind('form', s.key)], [`list:${s.key}`, forKind('list', s.key)]]))
};
