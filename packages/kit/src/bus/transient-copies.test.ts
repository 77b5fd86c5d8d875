import { eventually } from "@suri/testkit";
import { describe, expect, it } from "vitest";
import { MODES, useRuntime } from "../../test/support/harness";
import { makeEvent, newId, subjectOf } from "../index";

/**
 * A transient subscriber sees a copy of every durable event published on its subjects, in both
 * modes (on NATS a core subscription sees JetStream's subjects): caches follow the stream this way
 * without a consumer of their own.
 */
describe.each(MODES)("transient copies of durable events (%s)", (mode) => {
  const env = useRuntime(mode);

  it("hands each event published on the subscribed subjects to the subscriber, and no other", async () => {
    const seen: { subject: string; id: string }[] = [];
    const sub = await env.rt.bus.subscribeTransient("suri.evt.ledger.>", (subject, data) =>
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
    await env.rt.bus.publish(subjectOf("ReportFailed"), failed);
    await env.rt.bus.publish(subjectOf("CreditsGranted"), granted);
    await eventually(async () => seen.length > 0, 10_000);
    expect(seen).toEqual([{ subject: "suri.evt.ledger.CreditsGranted", id: granted.id }]);
    await sub.stop();
  });
});
