import { Writable } from "node:stream";
import Fastify, { type FastifyBaseLogger } from "fastify";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { requestLogger } from "./request-logger";

function capture(level: string, counter = { children: 0 }) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: pino({ level, base: undefined, onChild: () => counter.children++ }, stream) };
}

async function appWith(logger: FastifyBaseLogger) {
  const app = Fastify({ loggerInstance: logger, childLoggerFactory: requestLogger, disableRequestLogging: true });
  app.get("/quiet", async () => ({ ok: true }));
  app.get("/loud", async (request) => {
    request.log.warn({ detail: 42 }, "something to see");
    request.log.child({ step: "inner" }).error("deeper");
    return { ok: true };
  });
  app.get("/debug", async (request) => {
    request.log.debug("not at this level");
    return { level: request.log.level };
  });
  await app.ready();
  return app;
}

describe("the request logger made on first use", () => {
  it("writes a request's lines with its request id, its own fields and a child's bindings", async () => {
    const { lines, logger } = capture("info");
    const app = await appWith(logger);
    const res = await app.inject({ url: "/loud", headers: {} });
    expect(res.statusCode).toBe(200);
    const warn = lines.find((l) => l.msg === "something to see");
    expect(warn).toMatchObject({ level: 40, detail: 42, reqId: expect.any(String) });
    const error = lines.find((l) => l.msg === "deeper");
    expect(error).toMatchObject({ level: 50, step: "inner", reqId: warn!.reqId });
    await app.close();
  });

  it("makes no child for a request that logs nothing, or only below the level", async () => {
    const counter = { children: 0 };
    const { lines, logger } = capture("info", counter);
    const app = await appWith(logger);
    counter.children = 0; // what Fastify made for itself while booting
    await app.inject({ url: "/quiet" });
    const debug = await app.inject({ url: "/debug" });
    expect(debug.json()).toEqual({ level: "info" });
    expect(counter.children).toBe(0);
    expect(lines).toEqual([]);
    await app.inject({ url: "/loud" });
    expect(counter.children).toBe(2); // the request's logger, and the child it made
    await app.close();
  });
});
