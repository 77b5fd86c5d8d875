import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { subjects } from "@suri/contracts";
import { type Bus, InProcessBus, makeEvent, newId, type Runtime } from "@suri/kit";
import { testLogger } from "@suri/testkit";
import { describe, expect, it, vi } from "vitest";
import { codingsTaken } from "./answer";
import { keepUserReadsCurrent } from "./keep-current";
import { type LoadedRead, UserReads, type UserReadsOptions } from "./user-reads";

/**
 * The gateway's read model: an answer is loaded once and kept until the user's data changes (an
 * event, a write through any replica, a gap in the stream) or it ages out; an answer loaded across
 * a change is never kept. The clock is a variable, never waited on.
 */
const t0 = Date.parse("2026-11-27T08:00:00Z");
let clock = t0;
const reads = (opts: Partial<UserReadsOptions> = {}) =>
  new UserReads({ maxAgeMs: 30_000, bytesMax: 1_000_000, entriesPerUserMax: 8, now: () => clock, ...opts });

/** A load that counts its calls and answers the current value of `value`. */
function source(initial: unknown, extra: Partial<LoadedRead> = {}) {
  const s = {
    value: initial,
    loads: 0,
    load: async (): Promise<LoadedRead> => {
      s.loads++;
      return { body: JSON.stringify(s.value), keep: true, ...extra };
    },
  };
  return s;
}
const text = async (p: Promise<{ body: Buffer }>) => (await p).body.toString();

