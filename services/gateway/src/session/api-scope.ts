import { AppError } from "@suri/kit";
import type { FastifyInstance } from "fastify";
import type { SessionUser, SessionVerifier } from "./session";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route answers visitors too: no session is required and `request.user` is not set (a route that
     * wants the user when there is one asks `sessions.current`).
     */
    visitor?: boolean;
    /** The 401 of a route that words "please sign in" its own way. */
    signedOut?: { message: string; code: string };
  }
  interface FastifyRequest {
    /** The signed-in user: set before the handler of every /api route not marked `visitor` runs. */
    user: SessionUser;
  }
}

/**
 * The /api scope's session check. Its onRequest hook starts resolving the request's session (not waited
 * for, so the rate limit and the origin check run meanwhile); before the handler of a route that is not
 * marked `config.visitor`, the session is awaited and set as `request.user`, or the request is answered
 * 401 in SPEC's words. It runs after the body is parsed and checked, as the handlers' own check did.
 */
export function requireSignIn(scope: FastifyInstance, sessions: SessionVerifier) {
  sessions.install(scope);
  scope.decorateRequest("user", null as unknown as SessionUser);
  scope.addHook("preHandler", async (request) => {
    const { visitor, signedOut } = request.routeOptions.config;
    if (visitor) return;
    const refused = () =>
      signedOut ? AppError.unauthorized(signedOut.message, signedOut.code) : AppError.unauthorized();
    const user = await sessions.current(request).catch((err) => {
      // A route with its own words says them even when auth could not be asked.
      if (signedOut) throw refused();
      throw err;
    });
    if (!user) throw refused();
    request.user = user;
  });
}
