import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runtimeFor } from "../../test/support/harness";
import type { Runtime } from "../index";
import { RPC_ANSWER_TOO_LARGE } from "./nats";

/** An answer past the server's max_payload (1 MiB by default) cannot be sent: the caller hears so at once. */
describe("an RPC answer larger than NATS max_payload", () => {
  let rt: Runtime;
  let teardown: () => Promise<void>;
  beforeAll(async () => {
    ({ rt, teardown } = await runtimeFor("distributed"));
  }, 30_000);
  afterAll(() => teardown());

  it("is replaced by an error reply instead of leaving the caller to time out", async () => {
    const sub = await rt.bus.respond("test.rpc.too-large", "test", async () => ({
      ok: true,
      data: "x".repeat(2_000_000),
    }));
    try {
      const reply = await rt.bus.request("test.rpc.too-large", {}, 30_000);
      expect(reply).toEqual(RPC_ANSWER_TOO_LARGE);
      const small = await rt.bus.respond("test.rpc.small", "test", async () => ({ ok: true, data: "fine" }));
      expect(await rt.bus.request("test.rpc.small", {}, 30_000)).toEqual({ ok: true, data: "fine" });
      await small.stop();
    } finally {
      await sub.stop();
    }
  });
});
