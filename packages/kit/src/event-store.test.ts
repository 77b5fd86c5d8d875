import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODES, runtimeFor } from "../test/support/harness";
import { ConcurrencyError, createEventStoreTables, EventStore, migrate, newId, type Runtime } from "./index";

const schema = "es_test";
const ev = (type: string, data: unknown) => ({ id: newId(), type, data, occurredAt: new Date().toISOString() });

describe.each(MODES)("event store (%s)", (mode) => {
  let rt: Runtime;
  let teardown: () => Promise<void>;
  const store = new EventStore(schema);

  beforeAll(async () => {
    ({ rt, teardown } = await runtimeFor(mode));
    await migrate(rt.db, schema, [{ name: "001", up: (k, s) => createEventStoreTables(k, s) }]);
  }, 30_000);
  afterAll(() => teardown());

  it("appends with versions and reads the stream back in order", async () => {
    const stream = `acct-${newId()}`;
    await rt.db.knex.transaction((trx) => store.append(trx, stream, 0, [ev("A", { n: 1 }), ev("B", { n: 2 })]));
    await rt.db.knex.transaction((trx) => store.append(trx, stream, 2, [ev("C", { n: 3 })]));
    const events = await store.readStream(rt.db.knex, stream);
    expect(events.map((e) => [e.version, e.type, e.data])).toEqual([
      [1, "A", { n: 1 }],
      [2, "B", { n: 2 }],
      [3, "C", { n: 3 }],
    ]);
  });

  it("turns a stale expected version into a ConcurrencyError and writes nothing", async () => {
    const stream = `acct-${newId()}`;
    await rt.db.knex.transaction((trx) => store.append(trx, stream, 0, [ev("A", {})]));
    await expect(rt.db.knex.transaction((trx) => store.append(trx, stream, 0, [ev("B", {})]))).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
    expect(await store.readStream(rt.db.knex, stream)).toHaveLength(1);
  });

  it("lets exactly one of many racing writers append at the same version", async () => {
    const stream = `acct-${newId()}`;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => rt.db.knex.transaction((trx) => store.append(trx, stream, 0, [ev("Race", {})]))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected" && r.reason instanceof ConcurrencyError)).toHaveLength(9);
  });

  it("refuses UPDATE, DELETE and TRUNCATE of events at the database", async () => {
    const stream = `acct-${newId()}`;
    await rt.db.knex.transaction((trx) => store.append(trx, stream, 0, [ev("A", { v: 1 })]));
    await expect(rt.db.knex(`${schema}.events`).where({ stream_id: stream }).update({ type: "X" })).rejects.toThrow(
      /immutable/,
    );
    await expect(rt.db.knex(`${schema}.events`).where({ stream_id: stream }).delete()).rejects.toThrow(/immutable/);
    await expect(rt.db.knex.raw(`truncate ${schema}.events`)).rejects.toThrow(/immutable/);
    expect((await store.readStream(rt.db.knex, stream))[0]?.type).toBe("A");
  });
});
