import type { FastifyInstance, FastifyRequest } from "fastify";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

const normalise = (origins: string[]) => new Set(origins.map((o) => o.replace(/\/$/, "")));

/** The request's Origin is our own: the Host it was sent to, or a configured public origin. */
export function originAllowed(request: FastifyRequest, publicOrigins: string[] | Set<string>): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  const allowed = publicOrigins instanceof Set ? publicOrigins : normalise(publicOrigins);
  const host = request.headers.host;
  const sameHost = !!host && (origin === `http://${host}` || origin === `https://${host}`);
  return sameHost || allowed.has(origin);
}

/**
 * CSRF defence on top of the SameSite=Lax cookie: a browser's state-changing request must come
 * from our own origin (the Host it was sent to, or a configured public origin).
 */
export function refuseCrossSiteWrites(app: FastifyInstance, publicOrigins: string[]) {
  const allowed = normalise(publicOrigins);
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE.has(request.method)) return;
    const fetchSite = request.headers["sec-fetch-site"];
    if (!request.headers.origin) {
      if (fetchSite === "cross-site")
        return reply.status(403).send({ message: "Cross-site request refused", code: "csrf" });
      return;
    }
    if (!originAllowed(request, allowed)) {
      return reply.status(403).send({ message: "Cross-site request refused", code: "csrf" });
    }
  });
}
