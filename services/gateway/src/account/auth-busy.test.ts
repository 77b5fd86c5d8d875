import { AppError } from "@suri/kit";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { installErrorHandler } from "../http/errors";
import { busyWhenTimedOut } from "./sign-in-guard";

describe("a busy sign-in answers 429 with Retry-After, never a 5xx", () => {
  it("carries auth's Retry-After to the HTTP answer", async () => {
    const app = Fastify();
    installErrorHandler(app);
    app.post("/busy", async () => {
      throw new AppError("auth_busy", "Too many sign-ins at once. Please try again in a few seconds.", 429, {
        retryAfterSec: 5,
      });
    });
    const res = await app.inject({ method: "POST", url: "/busy" });
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json()).toEqual({
      code: "auth_busy",
      message: "Too many sign-ins at once. Please try again in a few seconds.",
    });
    await app.close();
  });

  it("reads a password check that outran the RPC deadline as busy, and leaves other failures as they are", () => {
    expect(busyWhenTimedOut(AppError.unavailable("request suri.rpc.auth.Register timed out", "timeout"))).toMatchObject(
      { code: "auth_busy", status: 429, details: { retryAfterSec: 2 } },
    );
    const down = AppError.unavailable("no responder for suri.rpc.auth.Login", "no_responder");
    expect(busyWhenTimedOut(down)).toBe(down);
    const wrong = new AppError("invalid_credentials", "Invalid email or password.", 401);
    expect(busyWhenTimedOut(wrong)).toBe(wrong);
  });
});
