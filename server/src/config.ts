import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseHolidays, parseTurnaroundDays, turnaroundTable } from '@gia/domain';

/** Every setting the server reads, read and checked once at start-up. README.md lists them. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string;
  tokenTtl: string;
  maxUploadMb: number;
  signedUrlTtlSeconds: number;
  adminEmail: string | null;
  adminPassword: string | null;
  remotes: Record<'customer_app' | 'admin_app' | 'vendor_app' | 'forms_app', string>;
  webRoot: string;
  storage: { driver: 'local' } | S3Settings;
  rateLimit: {
    loginPerMinute: number;
    uploadPerMinute: number;
    responsesPerMinute: number;
    loginPerAddressPerMinute: number;
  };
  logLevel: string;
  /** Promised working days per catalogue key (catalogue, overridden by TURNAROUND_DAYS) and the HOLIDAYS they skip. */
  turnaround: { days: Record<string, number>; holidays: string[] };
  /** Email for notifications: off (null smtpUrl) unless SMTP_URL is given. */
  mail: { smtpUrl: string | null; from: string; pollSeconds: number; retrySeconds: number; maxAttempts: number };
  /** How often a server looks for requests that have just become overdue. */
  overdueCheckSeconds: number;
  /** Anonymous (unclaimed) upload quotas and the free space every upload needs under DATA_DIR. */
  uploads: { unclaimedMbPerHour: number; unclaimedMbTotal: number; minFreeDiskMb: number };
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDR); false: none, the peer's address counts. */
  trustProxy: string[] | false;
  /** Redis shared by every server for limits, counters and quotas; null: each process counts alone. */
  redisUrl: string | null;
  /** Server processes on this machine behind one port (node:cluster). */
  workers: number;
  /** The portal's address as people open it (PUBLIC_URL), for links in mails: never taken from a request's Host header. */
  publicUrl: string;
}

