/**
 * Every text a person reads, in English. Spec texts are kept word for word (misspellings included);
 * texts the spec does not show are ours. Keys are grouped by the screen family that first uses them.
 */
import { fieldsEn } from './fields.en';
import { formsEn } from './forms.en';
import { servicesEn } from './services.en';
import { workspaceEn } from './workspace.en';
import { talkEn } from './talk.en';
import { staffWorkspaceEn } from './staff-workspace.en';
import { releasesEn } from './releases.en';
import { limitsEn } from './limits.en';
import { errorsEn } from './errors.en';
import type { IdentityKey } from './identity.en';
import { ownEn } from './core.en';

const baseEn = {
  ...workspaceEn,
  ...talkEn,
  ...staffWorkspaceEn,
  ...ownEn
} as const;

export const en = {
  ...baseEn,
  ...servicesEn,
  ...fieldsEn,
  ...releasesEn,
  ...limitsEn,
  ...errorsEn,
  ...formsEn
} as const;

/** Every key; the identity texts (issue 17) are added at run time by `registerIdentityTexts`, so `/` does not download them. */
export type MessageKey = keyof typeof en | IdentityKey;
