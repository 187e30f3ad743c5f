import { registerTexts, useTexts } from '@gia/shared-ui';
import { workspaceTextsEn } from './texts.en';

let registered = false;

/** Registers the library's texts with the core's translator, once per remote that bundles the library. */
export function registerWorkspaceTexts(): void {
  if (registered) return;
  registered = true;
  void registerTexts({
    name: 'requests-library',
    en: workspaceTextsEn,
    load: {
      hi: () => import(/* webpackChunkName: "requests-library-hi" */ './texts.hi').then((m) => m.workspaceTextsHi)
    }
  });
}

// Known to the translator as soon as any component of the library is imported, before anything renders.
registerWorkspaceTexts();

/** The library's own texts, typed by key. */
export function useWorkspaceT() {
  return useTexts(workspaceTextsEn);
}
