import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { LoginLock, lockedMessage } from "../src/limits/login-lock";
import { type LimitStore, MemoryLimitStore, RedisLimitStore } from "../src/limits/store";
import { loadGatewayConfig } from "../src/service";

const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe("per-account login lock (clock injected: no waiting)", () => {
  const opts = { afterFailures: 3, lockMs: 60_000, maxLockMs: 3_600_000 };

  it("locks an e-mail after the failures, backs off doubling, and a success clears it", async () => {
    let now = 1_000_000;
    const lock = new LoginLock(new MemoryLimitStore(() => now), opts);
    for (let i = 0; i < 2; i++) await lock.failed("Ana@Example.ph");
    expect(await lock.retryAfterMs("ana@example.ph")).toBe(0);
    await lock.failed("ana@example.ph");
    expect(await lock.retryAfterMs("ana@example.ph")).toBe(60_000);
    now += 60_000;
    expect(await lock.retryAfterMs("ana@example.ph")).toBe(0);
    await lock.failed("ana@example.ph"); // one more wrong password after the lock: twice as long
    expect(await lock.retryAfterMs("ana@example.ph")).toBe(120_000);
    now += 120_000;
    await lock.failed("ana@example.ph");
    expect(await lock.retryAfterMs("ana@example.ph")).toBe(240_000);
    for (let i = 0; i < 20; i++) await lock.failed("ana@example.ph");
    expect(await lock.retryAfterMs("ana@example.ph")).toBe(3_600_000); // capped
    await lock.succeeded("ana@example.ph");
    expect(await lock.retryAfterMs("ana@example.ph")).toBe(0);
    // Other e-mails are not affected.
    expect(await lock.retryAfterMs("ben@example.ph")).toBe(0);
  });

  it("words the lock the same for every e-mail", () => {
    expect(lockedMessage(60)).toBe("Too many failed login attempts. Please try again in 1 minute.");
    expect(lockedMessage(61)).toBe("Too many failed login attempts. Please try again in 2 minutes.");
  });
});

describe("limit stores", () => {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  afterAll(() => redis.quit());

  const stores: [string, () => LimitStore][] = [
    ["memory", () => new MemoryLimitStore()],
    ["redis (shared by replicas)", () => new RedisLimitStore(redis, `suri:test:${randomBytes(4).toString("hex")}:`)],
  ];
  it.each(stores)("%s: counts, locks and clears", async (_name, make) => {
    const a = make();
    expect(await a.hit("k", 60_000)).toBe(1);
    expect(await a.hit("k", 60_000)).toBe(2);
    expect(await a.lockedFor("k")).toBe(0);
    await a.lock("k", 30_000);
    const left = await a.lockedFor("k");
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(30_000);
    await a.clear("k");
    expect(await a.lockedFor("k")).toBe(0);
    expect(await a.hit("k", 60_000)).toBe(1);
    await a.clear("k");
  });
});

describe("gateway settings", () => {
  it("refuses to start a production gateway without PUBLIC_ORIGINS", () => {
    expect(() => loadGatewayConfig({ SURI_ENV: "production" })).toThrow(/PUBLIC_ORIGINS: required/);
    expect(loadGatewayConfig({ SURI_ENV: "production", PUBLIC_ORIGINS: "https://suri.ph" }).PUBLIC_ORIGINS).toEqual([
      "https://suri.ph",
    ]);
    expect(loadGatewayConfig({}).SURI_ENV).toBe("development");
  });

  it("trusts no proxy unless told", () => {
    expect(loadGatewayConfig({}).TRUSTED_PROXIES).toEqual([]);
    expect(loadGatewayConfig({ TRUSTED_PROXIES: "10.0.0.0/8, 127.0.0.1, fd00::/8, loopback" }).TRUSTED_PROXIES).toEqual(
      ["10.0.0.0/8", "127.0.0.1", "fd00::/8", "loopback"],
    );
    // A bad entry stops the gateway at boot with a message naming the variable.
    for (const bad of ["0.0.0.0/0", "10.0.0.0/33", "proxy.internal", "*"]) {
      expect(() => loadGatewayConfig({ TRUSTED_PROXIES: bad }), bad).toThrow(/TRUSTED_PROXIES/);
    }
  });
});
