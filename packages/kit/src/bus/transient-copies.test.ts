import { eventually } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODES, runtimeFor } from "../../test/support/harness";
import { makeEvent, newId, type Runtime, subjectOf } from "../index";

/**
 * A transient subscriber sees a copy of every durable event published on its subjects, in both
 * modes (on NATS a core subscription sees JetStream's subjects): caches follow the stream this way
 * without a consumer of their own.
 */
describe.each(MODES)("transient copies of durable events (%s)", (mode) => {
  let rt: Runtime;
  let teardown: () => Promise<void>;

  beforeAll(async () => {
    ({ rt, teardown } = await runtimeFor(mode));
  }, 30_000);
  afterAll(() => teardown());

  it("hands each event published on the subscribed subjects to the subscriber, and no other", async () => {
    const seen: { subject: string; id: string }[] = [];
    const sub = await rt.bus.subscribeTransient("suri.evt.ledger.>", (subject, data) =>
      seen.push({ subject, id: (data as { id: string }).id }),
    );
    const granted = makeEvent(
      "CreditsGranted",
      { accountId: newId(), amount: 1, reason: "test", reference: newId() },
      { correlationId: "c" },
    );
    const failed = makeEvent(
      "ReportFailed",
      { jobId: newId(), userId: newId(), errorCode: "x", message: "y" },
      { correlationId: "c" },
    );
    await rt.bus.publish(subjectOf("ReportFailed"), failed);
    await rt.bus.publish(subjectOf("CreditsGranted"), granted);
    await eventually(async () => seen.length > 0, 10_000);
    expect(seen).toEqual([{ subject: "suri.evt.ledger.CreditsGranted", id: granted.id }]);
    await sub.stop();
  });
});
