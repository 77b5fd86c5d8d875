import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { loadGatewayConfig } from "../service";
import { clientAddress, LoginThrottle, throttledMessage } from "./login-throttle";
import { type LimitStore, MemoryLimitStore, RedisLimitStore } from "./store";

const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe("login throttle (clock and sleep injected: no waiting)", () => {
  const opts = {
    clientFailuresMax: 3,
    accountFailuresMax: 6,
    waitMs: 60_000,
    waitMaxMs: 900_000,
    deviceDelayMaxMs: 10_000,
    deviceTtlMs: 86_400_000,
  };
  const setup = () => {
    const clock = { now: 1_000_000 };
    const slept: number[] = [];
    const throttle = new LoginThrottle(new MemoryLimitStore(() => clock.now), opts, async (ms) => {
      slept.push(ms);
    });
    return { clock, slept, throttle };
  };

  it("makes one address wait after its failures, doubling up to the cap, without touching other addresses", async () => {
    const { clock, throttle } = setup();
    const attacker = await throttle.client("Ana@Example.ph", undefined, "203.0.113.9");
    for (let i = 0; i < 2; i++) await throttle.failed("ana@example.ph", attacker);
    expect(await throttle.waitMs("ana@example.ph", attacker)).toBe(0);
    await throttle.failed("ana@example.ph", attacker);
    expect(await throttle.waitMs("ana@example.ph", attacker)).toBe(60_000);
    clock.now += 60_000;
    await throttle.failed("ana@example.ph", attacker);
    expect(await throttle.waitMs("ana@example.ph", attacker)).toBe(120_000);
    const elsewhere = await throttle.client("ana@example.ph", undefined, "198.51.100.7");
    expect(await throttle.waitMs("ana@example.ph", elsewhere)).toBe(0);
    for (let i = 0; i < 20; i++) await throttle.failed("ana@example.ph", attacker);
    expect(await throttle.waitMs("ana@example.ph", attacker)).toBe(900_000); // capped: slowed, never locked for good
  });

  it("lets the owner's known device in while strangers from many addresses have every unknown client waiting", async () => {
    const { throttle, slept } = setup();
    const home = await throttle.client("ana@example.ph", undefined, "198.51.100.7");
    await throttle.succeeded("ana@example.ph", home, "owner-browser-0001");
    const owner = await throttle.client("ana@example.ph", "owner-browser-0001", "192.0.2.50");
    expect(owner).toEqual({ known: true, device: "owner-browser-0001" });
    for (let i = 0; i < 1000; i++) {
      const bot = await throttle.client("ana@example.ph", `forged-device-${i}`, `10.0.${i >> 8}.${i & 255}`);
      expect(bot.known).toBe(false); // a device cookie counts only for the account it signed in to
      if ((await throttle.waitMs("ana@example.ph", bot)) === 0) await throttle.failed("ana@example.ph", bot);
    }
    const newcomer = await throttle.client("ana@example.ph", undefined, "192.0.2.51");
    expect(await throttle.waitMs("ana@example.ph", newcomer)).toBeGreaterThan(0);
    expect(await throttle.waitMs("ana@example.ph", owner)).toBe(0);
    expect(slept).toEqual([]);
    // The same device is not known for another account.
    expect((await throttle.client("ben@example.ph", "owner-browser-0001", "192.0.2.50")).known).toBe(false);
  });

  it("slows a known device's own wrong passwords, doubling up to the cap, and never makes it wait", async () => {
    const { throttle, slept } = setup();
    const first = await throttle.client("ana@example.ph", undefined, "198.51.100.7");
    await throttle.succeeded("ana@example.ph", first, "owner-browser-0001");
    const owner = await throttle.client("ana@example.ph", "owner-browser-0001", "198.51.100.7");
    for (let i = 0; i < 9; i++) {
      expect(await throttle.waitMs("ana@example.ph", owner)).toBe(0);
      await throttle.failed("ana@example.ph", owner);
    }
    expect(slept).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
    // Its failures do not count against the account's unknown clients.
    const stranger = await throttle.client("ana@example.ph", undefined, "203.0.113.9");
    expect(await throttle.waitMs("ana@example.ph", stranger)).toBe(0);
  });

  it("counts an IPv6 client by its /64", () => {
    expect(clientAddress("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientAddress("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientAddress("::ffff:203.0.113.9")).toBe("::ffff:203.0.113.9");
    expect(clientAddress("203.0.113.9")).toBe("203.0.113.9");
  });

  it("words the wait the same for every e-mail", () => {
    expect(throttledMessage(60)).toBe("Too many failed login attempts. Please try again in 1 minute.");
    expect(throttledMessage(61)).toBe("Too many failed login attempts. Please try again in 2 minutes.");
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
    expect(await a.count("k")).toBe(2);
    expect(await a.count("none")).toBe(0);
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
