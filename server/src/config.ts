import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  storage: { driver: 'local' } | { driver: 's3'; bucket: string; region: string; endpoint: string | null; forcePathStyle: boolean };
  rateLimit: { loginPerMinute: number; uploadPerMinute: number; responsesPerMinute: number };
  logLevel: string;
  /** Promised working days per catalogue key (catalogue, overridden by TURNAROUND_DAYS) and the HOLIDAYS they skip. */
  turnaround: { days: Record<string, number>; holidays: string[] };
  /** Email for notifications: off (null smtpUrl) unless SMTP_URL is given. */
  mail: { smtpUrl: string | null; from: string; pollSeconds: number; retrySeconds: number; maxAttempts: number };
  /** How often a server looks for requests that have just become overdue. */
  overdueCheckSeconds: number;
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
    throw new Error(`${name}: ${(error as Error).message}`);
  }
}

function smtpUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return null;
  // The value is not repeated: it may hold a password.
  if (!/^smtps?:\/\/[^/\s]+/.test(raw)) throw new Error('SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465');
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const remote = (name: string, folder: string) => env[name] || `/remotes/${folder}/remoteEntry.js`;
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
    storage: env.STORAGE_DRIVER === 's3'
      ? { driver: 's3', bucket: env.S3_BUCKET || 'gia-documents', region: env.S3_REGION || 'ap-south-1', endpoint: env.S3_ENDPOINT || null, forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' }
      : { driver: 'local' },
    rateLimit: {
      loginPerMinute: int(env, 'LOGIN_RATE_PER_MINUTE', 10),
      uploadPerMinute: int(env, 'UPLOAD_RATE_PER_MINUTE', 60),
      responsesPerMinute: int(env, 'FORM_RESPONSE_RATE_PER_MINUTE', 30)
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
    overdueCheckSeconds: int(env, 'OVERDUE_CHECK_SECONDS', 300)
  };
}
