import type { FastifyRequest } from 'fastify';
import { statfs } from 'node:fs/promises';
import type { Config } from '../config';
import { refuse } from '../plugins/errors';
import { unclaimedAnonymousBytes } from './repository';

const MB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;

/** Free space (MiB) an unprivileged process may use on the disk holding `folder`. */
export async function freeDiskMb(folder: string): Promise<number> {
  const fs = await statfs(folder);
  return (Number(fs.bavail) * Number(fs.bsize)) / MB;
}

/**
 * Refuses any upload with 507 before a byte is written when the disk under DATA_DIR has less free space
 * than MIN_FREE_DISK_MB: the database lives on that disk too.
 */
export async function ensureFreeDisk(
  config: Config,
  free: (folder: string) => Promise<number> = freeDiskMb
): Promise<void> {
  if (config.uploads.minFreeDiskMb <= 0) return;
  if ((await free(config.dataDir)) < config.uploads.minFreeDiskMb) throw refuse(507, 'limits.diskFull');
}

/** Bytes an anonymous upload set aside against its address's hourly quota, settled once its size is known. */
export interface Reservation {
  /** The upload was kept with `size` bytes: the quota counts exactly that. */
  keep(size: number): Promise<void>;
  /** The upload was refused or failed: nothing counts. */
  release(): Promise<void>;
}

const NOTHING: Reservation = { keep: async () => undefined, release: async () => undefined };
const addressKey = (address: string) => `unclaimedBytes:${address}`;

/**
 * For an upload without a token (kept unclaimed until a submission claims it), checks the quotas before
 * reading the body: at most UNCLAIMED_UPLOAD_MB_TOTAL held for all such uploads (507 past it), and at most
 * UNCLAIMED_UPLOAD_MB_PER_HOUR from one address (429 with when to try again). The request's length is set
 * aside first, so uploads racing each other cannot all pass; the real size is counted once known. The
 * hourly counts are shared by all servers with REDIS_URL; the total is read from the database.
 */
export async function reserveUnclaimed(request: FastifyRequest, config: Config): Promise<Reservation> {
  if (request.caller) return NOTHING;
  const { counters, db } = request.server;
  const declared = Number(request.headers['content-length']);
  const largest = config.maxUploadMb * MB;
  const reserve = Number.isFinite(declared) && declared > 0 ? Math.min(declared, largest) : largest;

  const held = await unclaimedAnonymousBytes(db);
  if (held + reserve > config.uploads.unclaimedMbTotal * MB) throw refuse(507, 'limits.unclaimedTotal');

  const perHour = config.uploads.unclaimedMbPerHour * MB;
  const key = addressKey(request.ip);
  const counted = await counters.add(key, reserve, HOUR_MS);
  if (counted.current > perHour) {
    await counters.add(key, -reserve, HOUR_MS);
    throw refuse(429, 'limits.unclaimedPerHour', {
      mb: config.uploads.unclaimedMbPerHour,
      minutes: Math.max(1, Math.ceil(counted.ttl / 60_000))
    });
  }
  let settled = false;
  return {
    async keep(size) {
      if (settled) return;
      settled = true;
      if (size !== reserve) await counters.add(key, size - reserve, HOUR_MS);
    },
    async release() {
      if (settled) return;
      settled = true;
      await counters.add(key, -reserve, HOUR_MS);
    }
  };
}
