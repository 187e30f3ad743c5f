import cluster from 'node:cluster';
import Redis from 'ioredis';
import { MachineCounters } from './cluster-counters';

/** A counter's value and the milliseconds left in its window. */
export interface Count {
  current: number;
  ttl: number;
}

/**
 * Counters in fixed windows, for every limit, quota and sign-in counter of the portal. With REDIS_URL they
 * live in Redis and are shared by every server; without it, the processes of WORKERS=n share the primary's,
 * and a single process counts alone. While Redis cannot be reached each process counts alone (the portal
 * keeps working, and says so once in the log).
 */
export interface Counters {
  /** Adds `amount` (may be negative) to `key`; a window of `windowMs` starts with the first add. */
  add(key: string, amount: number, windowMs: number): Promise<Count>;
  /** The value of `key` without changing it (0 when its window has passed). */
  read(key: string): Promise<Count>;
  /** Whether counts are shared by all servers just now (Redis configured and reachable). */
  shared(): boolean;
  close(): Promise<void>;
}

export interface CountersLog {
  warn(message: string): void;
  info(message: string): void;
}

/** Counts in this process's memory; windows that have passed are dropped as the map is used. */
export class LocalCounters implements Counters {
  private readonly windows = new Map<string, { value: number; endsAt: number }>();
  private nextSweep = 0;

  constructor(private readonly clock: () => number = Date.now) {}

  async add(key: string, amount: number, windowMs: number): Promise<Count> {
    const at = this.clock();
    this.sweep(at);
    let entry = this.windows.get(key);
    if (!entry || entry.endsAt <= at) {
      entry = { value: 0, endsAt: at + windowMs };
      this.windows.set(key, entry);
    }
    entry.value += amount;
    return { current: entry.value, ttl: entry.endsAt - at };
  }

  async read(key: string): Promise<Count> {
    const at = this.clock();
    const entry = this.windows.get(key);
    if (!entry || entry.endsAt <= at) return { current: 0, ttl: 0 };
    return { current: entry.value, ttl: entry.endsAt - at };
  }

  shared(): boolean {
    return false;
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(at: number): void {
    if (at < this.nextSweep) return;
    for (const [key, entry] of this.windows) if (entry.endsAt <= at) this.windows.delete(key);
    this.nextSweep = at + 60_000;
  }
}

/** Adds to a key and starts its window when the key is new (or had no expiry): one atomic step in Redis. */
const ADD = `
local value = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {value, ttl}
`;
const READ = `
local value = redis.call('GET', KEYS[1])
if not value then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(value), ttl}
`;

type CountingRedis = Redis & {
  giaAdd(key: string, amount: number, windowMs: number): Promise<[number, number]>;
  giaRead(key: string): Promise<[number, number]>;
};

/**
 * Counts in Redis, falling back to this process's memory while Redis is down. The first failure of an
 * outage is logged once; so is the return of Redis.
 */
export class RedisCounters implements Counters {
  private readonly redis: CountingRedis;
  private readonly local = new LocalCounters();
  private down = false;

  constructor(
    url: string,
    private readonly log: CountersLog,
    private readonly prefix = 'gia:'
  ) {
    const redis = new Redis(url, {
      // Never queue a limit check behind a reconnect: a request then counts in this process instead.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
      commandTimeout: 1000,
      retryStrategy: (times) => Math.min(times * 200, 2000)
    });
    redis.defineCommand('giaAdd', { numberOfKeys: 1, lua: ADD });
    redis.defineCommand('giaRead', { numberOfKeys: 1, lua: READ });
    redis.on('error', (error: Error) => this.outage(error));
    redis.on('ready', () => this.back());
    this.redis = redis as CountingRedis;
  }

  /** Waits until Redis answers (at most `ms`); answers whether it does. Counting works either way. */
  async ready(ms = 3000): Promise<boolean> {
    if (this.redis.status === 'ready') return true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        cleanup();
        resolve(false);
      }, ms);
      const onReady = () => {
        cleanup();
        resolve(true);
      };
      const cleanup = () => {
        clearTimeout(timer);
        this.redis.off('ready', onReady);
      };
      this.redis.on('ready', onReady);
    });
  }

  async add(key: string, amount: number, windowMs: number): Promise<Count> {
    if (this.redis.status === 'ready') {
      try {
        const [current, ttl] = await this.redis.giaAdd(
          this.prefix + key,
          Math.trunc(amount),
          Math.max(1, Math.trunc(windowMs))
        );
        this.back();
        return { current: Number(current), ttl: Number(ttl) };
      } catch (error) {
        this.outage(error as Error);
      }
    } else this.outage(null);
    return this.local.add(key, amount, windowMs);
  }

  async read(key: string): Promise<Count> {
    if (this.redis.status === 'ready') {
      try {
        const [current, ttl] = await this.redis.giaRead(this.prefix + key);
        this.back();
        return { current: Number(current), ttl: Number(ttl) };
      } catch (error) {
        this.outage(error as Error);
      }
    } else this.outage(null);
    return this.local.read(key);
  }

  /**
   * Whether counts are shared now: Redis is connected and its last command answered. A command can fail
   * before the client has noticed the connection is gone (a loaded machine), and counting is then local.
   */
  shared(): boolean {
    return this.redis.status === 'ready' && !this.down;
  }

  async close(): Promise<void> {
    this.redis.removeAllListeners('error');
    this.redis.on('error', () => undefined);
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
    await this.local.close();
  }

  private back(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info(
      'Redis is reachable again: rate limits, sign-in counters and upload quotas are shared by all servers again'
    );
  }

  private outage(error: Error | null): void {
    if (this.down) return;
    this.down = true;
    const why = error ? `: ${error.message}` : '';
    this.log.warn(
      `Redis cannot be reached${why}. Rate limits, sign-in counters and upload quotas are kept per server process until it is back`
    );
  }
}

/**
 * The counters the settings choose: Redis when REDIS_URL is set; else, in a worker of WORKERS=n, the
 * primary's (one set for the machine, see `keepMachineCounters`); else this process's memory.
 */
export async function openCounters(redisUrl: string | null, log: CountersLog): Promise<Counters> {
  if (!redisUrl) return cluster.isWorker ? new MachineCounters(new LocalCounters()) : new LocalCounters();
  const counters = new RedisCounters(redisUrl, log);
  // A server started while Redis is down still starts; it counts alone until Redis is back.
  await counters.ready();
  return counters;
}