export interface S3Settings {
  driver: 's3';
  bucket: string;
  region: string;
  endpoint: string | null;
  forcePathStyle: boolean;
  /** `when_required` (default; what most S3-compatible stores need) or `when_supported` (the AWS SDK's default). */
  checksums: 'WHEN_REQUIRED' | 'WHEN_SUPPORTED';
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; null: the AWS SDK's usual sources (AWS_* variables, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

/** A number that may be 0 (e.g. MIN_FREE_DISK_MB=0 turns the check off). */
function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be 0 or a positive number, not "${raw}"`);
  return n;
}

/** TRUST_PROXY: a comma-separated list of addresses or CIDR ranges (e.g. `10.0.0.0/8,127.0.0.1`). */
function trustProxy(env: NodeJS.ProcessEnv): string[] | false {
  const entries = (env.TRUST_PROXY ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return false;
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const v4 = /^\d{1,3}(\.\d{1,3}){3}$/.test(address) && address.split('.').every((o) => Number(o) <= 255);
    const v6 = !v4 && /^[0-9a-f:.]+$/i.test(address) && address.includes(':');
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (v4 ? 32 : 128));
    if ((!v4 && !v6) || !bitsOk || extra !== undefined) {
      throw new Error(
        `TRUST_PROXY must list proxy addresses or CIDR ranges separated by commas (e.g. 10.0.0.0/8,127.0.0.1), not "${entry}"`
      );
    }
  }
  return entries;
}

/** WORKERS: a positive whole number, or `auto` for one process per core. */
function workers(env: NodeJS.ProcessEnv, cores: number): number {
  const raw = env.WORKERS?.trim();
  if (!raw) return 1;
  if (raw === 'auto') return Math.max(1, cores);
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw new Error(`WORKERS must be a positive whole number or "auto", not "${raw}"`);
  return Number(raw);
}

function redisUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = env.REDIS_URL?.trim();
  if (!raw) return null;
  // The value is not repeated: it may hold a password.
  if (!/^rediss?:\/\/[^\s]+$/.test(raw))
    throw new Error('REDIS_URL must look like redis://host:6379 or rediss://user:pass@host:6380/0');
  return raw;
}

function s3Checksums(env: NodeJS.ProcessEnv): S3Settings['checksums'] {
  const raw = (env.S3_CHECKSUMS || 'when_required').trim().toLowerCase();
  if (raw === 'when_required') return 'WHEN_REQUIRED';
  if (raw === 'when_supported') return 'WHEN_SUPPORTED';
  throw new Error(`S3_CHECKSUMS must be when_required or when_supported, not "${raw}"`);
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return n;
}

/** A list setting read by a domain parser, whose complaint is prefixed with the setting's name. */
function listSetting<T>(env: NodeJS.ProcessEnv, name: string, parse: (text: string) => T): T {
  try {
    return parse(env[name] ?? '');
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
  }
}

function smtpUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return null;
  // The value is not repeated: it may hold a password.
  if (!/^smtps?:\/\/[^/\s]+/.test(raw))
    throw new Error('SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465');
  return raw;
}

/** The signing secret: from JWT_SECRET, or made once and kept in the data folder so restarts keep sessions. */
function secret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const made = randomBytes(48).toString('base64url');
  writeFileSync(file, made, { mode: 0o600 });
  return made;
}

/** PUBLIC_URL without a trailing slash; by default this server on localhost. */
function publicUrl(env: NodeJS.ProcessEnv): string {
  const raw = env.PUBLIC_URL?.trim() || `http://localhost:${env.PORT || 8080}`;
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(raw))
    throw new Error(`PUBLIC_URL must look like https://gia.example.in, not "${raw}"`);
  return raw.replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cores = os.availableParallelism()): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const remote = (name: string, folder: string) => env[name] || `/remotes/${folder}/remoteEntry.js`;
  const loginPerMinute = int(env, 'LOGIN_RATE_PER_MINUTE', 10);
  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: secret(env, dataDir),
    tokenTtl: env.TOKEN_TTL || '8h',
    maxUploadMb: int(env, 'MAX_UPLOAD_MB', 10),
    signedUrlTtlSeconds: int(env, 'SIGNED_URL_TTL', 600),
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    remotes: {
      customer_app: remote('REMOTE_CUSTOMER_URL', 'customer'),
      admin_app: remote('REMOTE_ADMIN_URL', 'admin'),
      vendor_app: remote('REMOTE_VENDOR_URL', 'vendor'),
      forms_app: remote('REMOTE_FORMS_URL', 'forms')
    },
    webRoot: path.resolve(env.WEB_ROOT || path.join(__dirname, '..', '..')),
    storage:
      env.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: env.S3_BUCKET || 'gia-documents',
            region: env.S3_REGION || 'ap-south-1',
            endpoint: env.S3_ENDPOINT || null,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
            checksums: s3Checksums(env),
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : null
          }
        : { driver: 'local' },
    rateLimit: {
      loginPerMinute,
      uploadPerMinute: int(env, 'UPLOAD_RATE_PER_MINUTE', 60),
      responsesPerMinute: int(env, 'FORM_RESPONSE_RATE_PER_MINUTE', 30),
      // Never below the limit per address and email, which it would otherwise make moot.
      loginPerAddressPerMinute: Math.max(int(env, 'LOGIN_RATE_PER_ADDRESS_PER_MINUTE', 60), loginPerMinute)
    },
    logLevel: env.LOG_LEVEL || 'info',
    turnaround: {
      days: turnaroundTable(listSetting(env, 'TURNAROUND_DAYS', parseTurnaroundDays)),
      holidays: listSetting(env, 'HOLIDAYS', parseHolidays)
    },
    mail: {
      smtpUrl: smtpUrl(env),
      from: env.MAIL_FROM || 'GIA <no-reply@gia.local>',
      pollSeconds: int(env, 'MAIL_POLL_SECONDS', 5),
      retrySeconds: int(env, 'MAIL_RETRY_SECONDS', 60),
      maxAttempts: int(env, 'MAIL_MAX_ATTEMPTS', 10)
    },
    overdueCheckSeconds: int(env, 'OVERDUE_CHECK_SECONDS', 300),
    uploads: {
      unclaimedMbPerHour: int(env, 'UNCLAIMED_UPLOAD_MB_PER_HOUR', 50),
      unclaimedMbTotal: int(env, 'UNCLAIMED_UPLOAD_MB_TOTAL', 2048),
      minFreeDiskMb: count(env, 'MIN_FREE_DISK_MB', 1024)
    },
    trustProxy: trustProxy(env),
    redisUrl: redisUrl(env),
    workers: workers(env, cores),
    publicUrl: publicUrl(env)
  };
}