describe("UserReads", () => {
  it("loads an answer once and answers it again until the user's data changes", async () => {
    const r = reads();
    const credits = source({ credits: 0 });
    expect(await text(r.read("ana", "credits", credits.load))).toBe('{"credits":0}');
    credits.value = { credits: 5 };
    expect(await text(r.read("ana", "credits", credits.load))).toBe('{"credits":0}');
    expect(credits.loads).toBe(1);
    r.invalidate("ana");
    expect(await text(r.read("ana", "credits", credits.load))).toBe('{"credits":5}');
    expect(credits.loads).toBe(2);
  });

  it("keeps each user's answers apart, and drops only the changed user's", async () => {
    const r = reads();
    const ana = source("ana's");
    const ben = source("ben's");
    await r.read("ana", "reports", ana.load);
    await r.read("ben", "reports", ben.load);
    r.invalidate("ana");
    await r.read("ana", "reports", ana.load);
    await r.read("ben", "reports", ben.load);
    expect([ana.loads, ben.loads]).toEqual([2, 1]);
  });

  it("shares one load among reads that come while it runs", async () => {
    const r = reads();
    let release!: () => void;
    const loads: number[] = [];
    const load = async () => {
      loads.push(1);
      await new Promise<void>((resolve) => (release = resolve));
      return { body: '"x"', keep: true };
    };
    const all = Promise.all([1, 2, 3].map(() => text(r.read("ana", "k", load))));
    release();
    expect(await all).toEqual(['"x"', '"x"', '"x"']);
    expect(loads).toHaveLength(1);
  });

  it("never keeps an answer whose load ran across a change (it may predate it)", async () => {
    const r = reads();
    let value = "before";
    let release!: () => void;
    let loads = 0;
    const load = async () => {
      loads++;
      const read = value;
      if (loads === 1) await new Promise<void>((resolve) => (release = resolve));
      return { body: JSON.stringify(read), keep: true };
    };
    const first = text(r.read("ana", "k", load));
    value = "after";
    r.invalidate("ana");
    release();
    expect(await first).toBe('"before"');
    expect(await text(r.read("ana", "k", load))).toBe('"after"');
    expect(loads).toBe(2);
  });

  it("keeps an answer no longer than maxAgeMs nor past its own end, and not at all when told not to", async () => {
    const r = reads({ maxAgeMs: 1_000 });
    const loadsAt = async (at: number, key: string, s: ReturnType<typeof source>) => {
      clock = at;
      await r.read("ana", key, s.load);
      return s.loads;
    };
    const kept = source(1);
    expect(await loadsAt(t0, "a", kept)).toBe(1);
    expect(await loadsAt(t0 + 1_000, "a", kept)).toBe(1);
    expect(await loadsAt(t0 + 1_001, "a", kept)).toBe(2);
    const ending = source(2, { expiresAt: t0 + 1_100 });
    expect(await loadsAt(t0 + 1_001, "b", ending)).toBe(1);
    expect(await loadsAt(t0 + 1_100, "b", ending)).toBe(1);
    expect(await loadsAt(t0 + 1_101, "b", ending)).toBe(2);

    const running = source({ stage: "fetching" }, { keep: false });
    await r.read("ana", "c", running.load);
    await r.read("ana", "c", running.load);
    expect(running.loads).toBe(2);

    const off = reads({ maxAgeMs: 0 });
    const asked = source(3);
    await off.read("ana", "a", asked.load);
    await off.read("ana", "a", asked.load);
    expect([asked.loads, off.size.entries]).toEqual([2, 0]);
  });

  it("drops the user's other answers when one shows a change they may not know of yet", async () => {
    const r = reads();
    const list = source([]);
    await r.read("ana", "reports", list.load);
    const job = source({ stage: "completed" }, { othersChanged: true });
    await r.read("ana", "job:1", job.load);
    await r.read("ana", "job:1", job.load);
    await r.read("ana", "reports", list.load);
    expect([job.loads, list.loads]).toEqual([1, 2]);
  });

  it("stays within its budget: the oldest answer of a user, then the least recently read answers go", async () => {
    const perUser = reads({ entriesPerUserMax: 2 });
    const s = source("x");
    for (const key of ["a", "b", "c"]) await perUser.read("ana", key, s.load);
    expect(perUser.size.entries).toBe(2);
    await perUser.read("ana", "c", s.load);
    await perUser.read("ana", "a", s.load);
    expect(s.loads).toBe(4);

    const small = reads({ bytesMax: 25 });
    const ten = source("12345678");
    await small.read("ana", "k", ten.load);
    await small.read("ben", "k", ten.load);
    await small.read("ana", "k", ten.load); // ana is now read more recently than ben
    await small.read("cy", "k", ten.load);
    expect(small.size).toEqual({ users: 2, entries: 2, bytes: 20 });
    await small.read("ben", "k", ten.load);
    expect(ten.loads).toBe(4);
    await small.read("ana", "k", ten.load);
    expect(ten.loads).toBe(5);
    // An answer larger than the whole budget is answered, not kept, and drops no other.
    const huge = source("x".repeat(30));
    for (let i = 0; i < 2; i++) await small.read("ana", "huge", huge.load);
    expect([huge.loads, small.size.bytes]).toEqual([2, 20]);
  });

  it("compresses a large kept answer once in each coding its clients take", async () => {
    const r = reads();
    const big = source({ rows: Array.from({ length: 200 }, (_, i) => ({ i, note: "the same words again" })) });
    const first = await r.read("ana", "reports", big.load, ["gzip"]);
    expect(first.coded).toEqual({});
    await r.read("ana", "reports", big.load, ["gzip"]);
    const gzipped = await vi.waitFor(async () => {
      const answer = await r.read("ana", "reports", big.load, ["gzip"]);
      if (!answer.coded.gzip) throw new Error("not gzipped yet");
      return answer.coded.gzip;
    });
    expect(gunzipSync(gzipped).toString()).toBe(JSON.stringify(big.value));
    expect(gzipped.length).toBeLessThan(first.body.length);
    expect(r.size.bytes).toBe(first.body.length + gzipped.length);
    // A browser that takes brotli gets it made too; the gzip made before stays.
    const brotli = await vi.waitFor(async () => {
      const answer = await r.read("ana", "reports", big.load, ["br", "gzip"]);
      if (!answer.coded.br) throw new Error("no brotli yet");
      return answer.coded.br;
    });
    expect(brotliDecompressSync(brotli).toString()).toBe(JSON.stringify(big.value));
    expect(brotli.length).toBeLessThan(gzipped.length);
    expect(r.size.bytes).toBe(first.body.length + gzipped.length + brotli.length);
    expect(big.loads).toBe(1);
    const small = source({ credits: 1 });
    for (let i = 0; i < 3; i++) expect((await r.read("ana", "credits", small.load, ["br", "gzip"])).coded).toEqual({});
  });
});

