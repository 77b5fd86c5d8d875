import { ApiErrorSchema, PreferencesSchema } from "@suri/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

/** Issue 28: the account's preferences (under /api), kept by auth so every device of the user shows the same. */
export const preferenceRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().put(
    "/user/preferences",
    {
      schema: {
        tags: ["account"],
        body: PreferencesSchema,
        response: { 200: PreferencesSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) =>
      request.forward("auth", "SetPreferences", { userId: request.user.id, preferences: request.body }),
  );
};
