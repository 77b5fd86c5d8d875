import type { Redis } from "ioredis";

/**
 * Counters and locks for abuse limits, shared by every gateway replica when Redis is configured
 * (REDIS_URL) and kept in this process's memory otherwise (embedded mode: one gateway).
 */
export interface LimitStore {
  /** Count one more event under `key`; the count expires `windowMs` after its first event. */
  hit(key: string, windowMs: number): Promise<number>;
  /** As `hit`, with the milliseconds left until the count expires (a Retry-After for whoever is over). */
  hitWindow(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The count under `key` now (0 when none or expired). */
  count(key: string): Promise<number>;
  /** Hold a lock on `key` for `ms`. */
  lock(key: string, ms: number): Promise<void>;
  /** Milliseconds left on the lock of `key`; 0 when there is none. */
  lockedFor(key: string): Promise<number>;
  /** Forget the count and the lock of `key`. */
  clear(key: string): Promise<void>;
}

export class MemoryLimitStore implements LimitStore {
  private readonly counts = new Map<string, { n: number; until: number }>();
  private readonly locks = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const t = this.now();
    if (this.counts.size > 100_000) this.prune(t);
    const c = this.counts.get(key);
    if (!c || c.until <= t) {
      this.counts.set(key, { n: 1, until: t + windowMs });
      return 1;
    }
    c.n += 1;
    return c.n;
  }

  async hitWindow(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    const count = await this.hit(key, windowMs);
    const until = this.counts.get(key)?.until ?? this.now() + windowMs;
    return { count, resetInMs: Math.max(0, until - this.now()) };
  }

  async count(key: string): Promise<number> {
    const c = this.counts.get(key);
    return c && c.until > this.now() ? c.n : 0;
  }

  async lock(key: string, ms: number): Promise<void> {
    this.locks.set(key, this.now() + ms);
  }

  async lockedFor(key: string): Promise<number> {
    const until = this.locks.get(key);
    if (until === undefined) return 0;
    const left = until - this.now();
    if (left <= 0) this.locks.delete(key);
    return Math.max(0, left);
  }

  async clear(key: string): Promise<void> {
    this.counts.delete(key);
    this.locks.delete(key);
  }

  private prune(t: number) {
    for (const [k, c] of this.counts) if (c.until <= t) this.counts.delete(k);
    for (const [k, until] of this.locks) if (until <= t) this.locks.delete(k);
  }
}

const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;
const HIT_WINDOW = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

export class RedisLimitStore implements LimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "suri:limits:",
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    return Number(await this.redis.eval(HIT, 1, `${this.prefix}n:${key}`, String(windowMs)));
  }

  async hitWindow(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    const [count, ttl] = (await this.redis.eval(HIT_WINDOW, 1, `${this.prefix}n:${key}`, String(windowMs))) as [
      number,
      number,
    ];
    return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(`${this.prefix}n:${key}`)) ?? 0);
  }

  async lock(key: string, ms: number): Promise<void> {
    await this.redis.set(`${this.prefix}lock:${key}`, "1", "PX", Math.max(1, Math.ceil(ms)));
  }

  async lockedFor(key: string): Promise<number> {
    return Math.max(0, await this.redis.pttl(`${this.prefix}lock:${key}`));
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}n:${key}`, `${this.prefix}lock:${key}`);
  }
}
