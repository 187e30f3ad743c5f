import React from 'react';
import ReactDOM from 'react-dom';
import * as reactRouterDom from 'react-router-dom';
import * as zustand from 'zustand';
import * as reactQuery from '@tanstack/react-query';
import * as sharedUiCore from '@gia/shared-ui';

/** The version the shell provides each shared singleton at, written by its build (webpack.shared.js). */
declare const GIA_SHARED: Record<string, string>;

/** The versions this shell provides the shared singletons at ({ name: version }). */
export function providedVersions(): Record<string, string> {
  return typeof GIA_SHARED === 'undefined' ? {} : GIA_SHARED; // tests run without the build
}

/**
 * The shell's own copy of each shared singleton, as the remotes receive it: a CommonJS package (React)
 * as its exports, any other as its module namespace.
 */
const OWN_COPY: Record<string, unknown> = {
  react: React,
  'react-dom': ReactDOM,
  'react-router-dom': reactRouterDom,
  zustand,
  '@tanstack/react-query': reactQuery,
  '@gia/shared-ui': sharedUiCore
};

/**
 * The share scope every remote's container is initialised with: each singleton the build names, the shell's
 * copy, keyed by package and version as webpack's sharing keeps them (`get` gives a module's factory;
 * `loaded` says it has run, so a remote takes it as it is).
 */
export function providedShareScope(): Record<string, Record<string, object>> {
  return Object.fromEntries(
    Object.entries(providedVersions()).map(([name, version]) => {
      const copy = OWN_COPY[name];
      if (!copy) throw new Error(`The shell shares ${name} but has no copy of it in provided-shared.ts`);
      const factory = () => copy;
      return [
        name,
        {
          [version]: {
            version,
            from: 'shell',
            eager: false,
            loaded: 1,
            get: () => Promise.resolve(factory)
          }
        }
      ];
    })
  );
}
