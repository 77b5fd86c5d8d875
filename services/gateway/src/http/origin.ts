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
  app.addHook("onRequest", (request, reply, done) => {
    if (SAFE.has(request.method)) return done();
    const fetchSite = request.headers["sec-fetch-site"];
    const refused = request.headers.origin ? !originAllowed(request, allowed) : fetchSite === "cross-site";
    // An answer sent from a callback hook ends the request there (done is not called).
    if (refused) return void reply.status(403).send({ message: "Cross-site request refused", code: "csrf" });
    done();
  });
}
