import { jetstreamManager } from "@nats-io/jetstream";
import { connect } from "@nats-io/transport-node";
import { eventually, TEST_NATS_URL } from "@suri/testkit";
import { describe, expect, it } from "vitest";
import { MODES, useRuntime } from "../../test/support/harness";
import { InProcessBus, makeEvent, type NatsBus, newId, PoisonMessageError, subjectOf } from "../index";

/** Messages that keep failing are redelivered a bounded number of times, then dead-lettered. */
describe.each(MODES)("bounded redelivery and dead letters (%s)", (mode) => {
  const env = useRuntime(mode);

  async function deadLetters(durable: string): Promise<unknown[]> {
    if (env.rt.bus instanceof InProcessBus) return env.rt.bus.deadLetters.filter((d) => d.consumer === durable);
    const bus = env.rt.bus as NatsBus;
    const nc = await connect({ servers: TEST_NATS_URL });
    try {
      const jsm = await jetstreamManager(nc);
      const info = await jsm.streams.info(bus.deadLetterStream);
      if (info.state.messages === 0) return [];
      const found: unknown[] = [];
      for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++) {
        const m = await jsm.streams.getMessage(bus.deadLetterStream, { seq }).catch(() => null);
        const letter = m?.json<{ consumer: string }>();
        if (letter?.consumer === durable) found.push(letter);
      }
      return found;
    } finally {
      await nc.close();
    }
  }

  /**
   * Consumes a fresh ReportFailed event with a handler that always throws `failure`; resolves once the
   * message is dead-lettered, with how many attempts it took.
   */
  async function attemptsUntilDeadLettered(prefix: string, maxDeliver: number, failure: () => Error) {
    let attempts = 0;
    const durable = `${prefix}-${newId().slice(0, 8)}`;
    const event = makeEvent(
      "ReportFailed",
      { jobId: newId(), userId: newId(), errorCode: "x", message: "y" },
      { correlationId: "c" },
    );
    const sub = await env.rt.bus.consume({
      durable,
      filterSubject: "suri.evt.report.>",
      maxDeliver,
      backoffMs: [20],
      concurrency: 1,
      handler: async ({ envelope }) => {
        if (envelope.id !== event.id) return; // earlier tests' messages on the shared stream
        attempts++;
        throw failure();
      },
    });
    await env.rt.bus.publish(subjectOf("ReportFailed"), event);
    const letters = await eventually(async () => {
      const d = await deadLetters(durable);
      return d.length ? d : undefined;
    });
    return { letters, attempts: () => attempts, stop: () => sub.stop() };
  }

  it("stops after maxDeliver attempts and dead-letters the message", async () => {
    const run = await attemptsUntilDeadLettered("dlq", 3, () => new Error("always fails"));
    expect(run.letters).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(run.attempts()).toBe(3);
    await run.stop();
  });

  it("dead-letters a poison message at once", async () => {
    const run = await attemptsUntilDeadLettered("poison", 5, () => new PoisonMessageError("cannot be processed"));
    expect(run.attempts()).toBe(1);
    await run.stop();
  });
});
