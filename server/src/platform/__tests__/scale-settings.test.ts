import { loadConfig } from '../../config';

/** The scale-out and abuse settings are read and checked once at start, with clear complaints. */

const base = { DATA_DIR: '/tmp/gia-config-test', JWT_SECRET: 'x'.repeat(40) };
const settings = (env: Record<string, string>, cores = 4) => loadConfig({ ...base, ...env }, cores);

test('WORKERS: 1 by default, a whole number, or auto for one per core', () => {
  expect(settings({}).workers).toBe(1);
  expect(settings({ WORKERS: '3' }).workers).toBe(3);
  expect(settings({ WORKERS: 'auto' }, 6).workers).toBe(6);
  for (const bad of ['0', '-2', '1.5', 'many'])
    expect(() => settings({ WORKERS: bad })).toThrow(`WORKERS must be a positive whole number or "auto", not "${bad}"`);
});

test('REDIS_URL: none by default; a redis:// or rediss:// address, never repeated in the complaint', () => {
  expect(settings({}).redisUrl).toBeNull();
  expect(settings({ REDIS_URL: 'redis://127.0.0.1:6379/0' }).redisUrl).toBe('redis://127.0.0.1:6379/0');
  expect(settings({ REDIS_URL: 'rediss://user:pw@redis.internal:6380' }).redisUrl).toBe(
    'rediss://user:pw@redis.internal:6380'
  );
  expect(() => settings({ REDIS_URL: 'http://user:secret@host' })).toThrow(
    /^REDIS_URL must look like redis:\/\/host:6379/
  );
  expect(() => settings({ REDIS_URL: 'http://user:secret@host' })).not.toThrow(/secret/);
});

test('the upload quotas and the free-disk floor: defaults, 0 turns the disk check off, nonsense refused', () => {
  expect(settings({}).uploads).toEqual({ unclaimedMbPerHour: 50, unclaimedMbTotal: 2048, minFreeDiskMb: 1024 });
  expect(settings({ MIN_FREE_DISK_MB: '0' }).uploads.minFreeDiskMb).toBe(0);
  expect(() => settings({ MIN_FREE_DISK_MB: '-1' })).toThrow(
    'MIN_FREE_DISK_MB must be 0 or a positive number, not "-1"'
  );
  expect(() => settings({ UNCLAIMED_UPLOAD_MB_PER_HOUR: 'lots' })).toThrow(
    'UNCLAIMED_UPLOAD_MB_PER_HOUR must be a positive number'
  );
  expect(() => settings({ UNCLAIMED_UPLOAD_MB_TOTAL: '0' })).toThrow(
    'UNCLAIMED_UPLOAD_MB_TOTAL must be a positive number'
  );
});

test('the per-address sign-in limit: 60 by default, never below the limit per address and email', () => {
  expect(settings({}).rateLimit).toMatchObject({ loginPerMinute: 10, loginPerAddressPerMinute: 60 });
  expect(settings({ LOGIN_RATE_PER_ADDRESS_PER_MINUTE: '100' }).rateLimit.loginPerAddressPerMinute).toBe(100);
  expect(settings({ LOGIN_RATE_PER_MINUTE: '1000' }).rateLimit.loginPerAddressPerMinute).toBe(1000);
});
