import { ApiErrorSchema, PreferencesSchema } from "@suri/contracts";
import type { Runtime } from "@suri/kit";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { SessionVerifier } from "../session/session";

/** Issue 28: the account's preferences, kept by auth so every device of the user shows the same. */
export function preferenceRoutes(app: FastifyInstance, rt: Runtime, sessions: SessionVerifier) {
  app.withTypeProvider<ZodTypeProvider>().put(
    "/api/user/preferences",
    {
      schema: {
        tags: ["account"],
        body: PreferencesSchema,
        response: { 200: PreferencesSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = await sessions.require(request);
      return rt.rpc.call(
        "auth",
        "SetPreferences",
        { userId: user.id, preferences: request.body },
        { correlationId: request.id },
      );
    },
  );
}
