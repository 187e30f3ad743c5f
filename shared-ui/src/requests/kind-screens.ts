import { createElement, type ComponentType } from 'react';
import { SERVICES } from '@gia/domain';

/**
 * One screen per catalogue kind, keyed `<which>:<kind key>` as ROUTES names them, each drawing `Screen`
 * for its kind: the catalogue alone decides which screens an app exposes. Its own light entry,
 * `@gia/shared-ui/requests/kind-screens`, so an app's screens module stays small.
 */
export function kindScreens(which: string, Screen: ComponentType<{ kindKey: string }>): Record<string, ComponentType> {
  return Object.fromEntries(
    SERVICES.map((s) => {
      const ForKind = () => createElement(Screen, { kindKey: s.key });
      ForKind.displayName = `${which}:${s.key}`;
      return [`${which}:${s.key}`, ForKind];
    })
  );
}
