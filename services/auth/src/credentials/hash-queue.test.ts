import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HashQueue, type HashQueueOptions, hashConcurrencyForMachine } from "./hash-queue";

// Fake timers: a "hash" is a timer of a given length, so the queue's measured hash time and every
// deadline are exact, whatever the machine's load.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const options = (o: Partial<HashQueueOptions> = {}): HashQueueOptions => ({
  concurrency: 2,
  queueMax: 100,
  answerMarginMs: 500,
  initialHashMs: 1_000,
  ...o,
});

/** A hash that takes `ms` of (fake) time. */
const hashFor = (ms: number) => () => new Promise<number>((r) => setTimeout(() => r(Date.now()), ms));

/** Work that finishes only when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => {
    open = r;
  });
  return { open, opened };
}

describe("bounded password hashing", () => {
  it("runs at most `concurrency` at once and refuses at once with 429 and Retry-After when the queue is full", async () => {
    const q = new HashQueue(options({ concurrency: 2, queueMax: 3 }));
    const deadline = Date.now() + 60_000;
    const gates = Array.from({ length: 5 }, gate);
    let running = 0;
    let peak = 0;
    const jobs = gates.map((g, i) =>
      q.run(deadline, async () => {
        running += 1;
        peak = Math.max(peak, running);
        await g.opened;
        running -= 1;
        return i;
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(q.stats).toMatchObject({ running: 2, waiting: 3 });
    // The sixth caller is refused without waiting: the gateway answers 429 with this Retry-After.
    const refused = q.run(deadline, async () => "never").catch((e) => e);
    expect(await refused).toMatchObject({ code: "auth_busy", status: 429, details: { retryAfterSec: 2 } });
    for (const g of gates) g.open();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(q.stats).toMatchObject({ running: 0, waiting: 0 });
  });

  it("admits a burst only as far as hash time × place in the queue fits before the deadline, and serves every one admitted in time", async () => {
    const q = new HashQueue(options());
    const start = Date.now();
    const deadline = start + 10_000;
    const burst = Array.from({ length: 24 }, () =>
      q.run(deadline, hashFor(1_000)).then(
        (doneAt) => ({ doneAt }),
        (error) => ({ error }),
      ),
    );
    await vi.advanceTimersByTimeAsync(20_000);
    const results = await Promise.all(burst);
    const served = results.flatMap((r) => ("doneAt" in r ? [r.doneAt] : []));
    const refused = results.flatMap((r) => ("error" in r ? [r.error] : []));
    // 2 at once for 1 s each, 0.5 s kept to answer: 2 start now and 16 queue (the last ends at 9 s).
    expect(served).toHaveLength(18);
    expect(Math.max(...served)).toBeLessThanOrEqual(deadline - 500);
    expect(refused).toHaveLength(6);
    for (const e of refused) expect(e).toMatchObject({ code: "auth_busy", status: 429, details: { retryAfterSec: 9 } });
  });

  it("learns the hash time: when hashes get slower, fewer are admitted", async () => {
    const q = new HashQueue(options({ concurrency: 1 }));
    for (let i = 0; i < 12; i++) {
      const done = q.run(Date.now() + 60_000, hashFor(3_000));
      await vi.advanceTimersByTimeAsync(3_000);
      await done;
    }
    expect(q.stats.hashMs).toBeGreaterThan(2_900);
    const deadline = Date.now() + 10_000;
    const burst = Array.from({ length: 6 }, () =>
      q.run(deadline, hashFor(3_000)).then(
        () => "served",
        (e) => e.code,
      ),
    );
    await vi.advanceTimersByTimeAsync(20_000);
    // One runs at once; two more fit (ending at 6 s and 9 s, within 10 s − 0.5 s); a fourth would end at 12 s.
    expect(await Promise.all(burst)).toEqual(["served", "served", "served", "auth_busy", "auth_busy", "auth_busy"]);
  });

  it("refuses a waiter with 429 while its caller still listens when the hash ahead of it overruns", async () => {
    const q = new HashQueue(options({ concurrency: 1 }));
    const start = Date.now();
    const slow = q.run(start + 60_000, hashFor(9_000)); // the machine slowed down: 9 s instead of ~1 s
    const waiter = q.run(start + 10_000, hashFor(1_000)).catch((e) => ({ e, at: Date.now() }));
    await vi.advanceTimersByTimeAsync(10_000);
    const { e, at } = (await waiter) as { e: unknown; at: number };
    expect(e).toMatchObject({ code: "auth_busy", status: 429 });
    // Refused at the last moment it could still have started (10 s − 0.5 s margin − 1 s hash), not at the deadline.
    expect(at - start).toBe(8_500);
    await slow;
    expect(q.stats).toMatchObject({ running: 0, waiting: 0 });
  });

  it("never starts work for a caller that has already gone", async () => {
    const q = new HashQueue(options());
    const ran: string[] = [];
    await expect(q.run(Date.now() - 1, async () => ran.push("x"))).rejects.toMatchObject({ code: "timeout" });
    expect(ran).toEqual([]);
    expect(q.stats).toMatchObject({ running: 0, waiting: 0 });
  });

  it("after a burst of 30, the next caller is served at once (nothing piles up behind the burst)", async () => {
    const q = new HashQueue(options({ queueMax: 4 }));
    const deadline = Date.now() + 10_000;
    const gates = Array.from({ length: 30 }, gate);
    const settled = Promise.allSettled(gates.map((g) => q.run(deadline, () => g.opened)));
    await vi.advanceTimersByTimeAsync(0);
    for (const g of gates) g.open();
    const results = await settled;
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(6);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(24);
    expect(q.stats).toMatchObject({ running: 0, waiting: 0 });
    expect(await q.run(Date.now() + 10_000, async () => "served")).toBe("served");
  });

  it.each([
    [2, 4, 2],
    [8, 4, 3],
    [1, 4, 1],
    [16, 17, 16],
    [4, 1, 1],
  ])("on %i cores with %i libuv threads hashes %i at once", (cores, threads, expected) => {
    expect(hashConcurrencyForMachine(cores, threads)).toBe(expected);
  });
});
