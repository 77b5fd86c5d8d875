import { EventEmitter } from "node:events";
import { InProcessBus, type Runtime } from "@suri/kit";
import { testLogger } from "@suri/testkit";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WebSocket } from "ws";
import { PushHub } from "./hub";

/** A socket that records how it was closed. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  sent: string[] = [];
  closedWith: { code: number; reason: string } | undefined;
  send(payload: string) {
    this.sent.push(payload);
  }
  close(code: number, reason: string) {
    if (this.closedWith) return;
    this.closedWith = { code, reason };
    this.readyState = 3;
    this.emit("close", code, reason);
  }
}
const socket = () => new FakeSocket() as unknown as WebSocket & FakeSocket;

/** Two gateway replicas' hubs, started, on one bus. */
async function twoReplicas() {
  const log = testLogger();
  const rt = { bus: new InProcessBus(log), log } as unknown as Runtime;
  const replicas = [new PushHub(rt), new PushHub(rt)] as const;
  await Promise.all(replicas.map((hub) => hub.start()));
  return replicas;
}
/** A session's expiry an hour from now. */
const later = Date.now() + 3_600_000;

describe("push sockets live no longer than their session", () => {
  afterEach(() => vi.useRealTimers());

  it("closes a session's sockets on every replica when the user logs out through one", async () => {
    const [replicaA, replicaB] = await twoReplicas();
    // Each replica's session cache hears of it too (its tokens are refused there at once).
    const endedOnB: string[] = [];
    replicaB.onSessionEnded = (sessionId) => endedOnB.push(sessionId);
    const here = socket();
    const there = socket();
    const otherBrowser = socket();
    replicaA.add({ id: "ana", sessionId: "s1", expiresAt: later }, here);
    replicaB.add({ id: "ana", sessionId: "s1", expiresAt: later }, there);
    replicaB.add({ id: "ana", sessionId: "s2", expiresAt: later }, otherBrowser);

    await replicaA.endSession("ana", "s1");
    expect(here.closedWith).toEqual({ code: 4401, reason: "logged out" });
    expect(there.closedWith).toEqual({ code: 4401, reason: "logged out" });
    expect(otherBrowser.closedWith).toBeUndefined();
    expect(endedOnB).toEqual(["s1"]);
    // The control message never reaches a browser; progress still reaches the other session.
    replicaB.send("ana", { type: "pong" });
    expect(otherBrowser.sent).toEqual([JSON.stringify({ type: "pong" })]);
    expect(replicaA.connections + replicaB.connections).toBe(1);
    await Promise.all([replicaA.stop(), replicaB.stop()]);
  });

  it("closes every socket of a user who deleted the account, on every replica, and no one else's", async () => {
    const [replicaA, replicaB] = await twoReplicas();
    const deletedOnB: string[] = [];
    replicaB.onAccountDeleted = (userId) => deletedOnB.push(userId);
    const [here, there, phone, bens] = [socket(), socket(), socket(), socket()];
    replicaA.add({ id: "ana", sessionId: "s1", expiresAt: later }, here);
    replicaB.add({ id: "ana", sessionId: "s1", expiresAt: later }, there);
    replicaB.add({ id: "ana", sessionId: "s2", expiresAt: later }, phone);
    replicaB.add({ id: "ben", sessionId: "s3", expiresAt: later }, bens);

    await replicaA.endAccount("ana");
    for (const s of [here, there, phone]) expect(s.closedWith).toEqual({ code: 4401, reason: "account deleted" });
    expect(bens.closedWith).toBeUndefined();
    expect(deletedOnB).toEqual(["ana"]);
    expect(replicaA.connections + replicaB.connections).toBe(1);
    await Promise.all([replicaA.stop(), replicaB.stop()]);
  });

  it("closes a socket when its session expires", async () => {
    vi.useFakeTimers();
    const log = testLogger();
    const rt = { bus: new InProcessBus(log), log } as unknown as Runtime;
    const hub = new PushHub(rt);
    const ws = socket();
    hub.add({ id: "ben", sessionId: "s9", expiresAt: Date.now() + 7 * 24 * 3_600_000 }, ws);
    vi.advanceTimersByTime(7 * 24 * 3_600_000 - 1);
    expect(ws.closedWith).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(ws.closedWith).toEqual({ code: 4401, reason: "session expired" });
    expect(hub.connections).toBe(0);
  });
});
