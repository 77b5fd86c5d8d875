import {
  ScreeningListSchema,
  ScreeningSchema,
  StartScreeningRequestSchema,
  StartScreeningResponseSchema,
} from "@suri/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ReportRates } from "../limits/report-rates";
import { jobStartSchema, reportErrors, startJob } from "../reports/routes";

/**
 * Issue 27: screening a search page (under /api). POST /screenings starts one for one credit (402 when
 * there is none; an Idempotency-Key makes a retry the same screening) and answers 202 `{screeningId}`;
 * GET /screenings/:id is the owner's ranked table (404 for anyone else's); GET /screenings lists them.
 */
export const screeningRoutes: FastifyPluginAsync<{ rates: ReportRates }> = async (app, { rates }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/screenings",
    { schema: jobStartSchema("screenings", StartScreeningRequestSchema, StartScreeningResponseSchema) },
    async (request, reply) => {
      const { jobId: screeningId } = await startJob(request, rates);
      const answer = await request.forward("analyzer", "StartScreening", {
        userId: request.user.id,
        pageLink: request.body.pageLink,
        ...(screeningId ? { screeningId } : {}),
      });
      return reply.status(202).send(answer);
    },
  );

  r.get(
    "/screenings/:id",
    {
      config: { readOnly: true },
      schema: {
        tags: ["screenings"],
        params: z.object({ id: z.string().uuid() }),
        response: { 200: ScreeningSchema, ...reportErrors },
      },
    },
    (request) =>
      request.forward("analyzer", "GetScreening", { userId: request.user.id, screeningId: request.params.id }),
  );

  r.get(
    "/screenings",
    {
      config: { readOnly: true },
      schema: { tags: ["screenings"], response: { 200: ScreeningListSchema, ...reportErrors } },
    },
    (request) => request.forward("analyzer", "ListScreenings", { userId: request.user.id }),
  );
};