describe("codingsTaken", () => {
  it.each([
    ["gzip, deflate, br", ["br", "gzip"]],
    ["gzip, deflate, br, zstd", ["br", "gzip"]],
    ["br;q=1.0, gzip;q=0.8", ["br", "gzip"]],
    ["*", ["br", "gzip"]],
    ["GZIP", ["gzip"]],
    ["gzip;q=0", []],
    ["br, gzip;q=0.0", ["br"]],
    ["*, br;q=0", ["gzip"]],
    ["identity", []],
    ["deflate, br", ["br"]],
    [undefined, []],
  ])("%s → %s", (header, expected) => expect(codingsTaken(header)).toEqual(expected));
});

describe("keepUserReadsCurrent", () => {
  const log = testLogger();
  const event = (type: string, data: Record<string, unknown>) =>
    makeEvent(type as never, data as never, { correlationId: newId() }, new Date(), newId());

  it("drops a user's reads when an event of theirs passes on the bus, whoever consumes it", async () => {
    const bus = new InProcessBus(log);
    const r = reads();
    const keeper = await keepUserReadsCurrent({ bus, log } as unknown as Runtime, r);
    const ana = newId();
    const ben = newId();
    const kept = source(0);
    const keepAll = async () => {
      for (const user of [ana, ben]) await r.read(user, "credits", kept.load);
    };
    await keepAll();
    const granted = { accountId: ana, amount: 5, reason: "purchase", reference: "demo:1" };
    await bus.publish(subjects.event("ledger", "CreditsGranted"), event("CreditsGranted", granted));
    await keepAll();
    expect(kept.loads).toBe(3);
    const done = { jobId: newId(), userId: ben, reportId: newId() };
    await bus.publish(subjects.event("report", "ReportCompleted"), event("ReportCompleted", done));
    await keepAll();
    expect(kept.loads).toBe(4);
    // The listing context's events (large, and followed by report events) are not followed.
    const fetching = { jobId: done.jobId, userId: ben, url: "https://example.ph/listing" };
    await bus.publish(subjects.event("listing", "ListingFetchStarted"), event("ListingFetchStarted", fetching));
    await keepAll();
    expect(kept.loads).toBe(4);
    await keeper.stop();
  });

  it("tells the other replicas of a write made through one, and of a purchase whose buyer it cannot name", async () => {
    const bus = new InProcessBus(log);
    const [onA, onB] = [reads(), reads()];
    const rt = { bus, log } as unknown as Runtime;
    const [a, b] = [await keepUserReadsCurrent(rt, onA), await keepUserReadsCurrent(rt, onB)];
    const s = source(0);
    for (const replica of [onA, onB]) for (const user of ["ana", "ben"]) await replica.read(user, "credits", s.load);
    a.changed("ana");
    expect([onA.size.users, onB.size.users]).toEqual([1, 1]);
    b.changedAll();
    expect([onA.size.users, onB.size.users]).toEqual([0, 0]);
    await Promise.all([a.stop(), b.stop()]);
  });

  it("drops everything when the bus says messages may have been missed", async () => {
    const gaps: (() => void)[] = [];
    const bus = new InProcessBus(log);
    const gappy = Object.assign(Object.create(bus) as Bus, {
      onTransientGap: (listener: () => void) => {
        gaps.push(listener);
        return () => gaps.splice(gaps.indexOf(listener), 1);
      },
    });
    const r = reads();
    const keeper = await keepUserReadsCurrent({ bus: gappy, log } as unknown as Runtime, r);
    await r.read("ana", "credits", source(0).load);
    for (const gap of gaps) gap();
    expect(r.size.users).toBe(0);
    await keeper.stop();
    expect(gaps).toHaveLength(0);
  });
});
