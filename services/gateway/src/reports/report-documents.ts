import { ApiErrorSchema, DemoReportSchema, PropertyDataSchema } from "@suri/contracts";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { REPORT_NOT_FOUND } from "./routes";

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 410: ApiErrorSchema };
const idParams = z.object({ id: z.string().max(64) });
const isUuid = (id: string) => z.string().uuid().safeParse(id).success;

function notFound(reply: FastifyReply) {
  return reply.status(404).send(REPORT_NOT_FOUND);
}

/**
 * The report's other forms (under /api): SPEC §3 property data, the PDF download (ownership and retention
 * checked by the analyzer, exactly as for the JSON report) and the open demo report of a sample listing.
 */
export const reportDocumentRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/property-data/:id",
    {
      schema: { tags: ["reports"], params: idParams, response: { 200: PropertyDataSchema, ...errors } },
      config: { readOnly: true },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      if (!isUuid(request.params.id)) return notFound(reply);
      return request.forward("analyzer", "GetPropertyData", { userId: request.user.id, reportId: request.params.id });
    },
  );

  r.get(
    "/reports/:id/pdf",
    {
      schema: pdfSchema("reports", idParams, errors),
      config: { readOnly: true },
    },
    async (request, reply) => {
      if (!isUuid(request.params.id)) return notFound(reply);
      const pdf = await request.forward("analyzer", "GetReportPdf", {
        userId: request.user.id,
        reportId: request.params.id,
        lang: request.query.lang,
      });
      return reply.header("cache-control", "no-store").send(pdfFile(reply, pdf));
    },
  );

  r.get(
    "/demo-report",
    { schema: { tags: ["reports"], response: { 200: DemoReportSchema } }, config: { readOnly: true, visitor: true } },
    async (request) => request.forward("analyzer", "GetDemoReport", {}),
  );
};

/** The schema of a route answering a report's PDF: in English unless `lang=tl` asks for Tagalog. */
export const pdfSchema = <Params extends z.ZodType, Errors extends Record<number, z.ZodType>>(
  tag: string,
  params: Params,
  errors: Errors,
) => ({
  tags: [tag],
  params,
  querystring: z.object({ lang: z.enum(["en", "tl"]).default("en") }),
  response: { 200: z.any(), ...errors },
});

/** A PDF the analyzer sent as base64, answered as a download. */
export function pdfFile(reply: FastifyReply, pdf: { contentType: string; filename: string; base64: string }) {
  reply.header("content-type", pdf.contentType).header("content-disposition", `attachment; filename="${pdf.filename}"`);
  return Buffer.from(pdf.base64, "base64");
}
