import { satisfies } from 'compare-versions';

/**
 * What a page loads with the first remote it wants, never with `/`: the remotes' containers and the shell's
 * shared copies they are given (containers.ts, provided-shared.ts), and the check of a remote's needs.
 */
export { exposedModule, forgetContainer, preloadEntry } from './containers';
export { providedVersions } from './provided-shared';

interface ManifestShared {
  name: string;
  requiredVersion?: string | false;
}

/** What the remote's build needs that this shell does not provide (from the mf-manifest.json beside its entry). */
export function missingShared(manifest: { shared?: ManifestShared[] }, provided: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const need of manifest.shared ?? []) {
    if (typeof need.requiredVersion !== 'string' || need.requiredVersion === '*') continue;
    const has = provided[need.name];
    if (!has) problems.push(`${need.name} ${need.requiredVersion} (not provided)`);
    else if (!satisfies(has, need.requiredVersion))
      problems.push(`${need.name} ${need.requiredVersion} (this shell has ${has})`);
  }
  return problems;
}
