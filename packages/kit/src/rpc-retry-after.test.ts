import { testLogger } from "@suri/testkit";
import { describe, expect, it } from "vitest";
import { AppError, createRpcClient, InProcessBus, serveRpc } from "./index";

describe("RPC errors carry when to try again", () => {
  it("brings a busy service's Retry-After to the caller, and nothing when there is none", async () => {
    const bus = new InProcessBus(testLogger());
    await serveRpc(
      bus,
      "auth",
      {
        Login: async () => {
          throw new AppError("auth_busy", "Too many sign-ins at once.", 429, { retryAfterSec: 7 });
        },
        Logout: async () => {
          throw new AppError("invalid_credentials", "Invalid email or password.", 401, { field: "password" });
        },
      } as never,
      testLogger(),
    );
    const rpc = createRpcClient(bus, { timeoutMs: 5_000 });
    const busy = await rpc.call("auth", "Login", { email: "a@example.ph", password: "x" }).catch((e) => e);
    expect(busy).toBeInstanceOf(AppError);
    expect(busy).toMatchObject({ code: "auth_busy", status: 429, details: { retryAfterSec: 7 } });
    const refused = await rpc.call("auth", "Logout", { sessionId: "s" }).catch((e) => e);
    expect(refused).toMatchObject({ code: "invalid_credentials", status: 401, details: undefined });
    await bus.close();
  });
});
