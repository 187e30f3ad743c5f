import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { SERVICES } from '@gia/domain';

const ListScreen = lazy(() => import('./requests/ListScreen').then((m) => ({ default: m.ListScreen })));

/** Binds a kind to the shared review list, so the catalogue alone decides which lists exist. */
function listOf(kindKey: string): ComponentType {
  const Screen = () => createElement(ListScreen, { kindKey });
  Screen.displayName = `list:${kindKey}`;
  return Screen;
}

/** The admin app's screens by ROUTES screen id; each loads only its own code. */
export const screens: Record<string, LazyExoticComponent<ComponentType> | ComponentType> = {
  adminHome: lazy(() => import('./home/AdminHome')),
  listHub: lazy(() => import('./home/ListHub')),
  adminUsers: lazy(() => import('./admins/AdminUsers')),
  ...Object.fromEntries(SERVICES.map((s) => [`list:${s.key}`, listOf(s.key)]))
};
