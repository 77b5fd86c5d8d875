import { createRuntime, type Runtime, ServiceStore, type System, startServices } from "@suri/kit";
import { baseConfig, modeEnv, testLogger } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HashQueue } from "../credentials/hash-queue";
import { Hasher } from "../credentials/hashing";
import { hashPassword } from "../credentials/password";
import { migrations, SCHEMA } from "../migrations";
import { startAuth } from "../service";
import { loadSigningKeys } from "../sessions/keys";
import type { SessionDeps } from "../sessions/sessions";
import { register } from "./handler";

let rt: Runtime;
let system: System;
let deps: SessionDeps;
let cleanup: () => Promise<void>;
const email = (n: string) => `${n}-${Math.random().toString(36).slice(2, 9)}@example.ph`;
const users = async (address: string) => rt.db.knex(`${SCHEMA}.users`).where({ email: address });
const soon = () => ({ correlationId: "t", deadline: Date.now() + 60_000 });

beforeAll(async () => {
  const m = await modeEnv("embedded");
  cleanup = m.cleanup;
  rt = await createRuntime(baseConfig(m.env), testLogger(), "auth-test", m.env);
  system = await startServices(rt, [startAuth]);
  const service = new ServiceStore(rt, SCHEMA);
  await service.migrate(migrations);
  deps = {
    service,
    keys: await loadSigningKeys(service, undefined),
    sessionTtlMs: 3_600_000,
    hasher: new Hasher(new HashQueue({ concurrency: 2, queueMax: 16, answerMarginMs: 500, initialHashMs: 1_000 })),
  };
}, 60_000);
afterAll(async () => {
  await system?.stop();
  await cleanup?.();
});

describe("registration is atomic for the caller", () => {
  it("creates no account when the caller has stopped waiting by the time the hash is done", async () => {
    const address = email("late");
    const deadline = Date.now() + 30;
    // A hasher that finishes only after the caller's deadline (as under a pile-up of scrypt work).
    const slow = {
      hash: async (password: string) => {
        const hash = await hashPassword(password);
        while (Date.now() <= deadline) await new Promise((r) => setImmediate(r));
        return hash;
      },
      verify: deps.hasher.verify.bind(deps.hasher),
    } as unknown as Hasher;
    await expect(
      register(
        { ...deps, hasher: slow },
        { email: address, password: "kalamansi-juice" },
        { correlationId: "t", deadline },
      ),
    ).rejects.toMatchObject({ code: "timeout", status: 503 });
    expect(await users(address)).toHaveLength(0);
    // The caller's retry then simply creates it.
    const session = await register(deps, { email: address, password: "kalamansi-juice" }, soon());
    expect(session.user.email).toBe(address);
    expect(await users(address)).toHaveLength(1);
  });

  it("answers 429 with a Retry-After, creating nothing, when the hash ends too close to the deadline to answer", async () => {
    const address = email("close");
    const deadline = Date.now() + 60_000;
    // Only the clock is faked: the hash "ends" 100 ms before the caller's deadline, inside the answer margin.
    const closeCall = {
      hash: async (password: string) => {
        const hash = await hashPassword(password);
        vi.useFakeTimers({ toFake: ["Date"] });
        vi.setSystemTime(deadline - 100);
        return hash;
      },
    } as unknown as Hasher;
    try {
      await expect(
        register(
          { ...deps, hasher: closeCall },
          { email: address, password: "kalamansi-juice" },
          {
            correlationId: "t",
            deadline,
          },
        ),
      ).rejects.toMatchObject({ code: "auth_busy", status: 429, details: { retryAfterSec: 1 } });
    } finally {
      vi.useRealTimers();
    }
    expect(await users(address)).toHaveLength(0);
  });

  it("a retry whose first answer was lost signs into the account it made; another password still gets 409", async () => {
    const address = email("retry");
    const first = await register(deps, { email: address, password: "kalamansi-juice" }, soon());
    const retry = await register(deps, { email: address, password: "kalamansi-juice" }, soon());
    expect(retry.user.id).toBe(first.user.id);
    expect(retry.sessionId).not.toBe(first.sessionId);
    await expect(register(deps, { email: address, password: "ube-halaya-jam" }, soon())).rejects.toMatchObject({
      status: 409,
      message: "Email may already be in use.",
    });
    expect(await users(address)).toHaveLength(1);
  });
});

describe("new passwords", () => {
  it.each([
    ["123456", "Password must be at least 8 characters"],
    ["aaaaaa", "Password must be at least 8 characters"],
    ["aaaaaaaa", "Password is too common or easy to guess. Please choose a less common password."],
    ["12345678", "Password is too common or easy to guess. Please choose a less common password."],
    ["password1", "Password is too common or easy to guess. Please choose a less common password."],
    ["Password123", "Password is too common or easy to guess. Please choose a less common password."],
    // Full-width forms are hashed as their NFKC form ("password123"): judged as that, too.
    ["ｐａｓｓｗｏｒｄ１２３", "Password is too common or easy to guess. Please choose a less common password."],
    ["ＰＡＳＳＷＯＲＤ", "Password is too common or easy to guess. Please choose a less common password."],
  ])("refuses %s", async (password, message) => {
    const address = email("weak");
    await expect(rt.rpc.call("auth", "Register", { email: address, password })).rejects.toMatchObject({
      status: 400,
      message,
    });
    expect(await users(address)).toHaveLength(0);
  });

  it("refuses the e-mail's own name as a password, accepts a passphrase", async () => {
    await expect(
      rt.rpc.call("auth", "Register", { email: "sampaguita2024@example.ph", password: "sampaguita2024" }),
    ).rejects.toMatchObject({ status: 400, code: "weak_password" });
    const ok = await rt.rpc.call("auth", "Register", { email: email("ok"), password: "correct horse battery" });
    expect(ok.user.id).toBeTruthy();
  });
});
