import { AppError } from "@suri/kit";
import Fastify, { type FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { installErrorHandler } from "../http/errors";
import { requireSignIn } from "./api-scope";
import type { SessionUser, SessionVerifier } from "./session";

const ana: SessionUser = {
  id: "u-ana",
  username: "ana",
  email: "ana@example.ph",
  displayName: "Ana",
  sessionId: "s-ana",
  expiresAt: Date.now() + 3_600_000,
};

/** Sessions as auth would answer them: `x-session: ana` is Ana's, `x-session: down` finds auth unreachable. */
const sessions = {
  install() {},
  async current(request: FastifyRequest) {
    const said = request.headers["x-session"];
    if (said === "down") throw new AppError("timeout", "no responder for suri.rpc.auth.CheckSession", 503);
    return said === "ana" ? ana : null;
  },
} as unknown as SessionVerifier;

async function gateway() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  const ran: string[] = [];
  await app.register(
    async (api) => {
      requireSignIn(api, sessions);
      api.post("/mine", { schema: { body: z.object({ name: z.string() }) } }, async (request) => {
        ran.push("mine");
        return { user: request.user.id };
      });
      api.get("/open", { config: { visitor: true } }, async (request) => {
        ran.push("open");
        return { user: request.user?.id ?? null };
      });
      api.get(
        "/worded",
        { config: { signedOut: { message: "Please log in to verify your payment", code: "auth_required" } } },
        async (request) => ({ user: request.user.id }),
      );
    },
    { prefix: "/api" },
  );
  return { app, ran };
}

describe("the /api scope's session check", () => {
  it("sets request.user for a route that needs it and answers 401 without running the handler otherwise", async () => {
    const { app, ran } = await gateway();
    const mine = { method: "POST" as const, url: "/api/mine", payload: { name: "x" } };
    const signedIn = await app.inject({ ...mine, headers: { "x-session": "ana" } });
    expect(signedIn.json()).toEqual({ user: "u-ana" });
    const visitor = await app.inject(mine);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: "unauthorized", message: "not logged in" });
    expect(ran).toEqual(["mine"]);
    await app.close();
  });

  it("checks the body before the session, as the handlers did (400 before 401)", async () => {
    const { app } = await gateway();
    const bad = await app.inject({ method: "POST", url: "/api/mine", payload: { name: 1 } });
    expect(bad.statusCode).toBe(400);
    await app.close();
  });

  it("lets a visitor through a route marked visitor, without a user", async () => {
    const { app, ran } = await gateway();
    const open = await app.inject({ url: "/api/open" });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ user: null });
    // Not even asked: a visitor route answers while auth is down.
    expect((await app.inject({ url: "/api/open", headers: { "x-session": "down" } })).statusCode).toBe(200);
    expect(ran).toEqual(["open", "open"]);
    await app.close();
  });

  it("says a route's own 401 words, also when auth cannot be asked; elsewhere auth's outage is a 503", async () => {
    const { app } = await gateway();
    for (const headers of [{}, { "x-session": "down" }]) {
      const worded = await app.inject({ url: "/api/worded", headers });
      expect(worded.statusCode).toBe(401);
      expect(worded.json()).toMatchObject({ code: "auth_required", message: "Please log in to verify your payment" });
    }
    const down = await app.inject({
      method: "POST",
      url: "/api/mine",
      payload: { name: "x" },
      headers: { "x-session": "down" },
    });
    expect(down.statusCode).toBe(503);
    expect(down.body).not.toContain("suri.rpc");
    await app.close();
  });
});
