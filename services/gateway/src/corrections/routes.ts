import {
  ApiErrorSchema,
  CompleteDetailsRequestSchema,
  GenerateReportResponseSchema,
  ReportCorrectionRequestSchema,
  ReportRecordSchema,
} from "@suri/contracts";
import { idFromName, newId } from "@suri/kit";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ReportRates } from "../limits/report-rates";
import { JOB_NOT_FOUND, REPORT_NOT_FOUND, reportErrors } from "../reports/routes";

/** A correction values the report again: cheap, but not free of work. Per client address. */
export const CORRECTIONS_PER_MINUTE = 30;
/** Valuing again may wait for the comparables store and, when configured, the narrative model. */
export const CORRECTION_RPC_TIMEOUT_MS = 30_000;

const errors = { ...reportErrors, 409: ApiErrorSchema, 422: ApiErrorSchema, 429: ApiErrorSchema };
const idempotency = z.object({ "idempotency-key": z.string().max(200).optional() }).loose();
const isUuid = (id: string) => z.string().uuid().safeParse(id).success;

/** A retried correction (same Idempotency-Key on the same report) is the same correction. */
export function correctionIdFor(userId: string, reportId: string, key: string | undefined): string {
  if (!key) return newId();
  return idFromName(`correction:${userId}:${reportId}:${key}`);
}

/**
 * The user's word on what a listing says. POST /api/reports/{id}/corrections values the owner's report
 * again with the fields they set, free, as a new revision (409 when the report moved on since the
 * revision they saw or has had all its corrections; 422 with the reason when the change is no
 * misreading but another property). POST /api/report-jobs/{jobId}/details gives a needs_details job the figures its
 * listing lacked and starts the report from them, with the credit rules of any report. Both bodies are
 * checked here (400 naming the field) before anything is asked of the analyzer; session, ownership
 * (someone else's report or job is a 404) and the origin check are as for every other route.
 */
export const correctionRoutes: FastifyPluginAsync<{ rates: ReportRates }> = async (app, { rates }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/reports/:id/corrections",
    {
      config: { rateLimit: { max: CORRECTIONS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: {
        tags: ["reports"],
        params: z.object({ id: z.string().max(64) }),
        body: ReportCorrectionRequestSchema,
        headers: idempotency,
        response: { 200: ReportRecordSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const reportId = request.params.id;
      if (!isUuid(reportId)) return reply.status(404).send(REPORT_NOT_FOUND);
      const { revision, ...changes } = request.body;
      return request.forward(
        "analyzer",
        "CorrectReport",
        {
          userId: user.id,
          reportId,
          revision,
          changes,
          correctionId: correctionIdFor(user.id, reportId, request.headers["idempotency-key"]),
        },
        { timeoutMs: CORRECTION_RPC_TIMEOUT_MS },
      );
    },
  );

  r.post(
    "/report-jobs/:jobId/details",
    {
      config: { rateLimit: { max: CORRECTIONS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: {
        tags: ["reports"],
        params: z.object({ jobId: z.string().max(64) }),
        body: CompleteDetailsRequestSchema,
        response: { 202: GenerateReportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const { jobId } = request.params;
      if (!isUuid(jobId)) return reply.status(404).send(JOB_NOT_FOUND);
      // Starts the report a job asked details for: a job start like any other.
      await rates.jobStarted(user.id);
      const answer = await request.forward("analyzer", "CompleteJobDetails", {
        userId: user.id,
        jobId,
        details: request.body,
      });
      return reply.status(202).send(answer);
    },
  );
};
