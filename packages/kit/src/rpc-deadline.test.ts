import { testLogger } from "@suri/testkit";
import { describe, expect, it } from "vitest";
import { createRpcClient, InProcessBus, type RpcContext, serveRpc } from "./index";

describe("RPC deadlines", () => {
  it("tells the handler when its caller stops waiting, from the caller's own timeout", async () => {
    const bus = new InProcessBus(testLogger());
    const seen: RpcContext[] = [];
    const ok = { revoked: true };
    await serveRpc(
      bus,
      "auth",
      {
        Logout: async (_req: unknown, ctx: RpcContext) => {
          seen.push(ctx);
          return ok;
        },
      } as never,
      testLogger(),
    );
    const rpc = createRpcClient(bus, { timeoutMs: 10_000 });
    const before = Date.now();
    await rpc.call("auth", "Logout", { sessionId: "s" }, { timeoutMs: 1_234, correlationId: "c1" });
    await rpc.call("auth", "Logout", { sessionId: "s" });
    const after = Date.now();
    expect(seen[0]!.correlationId).toBe("c1");
    expect(seen[0]!.deadline).toBeGreaterThanOrEqual(before + 1_234);
    expect(seen[0]!.deadline).toBeLessThanOrEqual(after + 1_234);
    expect(seen[1]!.deadline).toBeGreaterThanOrEqual(before + 10_000);
    await bus.close();
  });

  it("answers a caller that sends no budget (an older replica) with the default one", async () => {
    const bus = new InProcessBus(testLogger());
    let deadline = 0;
    await serveRpc(
      bus,
      "auth",
      {
        Logout: async (_req: unknown, ctx: RpcContext) => {
          deadline = ctx.deadline;
          return { revoked: false };
        },
      } as never,
      testLogger(),
    );
    const before = Date.now();
    const reply = await bus.request("suri.rpc.auth.Logout", { data: { sessionId: "s" }, correlationId: "old" }, 5_000);
    expect(reply).toMatchObject({ ok: true });
    expect(deadline).toBeGreaterThanOrEqual(before + 10_000);
  });
});
