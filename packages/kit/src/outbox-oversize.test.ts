import { eventually } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODES, runtimeFor } from "../test/support/harness";
import {
  createOutboxTables,
  EVENT_BYTES_MAX,
  EventTooLargeError,
  enqueue,
  makeEvent,
  metricsRegistry,
  newId,
  type Runtime,
  ServiceStore,
} from "./index";

const deadLetters = async (schema: string) => {
  const metric = await metricsRegistry.getSingleMetric("suri_outbox_dead_letters_total")?.get();
  return metric?.values.filter((v) => v.labels.schema === schema).reduce((n, v) => n + v.value, 0) ?? 0;
};

describe("an event too large for the bus", () => {
  it("is refused when it is made, naming its type and size", () => {
    const data = { jobId: newId(), userId: newId(), errorCode: "x", message: "é".repeat(EVENT_BYTES_MAX) };
    expect(() => makeEvent("ReportFailed", data, { correlationId: "c" })).toThrow(EventTooLargeError);
    expect(() => makeEvent("ReportFailed", data, { correlationId: "c" })).toThrow(/ReportFailed is \d+ bytes/);
  });
});

describe.each(MODES)("an outbox row the bus can never take (%s)", (mode) => {
  let rt: Runtime;
  let teardown: () => Promise<void>;
  let store: ServiceStore;
  const schema = `ob_big_${mode}`;

  beforeAll(async () => {
    ({ rt, teardown } = await runtimeFor(mode));
    store = new ServiceStore(rt, schema);
    await store.migrate([{ name: "001", up: createOutboxTables }]);
  }, 30_000);
  afterAll(() => teardown());

  it("is parked as a dead letter after one attempt, counted, handed to the service, and does not hold up the rest", async () => {
    const parked: string[] = [];
    store.relay.onDeadLetter(async (envelope) => {
      parked.push(envelope.id);
    });
    const before = await deadLetters(schema);
    // Written past makeEvent's cap (as an older process, or a bug, could): 2 MB, over NATS's 1 MiB max_payload.
    const huge = makeEvent(
      "ReportFailed",
      { jobId: newId(), userId: newId(), errorCode: "x", message: "small" },
      {
        correlationId: "c",
      },
    );
    huge.data.message = "x".repeat(2_000_000);
    const small = makeEvent(
      "ReportCompleted",
      { jobId: newId(), userId: newId(), reportId: newId() },
      {
        correlationId: "c",
      },
    );
    await rt.db.knex.transaction((trx) => enqueue(trx, schema, [huge, small]));
    store.relay.start();
    try {
      const row = await eventually(
        async () =>
          (await rt.db.knex(`${schema}.outbox`).where({ event_id: huge.id }).first())?.dead_lettered_at && row_(),
        15_000,
      );
      expect(row.last_error).toMatch(/max_payload/);
      const published = await eventually(
        async () => (await rt.db.knex(`${schema}.outbox`).where({ event_id: small.id }).first())?.published_at,
        15_000,
      );
      expect(published).toBeTruthy();
      // Several more relay passes: the parked row is never tried again.
      for (let i = 0; i < 5; i++) {
        store.relay.kick();
        await store.relay.settle();
        await new Promise((r) => setTimeout(r, 20));
      }
      const after = await row_();
      expect(after.attempts).toBe(1);
      expect(after.published_at).toBeNull();
      expect(parked).toEqual([huge.id]);
      expect(await deadLetters(schema)).toBe(before + 1);
      const pending = await rt.db.knex(`${schema}.outbox`).whereNull("published_at").whereNull("dead_lettered_at");
      expect(pending).toHaveLength(0);
    } finally {
      await store.relay.stop();
    }

    async function row_() {
      return rt.db.knex(`${schema}.outbox`).where({ event_id: huge.id }).first();
    }
  }, 30_000);
});
