import { describe, expect, it } from "vitest";
import { HashQueue } from "../src/credentials/hash-queue";

/** Work that finishes only when the test says so: no timing involved. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => {
    open = r;
  });
  return { open, opened };
}

const flush = () => new Promise((r) => setImmediate(r));

describe("bounded password hashing", () => {
  it("runs at most `concurrency` at once and refuses at once when the queue is full", async () => {
    const now = 1_000;
    const q = new HashQueue({ concurrency: 2, queueMax: 3 }, () => now);
    const gates = Array.from({ length: 5 }, gate);
    let running = 0;
    let peak = 0;
    const jobs = gates.map((g, i) =>
      q.run(now + 10_000, async () => {
        running += 1;
        peak = Math.max(peak, running);
        await g.opened;
        running -= 1;
        return i;
      }),
    );
    await flush();
    expect(q.stats).toEqual({ running: 2, waiting: 3 });
    // The sixth caller is refused without waiting: a 503 the gateway answers with Retry-After.
    await expect(q.run(now + 10_000, async () => "never")).rejects.toMatchObject({ code: "auth_busy", status: 503 });
    for (const g of gates) g.open();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(q.stats).toEqual({ running: 0, waiting: 0 });
  });

  it("drops queued work whose caller has stopped waiting instead of running it for nobody", async () => {
    let now = 1_000;
    const q = new HashQueue({ concurrency: 1, queueMax: 10 }, () => now);
    const first = gate();
    const ran: string[] = [];
    const a = q.run(now + 100, async () => {
      await first.opened;
      ran.push("a");
    });
    const late = q.run(now + 50, async () => {
      ran.push("late");
    });
    const onTime = q.run(now + 10_000, async () => {
      ran.push("on time");
    });
    await flush();
    now += 60; // the second caller's deadline passes while the first hash runs
    first.open();
    await a;
    await expect(late).rejects.toMatchObject({ code: "timeout", status: 503 });
    await onTime;
    expect(ran).toEqual(["a", "on time"]);
    // Work already past its deadline never starts.
    await expect(q.run(now - 1, async () => ran.push("x"))).rejects.toMatchObject({ code: "timeout" });
    expect(ran).toEqual(["a", "on time"]);
    expect(q.stats).toEqual({ running: 0, waiting: 0 });
  });

  it("after a burst of 30, the next caller is served at once (nothing piles up behind the burst)", async () => {
    const now = 1_000;
    const q = new HashQueue({ concurrency: 2, queueMax: 4 }, () => now);
    const gates = Array.from({ length: 30 }, gate);
    const burst = gates.map((g) => q.run(now + 10_000, () => g.opened));
    const settled = Promise.allSettled(burst);
    await flush();
    for (const g of gates) g.open();
    const results = await settled;
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(6);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(24);
    expect(q.stats).toEqual({ running: 0, waiting: 0 });
    expect(await q.run(now + 10_000, async () => "served")).toBe("served");
  });
});
