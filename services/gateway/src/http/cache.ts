import type { FastifyInstance } from "fastify";

/**
 * Every API answer is about someone's account, credits, reports or payments unless a route says
 * otherwise: `Cache-Control: no-store` so no browser or shared cache keeps it. A route that sets
 * its own Cache-Control (the news panel, the demo report) keeps it.
 */
export function noStoreForApi(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });
}
