import { EventEmitter } from "node:events";
import type { Envelope, ReportJob } from "@suri/contracts";
import type { Runtime } from "@suri/kit";
import { testLogger } from "@suri/testkit";
import { describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { PushHub } from "./hub";

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  sent: string[] = [];
  send(payload: string) {
    this.sent.push(payload);
  }
  close() {
    this.readyState = 3;
    this.emit("close");
  }
}
const socket = () => new FakeSocket() as unknown as WebSocket & FakeSocket;
const job = (jobId: string, stage: ReportJob["stage"]): ReportJob => ({
  jobId,
  status: stage === "completed" || stage === "failed" || stage === "needs_details" ? stage : "processing",
  stage,
  progress: 100,
  reportId: null,
  error: null,
  errorCode: null,
  message: "",
  propertyLink: "https://www.lamudi.com.ph/x",
  createdAt: "2026-11-27T00:00:00.000Z",
  updatedAt: "2026-11-27T00:00:01.000Z",
});
/** What the hub needs of the runtime: a bus whose publishes are recorded (as the publish is called). */
const hubRuntime = (published: Envelope[], now: () => Date) =>
  ({
    bus: { publish: async (_subject: string, envelope: Envelope) => void published.push(envelope) },
    log: testLogger(),
    now,
  }) as unknown as Runtime;
const ANA = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const J1 = "11111111-1111-4111-8111-111111111111";
const J2 = "22222222-2222-4222-8222-222222222222";

describe("a job's end shown on a page that watches it", () => {
  it("is published once per end, only for a watching socket and only for an end", async () => {
    const published: Envelope[] = [];
    const rt = hubRuntime(published, () => new Date("2026-11-27T01:00:00Z"));
    const [replicaA, replicaB] = [new PushHub(rt), new PushHub(rt)];
    const later = Date.now() + 3_600_000;
    const page = socket();
    const otherTab = socket();
    const elsewhere = socket();
    replicaA.add({ id: ANA, sessionId: "s1", expiresAt: later }, page);
    replicaA.add({ id: ANA, sessionId: "s1", expiresAt: later }, otherTab);
    replicaB.add({ id: ANA, sessionId: "s2", expiresAt: later }, elsewhere);
    replicaA.watched.watch(page, J1);
    replicaB.watched.watch(elsewhere, J1);

    replicaA.send(ANA, { type: "job.progress", job: job(J1, "valuing") });
    replicaA.send(ANA, { type: "job.progress", job: job(J2, "completed") });
    replicaA.send(ANA, { type: "job.progress", job: job(J1, "completed") });
    replicaB.send(ANA, { type: "job.progress", job: job(J1, "completed") });

    expect(page.sent).toHaveLength(3);
    expect(published.map((e) => e.data)).toEqual([
      { jobId: J1, userId: ANA, stage: "completed", shownAt: "2026-11-27T01:00:00.000Z" },
      { jobId: J1, userId: ANA, stage: "completed", shownAt: "2026-11-27T01:00:00.000Z" },
    ]);
    // Both replicas name the end alike: JetStream keeps one (same message id).
    expect(published[0]!.id).toBe(published[1]!.id);
    expect(published[0]!.type).toBe("ReportEndShown");
  });

  it("is not published when the watching page's socket is closed", async () => {
    const published: Envelope[] = [];
    const rt = hubRuntime(published, () => new Date());
    const hub = new PushHub(rt);
    const page = socket();
    hub.add({ id: ANA, sessionId: "s1", expiresAt: Date.now() + 60_000 }, page);
    hub.watched.watch(page, J1);
    page.close();
    hub.send(ANA, { type: "job.progress", job: job(J1, "failed") });
    expect(published).toEqual([]);
  });
});
