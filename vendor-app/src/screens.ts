import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { SERVICES } from '@gia/domain';

const ListScreen = lazy(() => import('./requests/ListScreen').then((m) => ({ default: m.ListScreen })));

/** Binds a kind to the shared vendor list, so the catalogue alone decides which lists exist. */
function listOf(kindKey: string): ComponentType {
  const Screen = () => createElement(ListScreen, { kindKey });
  Screen.displayName = `list:${kindKey}`;
  return Screen;
}

/** The vendor app's screens by ROUTES screen id; each loads only its own code. */
export const screens: Record<string, LazyExoticComponent<ComponentType> | ComponentType> = {
  vendorHome: lazy(() => import('./home/VendorHome')),
  vendorHub: lazy(() => import('./home/VendorHub')),
  ...Object.fromEntries(SERVICES.map((s) => [`list:${s.key}`, listOf(s.key)]))
};
