import { AppError } from "@suri/kit";
import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
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
 * for, so the rate limit and the origin check run meanwhile); each route not marked `config.visitor` gets
 * a preHandler that awaits it and sets `request.user`, or answers 401 in SPEC's words (a visitor's route
 * pays nothing for it). It runs after the body is parsed and checked, as the handlers' own check did.
 */
export function requireSignIn(scope: FastifyInstance, sessions: SessionVerifier) {
  sessions.install(scope);
  scope.decorateRequest("user", null as unknown as SessionUser);
  const signedIn: preHandlerAsyncHookHandler = async (request) => {
    const { signedOut } = request.routeOptions.config;
    const refused = () =>
      signedOut ? AppError.unauthorized(signedOut.message, signedOut.code) : AppError.unauthorized();
    const user = await sessions.current(request).catch((err) => {
      // A route with its own words says them even when auth could not be asked.
      if (signedOut) throw refused();
      throw err;
    });
    if (!user) throw refused();
    request.user = user;
  };
  scope.addHook("onRoute", (route) => {
    if (route.config?.visitor) return;
    const own = route.preHandler ?? [];
    route.preHandler = [signedIn, ...(Array.isArray(own) ? own : [own])];
  });
}
