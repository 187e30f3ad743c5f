import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..', '..');
const WORKSPACES = ['domain', 'shared-ui', 'shell', 'customer-app', 'admin-app', 'vendor-app', 'forms-app'];
const FILES = ['webpack.shared.js', 'tsconfig.base.json', 'tsconfig.web.json', 'package.json', 'package-lock.json'];

/**
 * A copy of the web sources a team would change and release, in a temporary folder, so a journey can
 * change an app and build or release it (with this checkout's scripts) without touching the checkout.
 * node_modules links to the checkout's packages, except the workspaces, which link to the copies.
 */
export interface SourceCopy {
  root: string;
  edit(file: string, change: (text: string) => string): void;
  /** `node scripts/release.js ...args` of the copy; answers its output, throws with it on failure. */
  release(args: string[], env: Record<string, string>): { code: number; out: string };
  /** A production build of one app into `out` (webpack, as the release script builds). */
  build(folder: string, out: string): void;
  remove(): void;
}

export function copySources(): SourceCopy {
  const root = mkdtempSync(path.join(os.tmpdir(), 'gia-sources-'));
  const skip = (src: string) => !/(^|\/)(node_modules|dist|\.build-stamp)(\/|$)/.test(path.relative(ROOT, src));
  for (const ws of WORKSPACES) cpSync(path.join(ROOT, ws), path.join(root, ws), { recursive: true, filter: skip });
  for (const file of FILES) cpSync(path.join(ROOT, file), path.join(root, file));
  cpSync(path.join(ROOT, 'scripts'), path.join(root, 'scripts'), { recursive: true });
  mkdirSync(path.join(root, 'node_modules', '@gia'), { recursive: true });
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '@gia' || entry === '.bin') continue;
    symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(root, 'node_modules', entry));
  }
  for (const ws of WORKSPACES) symlinkSync(path.join(root, ws), path.join(root, 'node_modules', '@gia', ws));
  return {
    root,
    edit(file, change) {
      const full = path.join(root, file);
      writeFileSync(full, change(readFileSync(full, 'utf8')));
    },
    release(args, env) {
      try {
        const out = execFileSync(process.execPath, [path.join(root, 'scripts', 'release.js'), ...args], {
          cwd: root,
          env: { ...process.env, ...env },
          encoding: 'utf8',
          stdio: 'pipe'
        });
        return { code: 0, out };
      } catch (error) {
        const e = error as { status: number; stdout: string; stderr: string };
        return { code: e.status, out: `${e.stdout}${e.stderr}` };
      }
    },
    build(folder, out) {
      const script = `const webpack = require('webpack');
const config = require(${JSON.stringify(path.join(root, folder, 'webpack.config.js'))})({}, { mode: 'production' });
config.output.path = ${JSON.stringify(out)};
webpack(config, (e, s) => { if (e || s.hasErrors()) { console.error(e || s.toString({ all: false, errors: true })); process.exit(1); } });`;
      execFileSync(process.execPath, ['-e', script], { cwd: root, stdio: 'pipe' });
    },
    remove: () => rmSync(root, { recursive: true, force: true })
  };
}
