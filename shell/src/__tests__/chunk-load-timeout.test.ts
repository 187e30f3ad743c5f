/**
 * @jest-environment node
 */
import path from 'node:path';
import { REMOTE_TIMEOUT_MS } from '../remotes/federation';

/** The portal's five web apps, each built by its own webpack.config.js from webpack.shared.js. */
const APPS = ['shell', 'customer-app', 'admin-app', 'vendor-app', 'forms-app'];
const ROOT = path.join(__dirname, '..', '..', '..');

it.each(APPS)(
  "%s's lazy chunks give up as the remote itself does: a stalled screen shows its area's message, not 120 s of Loading",
  (folder) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const make = require(path.join(ROOT, folder, 'webpack.config.js')) as (
      env: object,
      argv: { mode: string }
    ) => { output: { chunkLoadTimeout?: number } };
    for (const mode of ['production', 'development'])
      expect(make({}, { mode }).output.chunkLoadTimeout).toBe(REMOTE_TIMEOUT_MS);
  }
);
