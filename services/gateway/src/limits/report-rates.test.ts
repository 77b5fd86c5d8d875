import { randomBytes } from "node:crypto";
import { AppError } from "@suri/kit";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { loadGatewayConfig } from "../service";
import { DEFAULT_REPORT_RATES, ReportRates, waitWords } from "./report-rates";
import { MemoryLimitStore, RedisLimitStore } from "./store";

const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const clock = { now: 1_000_000 };
const rates = (opts = DEFAULT_REPORT_RATES) => new ReportRates(new MemoryLimitStore(() => clock.now), opts);

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("report jobs one user may start", () => {
  it("takes 10 a minute, says when the 11th may come, and takes it once the minute is over", async () => {
    const limits = rates();
    for (let i = 0; i < 10; i++) await limits.jobStarted("ana");
    clock.now += 15_000;
    const over = await refusal(limits.jobStarted("ana"));
    expect(over).toMatchObject({ code: "too_many_reports", status: 429, details: { retryAfterSec: 45 } });
    expect(over.message).toBe(
      "You are starting reports faster than we allow (10 a minute, 60 an hour). Nothing was charged: please try again in 45 seconds.",
    );
    // Another user is not held up.
    await limits.jobStarted("ben");
    clock.now += 45_000;
    await limits.jobStarted("ana");
  });

  it("takes 60 an hour however they are spread over its minutes", async () => {
    const limits = rates();
    for (let minute = 0; minute < 6; minute++) {
      for (let i = 0; i < 10; i++) await limits.jobStarted("cara");
      clock.now += 60_000;
    }
    const over = await refusal(limits.jobStarted("cara"));
    // The hour began with the first of them, six minutes ago.
    expect(over.details?.retryAfterSec).toBe(54 * 60);
    expect(over.message).toMatch(/please try again in 54 minutes\.$/);
  });

  it("counts free readings of a text per network, an IPv6 client by its /64", async () => {
    const limits = rates({ ...DEFAULT_REPORT_RATES, textReadsPerMinute: 2 });
    await limits.textRead("2001:db8:1:2::1");
    await limits.textRead("2001:db8:1:2::ffff");
    const over = await refusal(limits.textRead("2001:db8:1:2::abcd"));
    expect(over).toMatchObject({ code: "too_many_reads", status: 429 });
    expect(over.message).toBe(
      "Too many listing texts were read from your network in a short time (2 a minute). Please try again in 1 minute.",
    );
    await limits.textRead("203.0.113.9");
  });

  it("lets a request through when the store cannot be reached, and says so", async () => {
    const failures: unknown[] = [];
    const broken = new MemoryLimitStore();
    broken.hitWindow = () => Promise.reject(new Error("redis down"));
    const limits = new ReportRates(broken, { ...DEFAULT_REPORT_RATES, jobsPerMinute: 1 }, (err) => failures.push(err));
    for (let i = 0; i < 3; i++) await limits.jobStarted("dan");
    // Both windows (the minute's and the hour's) of each of the three.
    expect(failures).toHaveLength(6);
  });

  it("words a wait as a person reads it", () => {
    expect([1, 2, 59, 60, 61, 3600].map(waitWords)).toEqual([
      "1 second",
      "2 seconds",
      "59 seconds",
      "1 minute",
      "2 minutes",
      "60 minutes",
    ]);
  });

  it("is set at boot, each limit by its own variable", () => {
    const config = loadGatewayConfig({
      REPORT_JOBS_PER_MINUTE: "5",
      REPORT_JOBS_PER_HOUR: "20",
      LISTING_TEXT_READS_PER_MINUTE: "12",
    });
    expect([config.REPORT_JOBS_PER_MINUTE, config.REPORT_JOBS_PER_HOUR, config.LISTING_TEXT_READS_PER_MINUTE]).toEqual([
      5, 20, 12,
    ]);
    expect(loadGatewayConfig({}).REPORT_JOBS_PER_MINUTE).toBe(10);
    expect(() => loadGatewayConfig({ REPORT_JOBS_PER_HOUR: "0" })).toThrow(/REPORT_JOBS_PER_HOUR/);
  });
});

describe("a window's count and what is left of it (shared by replicas through Redis)", () => {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  afterAll(() => redis.quit());

  it("counts and says how long the window has left", async () => {
    const store = new RedisLimitStore(redis, `suri:test:${randomBytes(4).toString("hex")}:`);
    expect(await store.hitWindow("k", 60_000)).toMatchObject({ count: 1 });
    const second = await store.hitWindow("k", 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    await store.clear("k");
  });
});
