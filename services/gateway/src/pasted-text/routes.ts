import {
  ApiErrorSchema,
  GenerateReportFromTextRequestSchema,
  GenerateReportFromTextResponseSchema,
  ListingTextReadingSchema,
  ReadListingTextRequestSchema,
} from "@suri/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ReportRates } from "../limits/report-rates";
import { jobStartSchema, reportErrors, startJob } from "../reports/routes";

/**
 * Room for the longest text the schema accepts (20,000 UTF-16 units) even if every one arrives
 * JSON-escaped as `\uXXXX`; a larger body is refused before it is parsed.
 */
export const TEXT_REPORT_BODY_BYTES_MAX = 256 * 1024;
/**
 * POST /api/generate-report-from-text: a listing's own words, pasted — the way in for a Facebook
 * Marketplace or group post, a Viber or WhatsApp message, or a site that refuses to be read. Checked
 * by the schema (control characters stripped, 40–20,000 characters once trimmed) before any credit is
 * touched; then the same job as a link, with the same credit rules, answered the same way: 202 `{jobId}`.
 * The reading the user confirmed travels with it (checked as a correction is, before any credit is touched).
 *
 * POST /api/listing-text/read: the same text, read by the scraper and answered as "What we read" —
 * each field with the words it came from — before the user spends anything: no job, no credit, nothing
 * kept. A text that names no property is a 422. Free, but work for the scraper: limited per client address
 * (ReportRates), as starting a report is per user.
 */
export const textReportRoutes: FastifyPluginAsync<{ rates: ReportRates }> = async (app, { rates }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/generate-report-from-text",
    {
      bodyLimit: TEXT_REPORT_BODY_BYTES_MAX,
      schema: jobStartSchema("reports", GenerateReportFromTextRequestSchema, GenerateReportFromTextResponseSchema),
    },
    async (request, reply) => {
      const started = await startJob(request, rates);
      const { text, confirmed } = request.body;
      const answer = await request.forward("analyzer", "StartReportFromText", {
        userId: request.user.id,
        text,
        ...(confirmed ? { confirmed } : {}),
        ...started,
      });
      return reply.status(202).send(answer);
    },
  );

  r.post(
    "/listing-text/read",
    {
      bodyLimit: TEXT_REPORT_BODY_BYTES_MAX,
      config: { readOnly: true },
      schema: {
        tags: ["reports"],
        body: ReadListingTextRequestSchema,
        response: { 200: ListingTextReadingSchema, ...reportErrors, 422: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      await rates.textRead(request.ip);
      return request.forward("scraper", "ReadListingText", { text: request.body.text });
    },
  );
};
