import { createHash } from "node:crypto";
import {
  ApiErrorSchema,
  GenerateReportRequestSchema,
  GenerateReportResponseSchema,
  RenameReportRequestSchema,
  ReportJobSchema,
  ReportListSchema,
  ReportRecordSchema,
} from "@suri/contracts";
import type { Runtime } from "@suri/kit";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionVerifier } from "../session/session";
import { reportDocumentRoutes } from "./report-documents";

/** The error answers of the report routes (each body is the API's error shape). */
export const reportErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  402: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  410: ApiErrorSchema,
};

/** A client-chosen Idempotency-Key becomes the job id, so a retried request never reserves twice. */
export function jobIdFor(userId: string, key: string | undefined): string | undefined {
  if (!key) return undefined;
  const h = createHash("sha256").update(`${userId}:${key}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50; // version 5-style
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString("hex");
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

export function reportRoutes(app: FastifyInstance, rt: Runtime, sessions: SessionVerifier) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const idParam = z.object({ id: z.string().uuid() });

  r.post(
    "/api/generate-report",
    {
      schema: {
        tags: ["reports"],
        body: GenerateReportRequestSchema,
        headers: z.object({ "idempotency-key": z.string().max(200).optional() }).loose(),
        response: { 202: GenerateReportResponseSchema, ...reportErrors },
      },
    },
    async (request, reply) => {
      const user = await sessions.require(request);
      const jobId = jobIdFor(user.id, request.headers["idempotency-key"]);
      const answer = await rt.rpc.call(
        "analyzer",
        "StartReport",
        { userId: user.id, propertyLink: request.body.propertyLink, ...(jobId ? { jobId } : {}) },
        { correlationId: request.id },
      );
      return reply.status(202).send(answer);
    },
  );

  r.get(
    "/api/report-jobs/:jobId",
    {
      schema: {
        tags: ["reports"],
        params: z.object({ jobId: z.string().max(64) }),
        response: { 200: ReportJobSchema, ...reportErrors },
      },
    },
    async (request, reply) => {
      const user = await sessions.require(request);
      reply.header("cache-control", "no-store");
      const { jobId } = request.params;
      if (!z.string().uuid().safeParse(jobId).success) {
        return reply.status(404).send({
          message: "Report job not found. The job might have been deleted or never existed.",
          code: "job_not_found",
        });
      }
      return rt.rpc.call("analyzer", "GetJob", { userId: user.id, jobId }, { correlationId: request.id });
    },
  );

  r.get(
    "/api/reports/:id",
    {
      schema: {
        tags: ["reports"],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: ReportRecordSchema, ...reportErrors },
      },
    },
    async (request, reply) => {
      const user = await sessions.require(request);
      reply.header("cache-control", "no-store");
      if (!idParam.safeParse(request.params).success) {
        return reply.status(404).send({
          message:
            "No Report Data Found: We couldn't find any data for this report. It may have been deleted or never existed.",
          code: "report_not_found",
        });
      }
      return rt.rpc.call(
        "analyzer",
        "GetReport",
        { userId: user.id, reportId: request.params.id },
        { correlationId: request.id },
      );
    },
  );

  r.get(
    "/api/user/reports",
    { schema: { tags: ["reports"], response: { 200: ReportListSchema, 401: ApiErrorSchema } } },
    async (request) => {
      const user = await sessions.require(request);
      return rt.rpc.call("analyzer", "ListReports", { userId: user.id }, { correlationId: request.id });
    },
  );

  // Issue 20: the owner names a report their own way, or deletes it (gone for them; the ledger keeps its entries).
  r.patch(
    "/api/reports/:id",
    {
      schema: {
        tags: ["reports"],
        params: z.object({ id: z.string().max(64) }),
        body: RenameReportRequestSchema,
        response: { 200: z.object({ id: z.string(), title: z.string() }), ...reportErrors },
      },
    },
    async (request, reply) => {
      const user = await sessions.require(request);
      if (!idParam.safeParse(request.params).success) return reply.status(404).send(REPORT_NOT_FOUND);
      return rt.rpc.call(
        "analyzer",
        "RenameReport",
        { userId: user.id, reportId: request.params.id, title: request.body.title },
        { correlationId: request.id },
      );
    },
  );

  r.delete(
    "/api/reports/:id",
    {
      schema: {
        tags: ["reports"],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.object({ id: z.string(), deleted: z.literal(true) }), ...reportErrors },
      },
    },
    async (request, reply) => {
      const user = await sessions.require(request);
      if (!idParam.safeParse(request.params).success) return reply.status(404).send(REPORT_NOT_FOUND);
      return rt.rpc.call(
        "analyzer",
        "DeleteReport",
        { userId: user.id, reportId: request.params.id },
        { correlationId: request.id },
      );
    },
  );

  reportDocumentRoutes(app, rt, sessions);
}

const REPORT_NOT_FOUND = {
  message:
    "No Report Data Found: We couldn't find any data for this report. It may have been deleted or never existed.",
  code: "report_not_found",
};
