import { ApiErrorSchema, NewsQuerySchema, NewsResponseSchema } from "@suri/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

/** Reading every feed can take one fetch timeout (15 s) and a little more. */
const NEWS_RPC_TIMEOUT_MS = 25_000;

/**
 * GET /api/property-news (`?refresh=true` forces a re-read, at most once a minute): the three
 * newest Philippine property news items with a sentiment badge, and when the feeds were last read.
 * Open to visitors: it is public news.
 */
export const newsRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/property-news",
    {
      schema: {
        tags: ["news"],
        querystring: NewsQuerySchema,
        response: { 200: NewsResponseSchema, 503: ApiErrorSchema },
      },
      config: { readOnly: true, visitor: true },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return request.forward(
        "scraper",
        "GetNews",
        { refresh: request.query.refresh },
        { timeoutMs: NEWS_RPC_TIMEOUT_MS },
      );
    },
  );
};
