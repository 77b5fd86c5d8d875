import { AppError } from "@suri/kit";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { installErrorHandler } from "./errors";

async function answerTo(thrown: unknown) {
  const app = Fastify({ genReqId: () => "req-7" });
  installErrorHandler(app);
  app.get("/x", async () => {
    throw thrown;
  });
  const res = await app.inject({ method: "GET", url: "/x" });
  await app.close();
  return { status: res.statusCode, body: res.json() };
}

describe("5xx answers name no internals", () => {
  it("hides a service's own 5xx message and gives the request id the log carries", async () => {
    expect(await answerTo(new AppError("internal", "reservation missing after reserve", 500))).toEqual({
      status: 500,
      body: { code: "internal", message: "Something went wrong on our side. Please try again.", requestId: "req-7" },
    });
    expect(await answerTo(AppError.unavailable("no responder for suri.rpc.ledger.GetBalance", "no_responder"))).toEqual(
      {
        status: 503,
        body: {
          code: "no_responder",
          message: "Suri is busy or briefly unavailable. Please try again in a moment.",
          requestId: "req-7",
        },
      },
    );
    expect(await answerTo(new TypeError("Cannot read properties of undefined (reading 'x')"))).toEqual({
      status: 500,
      body: { code: "internal", message: "Something went wrong on our side. Please try again.", requestId: "req-7" },
    });
  });

  it("keeps a message written for users (payments not set up) and every 4xx as it is", async () => {
    const payments = AppError.unavailable("Payments are not available right now.", "missing_stripe_keys");
    expect(await answerTo(payments)).toEqual({
      status: 503,
      body: { code: "missing_stripe_keys", message: "Payments are not available right now.", requestId: "req-7" },
    });
    expect(await answerTo(AppError.notFound("Report not found", "report_not_found"))).toEqual({
      status: 404,
      body: { code: "report_not_found", message: "Report not found" },
    });
  });
});
