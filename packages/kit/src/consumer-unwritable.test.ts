import type { Envelope } from "@suri/contracts";
import { eventually } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODES, runtimeFor } from "../test/support/harness";
import {
  consumeIdempotently,
  createOutboxTables,
  InProcessBus,
  isUnwritable,
  makeEvent,
  migrate,
  newId,
  type Runtime,
  storable,
  subjectOf,
} from "./index";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe("events hold only text a database can store", () => {
  it("drops NULs and replaces half of a surrogate pair, keeping whole emoji", () => {
    const cut = "Lahug 📍".slice(0, -1); // "Lahug \uD83D": the pin cut in half
    const event = makeEvent(
      "ReportFailed",
      { jobId: newId(), userId: newId(), errorCode: "x", message: `${cut} a\u0000b 🇵🇭 e\u0301` },
      { correlationId: "c" },
    );
    expect(event.data.message).toBe("Lahug \uFFFD ab 🇵🇭 e\u0301");
    expect(LONE_SURROGATE.test(JSON.stringify(event))).toBe(false);
  });

  it("walks nested objects and arrays and leaves other values alone", () => {
    const at = new Date(0);
    expect(storable({ a: ["x\u0000", { b: "\uDC00" }], n: 1, at })).toEqual({ a: ["x", { b: "\uFFFD" }], n: 1, at });
  });
});

/**
 * A write the database refuses for what it holds is never retried: the consumer reports it once (so a
 * service can fail the job it was about at once) and the message is dead-lettered on its first delivery.
 */
describe.each(MODES)("a write the database refuses (%s)", (mode) => {
  let rt: Runtime;
  let teardown: () => Promise<void>;
  const schema = `unwritable_${mode.replace(/\W/g, "")}`;

  beforeAll(async () => {
    ({ rt, teardown } = await runtimeFor(mode));
    await rt.db.knex.raw(`drop schema if exists ${schema} cascade`);
    await migrate(rt.db, schema, [
      { name: "001_outbox", up: createOutboxTables },
      {
        name: "002_notes",
        up: (knex, s) => knex.raw(`create table ${s}.notes (id uuid primary key, note varchar(8))`),
      },
    ]);
  }, 30_000);
  afterAll(async () => {
    await rt.db.knex.raw(`drop schema if exists ${schema} cascade`);
    await teardown();
  });

  it("calls onUnwritable once and does not deliver the message again", async () => {
    const durable = `unwritable-${newId().slice(0, 8)}`;
    const event = makeEvent(
      "ReportFailed",
      { jobId: newId(), userId: newId(), errorCode: "x", message: "far longer than eight characters" },
      { correlationId: "c" },
    );
    let applied = 0;
    const reported: { envelope: Envelope; err: Error }[] = [];
    const sub = await consumeIdempotently({
      bus: rt.bus,
      db: rt.db,
      schema,
      durable,
      context: "report",
      maxDeliver: 5,
      backoffMs: [20],
      concurrency: 1,
      onUnwritable: async (envelope, err) => void reported.push({ envelope, err }),
      handlers: {
        ReportFailed: async (data, envelope, trx) => {
          if (envelope.id !== event.id) return; // earlier tests' messages on the shared stream
          applied++;
          await trx(`${schema}.notes`).insert({ id: data.jobId, note: data.message });
        },
      },
    });
    await rt.bus.publish(subjectOf("ReportFailed"), event);
    await eventually(async () => (reported.length ? true : undefined));
    // A later message on the same consumer is handled: the refused one is not in the way.
    const next = makeEvent(
      "ReportFailed",
      { jobId: newId(), userId: newId(), errorCode: "x", message: "short" },
      { correlationId: "c" },
    );
    let nextSeen = false;
    const probe = await consumeIdempotently({
      bus: rt.bus,
      db: rt.db,
      schema,
      durable: `${durable}-probe`,
      context: "report",
      handlers: {
        ReportFailed: async (_data, envelope) => {
          if (envelope.id === next.id) nextSeen = true;
        },
      },
    });
    await rt.bus.publish(subjectOf("ReportFailed"), next);
    await eventually(async () => (nextSeen ? true : undefined));
    await sub.stop();
    await probe.stop();
    expect(applied).toBe(1);
    expect(reported).toHaveLength(1);
    expect(reported[0]?.envelope.id).toBe(event.id);
    expect(isUnwritable(reported[0]?.err)).toBe(true);
    expect(
      await rt.db.knex(`${schema}.processed_messages`).where({ consumer: durable, event_id: event.id }),
    ).toHaveLength(0);
    if (rt.bus instanceof InProcessBus) {
      expect(rt.bus.deadLetters.filter((d) => d.consumer === durable).map((d) => d.deliveryCount)).toEqual([1]);
    }
  });
});
