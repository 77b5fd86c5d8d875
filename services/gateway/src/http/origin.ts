import type { FastifyInstance } from "fastify";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence on top of the SameSite=Lax cookie: a browser's state-changing request must come
 * from our own origin (the Host it was sent to, or a configured public origin).
 */
export function refuseCrossSiteWrites(app: FastifyInstance, publicOrigins: string[]) {
  const allowed = new Set(publicOrigins.map((o) => o.replace(/\/$/, "")));
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    if (!origin) {
      if (fetchSite === "cross-site")
        return reply.status(403).send({ message: "Cross-site request refused", code: "csrf" });
      return;
    }
    const host = request.headers.host;
    const sameHost = host && (origin === `http://${host}` || origin === `https://${host}`);
    if (!sameHost && !allowed.has(origin)) {
      return reply.status(403).send({ message: "Cross-site request refused", code: "csrf" });
    }
  });
}
