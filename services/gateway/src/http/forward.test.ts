import { AppError, type Runtime } from "@suri/kit";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { installErrorHandler } from "./errors";
import { installForwarding } from "./forward";

type Call = { service: string; call: string; req: unknown; opts: unknown };

function gateway(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const rt = {
    rpc: {
      call: async (service: string, call: string, req: unknown, opts: unknown) => {
        const c = { service, call, req, opts };
        calls.push(c);
        return answer(c);
      },
    },
  } as unknown as Runtime;
  const app = Fastify({ genReqId: (req) => String(req.headers["x-correlation-id"] ?? "generated") });
  installErrorHandler(app);
  installForwarding(app, rt);
  app.get("/api/news", async (request) =>
    request.forward("scraper", "GetNews", { refresh: false }, { timeoutMs: 25_000 }),
  );
  return { app, calls };
}

describe("request.forward", () => {
  it("calls the service with the request's id as the correlation id, and answers what it said", async () => {
    const { app, calls } = gateway(() => ({ items: [] }));
    const res = await app.inject({ url: "/api/news", headers: { "x-correlation-id": "c-123" } });
    expect(res.json()).toEqual({ items: [] });
    expect(calls).toEqual([
      {
        service: "scraper",
        call: "GetNews",
        req: { refresh: false },
        opts: { timeoutMs: 25_000, correlationId: "c-123" },
      },
    ]);
    await app.close();
  });

  it("answers a service's refusal with its status and SPEC message", async () => {
    const { app } = gateway(() => {
      throw AppError.notFound("No Report Data Found", "report_not_found");
    });
    const res = await app.inject({ url: "/api/news" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "No Report Data Found", code: "report_not_found" });
    await app.close();
  });
});
