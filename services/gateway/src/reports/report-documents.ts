import { ApiErrorSchema, DemoReportSchema, PropertyDataSchema } from "@suri/contracts";
import type { Runtime } from "@suri/kit";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionVerifier } from "../session/session";

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 410: ApiErrorSchema };
const NOT_FOUND = {
  message:
    "No Report Data Found: We couldn't find any data for this report. It may have been deleted or never existed.",
  code: "report_not_found",
};
const idParams = z.object({ id: z.string().max(64) });
const isUuid = (id: string) => z.string().uuid().safeParse(id).success;

function notFound(reply: FastifyReply) {
  return reply.status(404).send(NOT_FOUND);
}

/**
 * The report's other forms: SPEC §3 property data, the PDF download (ownership and retention checked
 * by the analyzer, exactly as for the JSON report) and the open demo report of a sample listing.
 */
export function reportDocumentRoutes(app: FastifyInstance, rt: Runtime, sessions: SessionVerifier) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/property-data/:id",
    {
      schema: { tags: ["reports"], params: idParams, response: { 200: PropertyDataSchema, ...errors } },
      config: { readOnly: true },
    },
    async (request, reply) => {
      const user = await sessions.require(request);
      reply.header("cache-control", "no-store");
      if (!isUuid(request.params.id)) return notFound(reply);
      return rt.rpc.call(
        "analyzer",
        "GetPropertyData",
        { userId: user.id, reportId: request.params.id },
        { correlationId: request.id },
      );
    },
  );

  r.get(
    "/api/reports/:id/pdf",
    {
      schema: {
        tags: ["reports"],
        params: idParams,
        querystring: z.object({ lang: z.enum(["en", "tl"]).default("en") }),
        response: { 200: z.any(), ...errors },
      },
      config: { readOnly: true },
    },
    async (request, reply) => {
      const user = await sessions.require(request);
      if (!isUuid(request.params.id)) return notFound(reply);
      const pdf = await rt.rpc.call(
        "analyzer",
        "GetReportPdf",
        { userId: user.id, reportId: request.params.id, lang: request.query.lang },
        { correlationId: request.id },
      );
      return reply
        .header("cache-control", "no-store")
        .header("content-type", pdf.contentType)
        .header("content-disposition", `attachment; filename="${pdf.filename}"`)
        .send(Buffer.from(pdf.base64, "base64"));
    },
  );

  r.get(
    "/api/demo-report",
    { schema: { tags: ["reports"], response: { 200: DemoReportSchema } }, config: { readOnly: true } },
    async () => rt.rpc.call("analyzer", "GetDemoReport", {}, {}),
  );
}
