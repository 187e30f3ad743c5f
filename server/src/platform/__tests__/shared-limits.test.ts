import { PDF, multipartBody } from '../../documents/__fixtures__/uploads';
import { buildTestApp, type TestApp } from '../../test-support/app';
import { startRedis, type RedisService } from '../../test-support/services';
import { LocalCounters, RedisCounters } from '../counters';

/**
 * With REDIS_URL, every limit, sign-in counter and upload quota is shared by all servers (here two app
 * instances, as two servers would be); with Redis down, each process counts alone and says so once.
 */

let redis: RedisService;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis.stop();
});

const signIn = (t: TestApp, email: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login/request',
    payload: { email, password: 'wrong-password-1' },
    remoteAddress: address
  });
const uploadFrom = (t: TestApp, address: string, data = PDF) => {
  const { payload, headers } = multipartBody([{ name: 'scan.pdf', type: 'application/pdf', data }]);
  return t.app.inject({ method: 'POST', url: '/api/v1/global/upload/file', payload, headers, remoteAddress: address });
};

async function twoServers(env: Record<string, string>): Promise<[TestApp, TestApp]> {
  return Promise.all([buildTestApp(env), buildTestApp(env)]);
}

describe('two servers sharing one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await twoServers({
      REDIS_URL: redis.url,
      LOGIN_RATE_PER_MINUTE: '4',
      UPLOAD_RATE_PER_MINUTE: '3',
      UNCLAIMED_UPLOAD_MB_PER_HOUR: '1',
      MAX_UPLOAD_MB: '1',
      MIN_FREE_DISK_MB: '0'
    });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  test('sign-in failures spread over both hit the limit at the same count as on one server', async () => {
    const servers = [a, b];
    for (let i = 0; i < 4; i++)
      expect((await signIn(servers[i % 2], 'spread@example.in', '10.20.0.1')).statusCode).toBe(401);
    expect((await signIn(a, 'spread@example.in', '10.20.0.1')).statusCode).toBe(429);
    expect((await signIn(b, 'spread@example.in', '10.20.0.1')).statusCode).toBe(429);
  });

  test('the upload rate limit is shared', async () => {
    expect((await uploadFrom(a, '10.20.1.1')).statusCode).toBe(200);
    expect((await uploadFrom(b, '10.20.1.1')).statusCode).toBe(200);
    expect((await uploadFrom(a, '10.20.1.1')).statusCode).toBe(200);
    expect((await uploadFrom(b, '10.20.1.1')).statusCode).toBe(429);
  });

  test('the hourly unclaimed-upload quota of an address is shared', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(450 * 1024, 0x20)]);
    expect((await uploadFrom(a, '10.20.2.1', big)).statusCode).toBe(200);
    expect((await uploadFrom(b, '10.20.2.1', big)).statusCode).toBe(200);
    const refused = await uploadFrom(a, '10.20.2.1', big);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('limits.unclaimedPerHour');
  });

  test('counters say they are shared', () => {
    expect(a.app.counters.shared()).toBe(true);
  });
});

test('without REDIS_URL each server counts alone (why REDIS_URL is needed behind a load balancer)', async () => {
  const [a, b] = await twoServers({ LOGIN_RATE_PER_MINUTE: '4' });
  try {
    expect(a.app.counters).toBeInstanceOf(LocalCounters);
    for (let i = 0; i < 8; i++)
      expect((await signIn([a, b][i % 2], 'alone@example.in', '10.21.0.1')).statusCode).toBe(401);
    expect((await signIn(a, 'alone@example.in', '10.21.0.1')).statusCode).toBe(429);
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});

test('Redis down: counting goes on in this process, logged once; when Redis is back, counts are shared again', async () => {
  const lines: string[] = [];
  const log = { warn: (m: string) => lines.push(`warn: ${m}`), info: (m: string) => lines.push(`info: ${m}`) };
  const counters = new RedisCounters(redis.url, log, `gia-test-${Date.now()}:`);
  try {
    expect(await counters.ready()).toBe(true);
    expect((await counters.add('k', 1, 60_000)).current).toBe(1);
    await redis.stop();
    for (let i = 0; i < 5; i++) await counters.add('k', 1, 60_000);
    expect((await counters.read('k')).current).toBe(5);
    expect(counters.shared()).toBe(false);
    await new Promise((r) => setTimeout(r, 500));
    expect(lines.filter((l) => l.startsWith('warn:'))).toHaveLength(1);
    expect(lines[0]).toMatch(/^warn: Redis cannot be reached.*kept per server process until it is back$/);
    await redis.start();
    expect(await counters.ready(10_000)).toBe(true);
    expect(counters.shared()).toBe(true);
    expect((await counters.add('k', 1, 60_000)).current).toBe(1);
    expect(lines.filter((l) => l.startsWith('info:'))).toEqual([expect.stringContaining('Redis is reachable again')]);
  } finally {
    await counters.close();
  }
});

test('a server whose Redis is down keeps answering, with limits per process', async () => {
  const t = await buildTestApp({ REDIS_URL: redis.url, LOGIN_RATE_PER_MINUTE: '2' });
  try {
    await redis.stop();
    expect((await signIn(t, 'down@example.in', '10.22.0.1')).statusCode).toBe(401);
    expect((await signIn(t, 'down@example.in', '10.22.0.1')).statusCode).toBe(401);
    expect((await signIn(t, 'down@example.in', '10.22.0.1')).statusCode).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/global/health' })).statusCode).toBe(200);
  } finally {
    await redis.start();
    await t.close();
  }
});

test('local counters keep fixed windows and forget them when they pass', async () => {
  let at = 0;
  const counters = new LocalCounters(() => at);
  expect(await counters.add('a', 1, 60_000)).toEqual({ current: 1, ttl: 60_000 });
  at = 10_000;
  expect(await counters.add('a', 2, 60_000)).toEqual({ current: 3, ttl: 50_000 });
  expect(await counters.read('b')).toEqual({ current: 0, ttl: 0 });
  at = 60_000;
  expect(await counters.read('a')).toEqual({ current: 0, ttl: 0 });
  expect(await counters.add('a', 1, 60_000)).toEqual({ current: 1, ttl: 60_000 });
});
