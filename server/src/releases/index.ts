import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Releases published by `npm run release -- <app>` (scripts/release.js writes them):
 * DATA_DIR/releases/<app>/<version>/ holds one immutable build, DATA_DIR/releases/<app>/live.json
 * (`{ version, since }`) says which one is live. Read on every request: a release or a rollback takes
 * effect for the next page load without a restart.
 */
export const RELEASE_APPS = ['customer', 'admin', 'vendor', 'forms', 'shell'] as const;
export type ReleaseApp = (typeof RELEASE_APPS)[number];

/** Federation names of the remotes, as `/remotes.json` keys them, and their folder under /remotes/. */
export const REMOTE_KEYS = {
  customer: 'customer_app',
  admin: 'admin_app',
  vendor: 'vendor_app',
  forms: 'forms_app'
} as const;

/** `<package version>-<10 hex of content hash>`, as scripts/release.js names versions. */
export const VERSION_PATTERN = /^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.]+)?-[0-9a-f]{10}$/;

export const releasesRoot = (config: Config) => path.join(config.dataDir, 'releases');

/** The live version of an app, or null (no release: the portal serves its own build). */
export function liveVersion(config: Config, app: ReleaseApp): string | null {
  const file = path.join(releasesRoot(config), app, 'live.json');
  let version: unknown;
  try {
    version = (JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version;
  } catch {
    return null; // no pointer (or one being replaced: the rename is atomic, so this is only "none")
  }
  if (typeof version !== 'string' || !VERSION_PATTERN.test(version)) return null;
  return existsSync(path.join(releasesRoot(config), app, version)) ? version : null;
}

/** Where the shell loads each remote from now: REMOTE_<NAME>_URL, else the live release, else the portal's own build. */
export function remoteEntries(config: Config): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [app, key] of Object.entries(REMOTE_KEYS) as [keyof typeof REMOTE_KEYS, string][]) {
    const configured = config.remotes[key as keyof Config['remotes']];
    const ownBuild = `/remotes/${app}/remoteEntry.js`;
    const live = configured === ownBuild ? liveVersion(config, app) : null;
    out[key] = live ? `/releases/${app}/${live}/remoteEntry.js` : configured;
  }
  return out;
}

/** A strong ETag of a body: the same bytes, the same tag. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when the browser's If-None-Match names this tag (it may list several, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/** Files that name other files and so must be asked for again each time; the rest carry a content hash. */
const ENTRY_FILES = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-manifest-stats.json',
  'index.html',
  'landing.html',
  'release.json'
]);
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|json|txt|woff2?|png|svg|jpg|webp)(\.LICENSE\.txt)?$/;

/**
 * Cache-Control for a built file: `no-cache` (revalidated with its ETag) for entry files, a year and
 * `immutable` for content-hashed ones, `no-cache` for anything else.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(name)) return 'no-cache';
  return HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
