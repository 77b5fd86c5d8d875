/**
 * The push socket lives no longer than its session (embedded mode): a socket opened before logout
 * is closed by the logout, and one whose session expires is closed at the expiry — neither keeps
 * receiving the user's job progress.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { startTestSystem } from "../support/system";

type TestSystem = Awaited<ReturnType<typeof startTestSystem>>;
const stillOpen = (closed: Promise<unknown>) => Promise.race([closed.then(() => false), Promise.resolve(true)]);

describe("logout", () => {
  let sys: TestSystem;
  beforeAll(async () => {
    sys = await startTestSystem("embedded", "127.0.0.1:1");
  }, 60_000);
  afterAll(() => sys?.stop());

  it("closes the sockets its session opened, and no one else's", async () => {
    const ana = new ApiClient(sys.url);
    await ana.register(`push-logout-${Date.now()}@example.ph`);
    const socket = await ana.openSocket();
    const ben = new ApiClient(sys.url);
    await ben.register(`push-bystander-${Date.now()}@example.ph`);
    const bystander = await ben.openSocket();
    expect((await ana.post("/api/logout")).status).toBe(204);
    expect(await socket.closed).toEqual({ code: 4401, reason: "logged out" });
    expect(await stillOpen(bystander.closed)).toBe(true);
    bystander.close();
  });
});

describe("session expiry", () => {
  let sys: TestSystem;
  beforeAll(async () => {
    // Short sessions, so that one expires while the test waits for its socket to close.
    sys = await startTestSystem("embedded", "127.0.0.1:1", { SESSION_TTL_MS: "8000" });
  }, 60_000);
  afterAll(() => sys?.stop());

  it("closes a socket when its session expires", async () => {
    const cara = new ApiClient(sys.url);
    await cara.register(`push-expiry-${Date.now()}@example.ph`);
    const socket = await cara.openSocket();
    expect(await socket.closed).toEqual({ code: 4401, reason: "session expired" });
  });
});
