import { eventually } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODES, runtimeFor } from "../test/support/harness";
import { consumeIdempotently, createOutboxTables, makeEvent, newId, type Runtime, ServiceStore } from "./index";

describe.each(MODES)("outbox relay and idempotent consumer (%s)", (mode) => {
  let rt: Runtime;
  let teardown: () => Promise<void>;
  let producer: ServiceStore;
  let consumerStore: ServiceStore;

  beforeAll(async () => {
    ({ rt, teardown } = await runtimeFor(mode));
    producer = new ServiceStore(rt, "ob_producer");
    consumerStore = new ServiceStore(rt, "ob_consumer");
    await producer.migrate([{ name: "001", up: createOutboxTables }]);
    await consumerStore.migrate([
      { name: "001", up: createOutboxTables },
      {
        name: "002",
        up: (k, s) => k.raw(`create table ${s}.effects (job_id uuid primary key, n int not null)`).then(() => {}),
      },
    ]);
  }, 30_000);
  afterAll(() => teardown());

  it("delivers a committed event to a consumer that fails twice, applying the effect exactly once", async () => {
    let calls = 0;
    const sub = await consumeIdempotently({
      bus: rt.bus,
      db: rt.db,
      schema: "ob_consumer",
      durable: "ob-consumer",
      context: "report",
      backoffMs: [20],
      maxDeliver: 5,
      handlers: {
        ReportCompleted: async (data, _env, trx) => {
          calls++;
          await trx("ob_consumer.effects").insert({ job_id: data.jobId, n: calls });
          if (calls <= 2) throw new Error("transient failure"); // rolls the effect back
        },
      },
    });
    producer.relay.start();
    const jobId = newId();
    const event = makeEvent("ReportCompleted", { jobId, userId: newId(), reportId: newId() }, { correlationId: "c1" });
    await producer.commit(async () => ({ result: undefined, events: [event] }));

    const row = await eventually(() => rt.db.knex("ob_consumer.effects").where({ job_id: jobId }).first(), 10_000);
    expect(row.n).toBe(3);
    await eventually(
      async () => (await rt.db.knex("ob_producer.outbox").where({ event_id: event.id }).first())?.published_at,
    );

    // A redelivery of the same event (e.g. after a crash before the outbox row was marked) changes nothing.
    await rt.bus.publish("suri.evt.report.ReportCompleted", event);
    await new Promise((r) => setTimeout(r, 200));
    expect(calls).toBe(3);
    expect(await rt.db.knex("ob_consumer.effects").where({ job_id: jobId })).toHaveLength(1);
    await producer.relay.stop();
    await sub.stop();
  }, 20_000);
});
