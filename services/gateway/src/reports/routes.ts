import {
  ApiErrorSchema,
  GenerateReportRequestSchema,
  GenerateReportResponseSchema,
  isTerminalStage,
  RenameReportRequestSchema,
  type ReportJob,
  ReportJobSchema,
  ReportLanguageSchema,
  ReportListSchema,
  ReportRecordSchema,
  readerCopy,
} from "@suri/contracts";
import { idFromName } from "@suri/kit";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ReportRates } from "../limits/report-rates";
import { answerFromReads } from "../read-model/answer";
import type { UserReads } from "../read-model/user-reads";

/** The error answers of the report routes (each body is the API's error shape). */
export const reportErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  402: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  410: ApiErrorSchema,
};
/** The routes that start a job: also 429 when the user starts them faster than ReportRates allows. */
const jobStartErrors = { ...reportErrors, 429: ApiErrorSchema };

/**
 * The schema of a route that starts a job: its body, an optional Idempotency-Key (see startJob), and
 * 202 with what was started.
 */
export const jobStartSchema = <Body extends z.ZodType, Started extends z.ZodType>(
  tag: string,
  body: Body,
  started: Started,
) => ({
  tags: [tag],
  body,
  headers: z.object({ "idempotency-key": z.string().max(200).optional() }).loose(),
  response: { 202: started, ...jobStartErrors },
});

/** A client-chosen Idempotency-Key becomes the job id, so a retried request never reserves twice. */
export function jobIdFor(userId: string, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return idFromName(`${userId}:${key}`);
}

export interface ReportRouteOptions {
  reads: UserReads;
  rates: ReportRates;
}

/**
 * A job starts: counted against the user's start rate (429 past it), its id made from the client's
 * Idempotency-Key when there is one (`{}` otherwise: the analyzer makes one).
 */
export async function startJob(request: FastifyRequest, rates: ReportRates): Promise<{ jobId?: string }> {
  await rates.jobStarted(request.user.id);
  const key = request.headers["idempotency-key"];
  const jobId = jobIdFor(request.user.id, typeof key === "string" ? key : undefined);
  return jobId ? { jobId } : {};
}

/**
 * The report routes (under /api). The hot reads (a finished job, a report, the list) answer from the user's
 * read model; a job still running is always asked of the analyzer, and a finished one seen before its
 * event arrived drops the user's other kept answers (the list, the balance) so they show it too.
 */
export const reportRoutes: FastifyPluginAsync<ReportRouteOptions> = async (app, { reads, rates }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const idParam = z.object({ id: z.string().uuid() });
  const isUuid = z.string().uuid();

  r.post(
    "/generate-report",
    { schema: jobStartSchema("reports", GenerateReportRequestSchema, GenerateReportResponseSchema) },
    async (request, reply) => {
      const started = await startJob(request, rates);
      const answer = await request.forward("analyzer", "StartReport", {
        userId: request.user.id,
        propertyLink: request.body.propertyLink,
        ...(request.body.fromSearchPage ? { fromSearchPage: request.body.fromSearchPage } : {}),
        ...started,
      });
      return reply.status(202).send(answer);
    },
  );

  r.get(
    "/report-jobs/:jobId",
    {
      schema: {
        tags: ["reports"],
        params: z.object({ jobId: z.string().max(64) }),
        response: { 200: ReportJobSchema, ...reportErrors },
      },
      config: { readOnly: true },
    },
    async (request, reply) => {
      const { user } = request;
      const { jobId } = request.params;
      if (!isUuid.safeParse(jobId).success) {
        return reply.status(404).send(JOB_NOT_FOUND);
      }
      const finished = (job: ReportJob) => isTerminalStage(job.stage);
      return answerFromReads(
        reads,
        reply,
        user.id,
        `job:${jobId}`,
        () => request.forward("analyzer", "GetJob", { userId: user.id, jobId }),
        { keep: finished, othersChanged: finished },
      );
    },
  );

  r.get(
    "/reports/:id",
    {
      schema: {
        tags: ["reports"],
        params: z.object({ id: z.string().max(64) }),
        // The reader's language: only what reading in it takes (an English reader gets no Tagalog overlay).
        querystring: z.object({ lang: ReportLanguageSchema.optional() }),
        response: { 200: ReportRecordSchema, ...reportErrors },
      },
      config: { readOnly: true },
    },
    async (request, reply) => {
      const { user } = request;
      const reportId = request.params.id;
      const { lang } = request.query;
      if (!isUuid.safeParse(reportId).success) return reply.status(404).send(REPORT_NOT_FOUND);
      return answerFromReads(
        reads,
        reply,
        user.id,
        `report:${reportId}:${lang ?? "all"}`,
        async () => {
          const record = await request.forward("analyzer", "GetReport", { userId: user.id, reportId });
          return lang ? { ...record, reportData: readerCopy(record.reportData, lang) } : record;
        },
        // Never kept past its retention: from then on the analyzer answers 410.
        { expiresAt: (report) => (report.expiresAt ? Date.parse(report.expiresAt) : Number.POSITIVE_INFINITY) },
      );
    },
  );

  r.get(
    "/user/reports",
    {
      schema: { tags: ["reports"], response: { 200: ReportListSchema, 401: ApiErrorSchema } },
      config: { readOnly: true },
    },
    async (request, reply) =>
      answerFromReads(reads, reply, request.user.id, "reports", () =>
        request.forward("analyzer", "ListReports", { userId: request.user.id }),
      ),
  );

  // Issue 20: the owner names a report their own way, or deletes it (gone for them; the ledger keeps its entries).
  r.patch(
    "/reports/:id",
    {
      schema: {
        tags: ["reports"],
        params: z.object({ id: z.string().max(64) }),
        body: RenameReportRequestSchema,
        response: { 200: z.object({ id: z.string(), title: z.string() }), ...reportErrors },
      },
    },
    async (request, reply) => {
      if (!idParam.safeParse(request.params).success) return reply.status(404).send(REPORT_NOT_FOUND);
      return request.forward("analyzer", "RenameReport", {
        userId: request.user.id,
        reportId: request.params.id,
        title: request.body.title,
      });
    },
  );

  r.delete(
    "/reports/:id",
    {
      schema: {
        tags: ["reports"],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.object({ id: z.string(), deleted: z.literal(true) }), ...reportErrors },
      },
    },
    async (request, reply) => {
      if (!idParam.safeParse(request.params).success) return reply.status(404).send(REPORT_NOT_FOUND);
      return request.forward("analyzer", "DeleteReport", { userId: request.user.id, reportId: request.params.id });
    },
  );
};

/** The answer to a report id that is no report (or not the caller's). */
export const REPORT_NOT_FOUND = {
  message:
    "No Report Data Found: We couldn't find any data for this report. It may have been deleted or never existed.",
  code: "report_not_found",
};

/** The answer to a job id that is no job (or not the caller's). */
export const JOB_NOT_FOUND = {
  message: "Report job not found. The job might have been deleted or never existed.",
  code: "job_not_found",
};
