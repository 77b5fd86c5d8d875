import { csv, loadConfig, type RunningService, type Runtime, ServiceStore, serveRpc } from "@suri/kit";
import { z } from "zod";
import { valueCompletedListings } from "./complete-details/consumer";
import { completeJobDetails } from "./complete-details/handler";
import { correctReport } from "./correct-report/handler";
import { demoReport } from "./demo-report/handler";
import { forgetDeletedAccounts } from "./forget-account/consumer";
import { deleteReport, renameReport } from "./manage-reports/handlers";
import { migrations, SCHEMA } from "./migrations";
import { getPropertyData, getReport, listReports } from "./read-reports/handlers";
import { startJobTimeoutSweeper } from "./report-job/timeout-sweeper";
import { getReportPdf, getSharedReportPdf } from "./report-pdf/handler";
import { valueScreenedListings } from "./screen-search-page/consumer";
import { getScreening, listScreenings, startScreening } from "./screen-search-page/handlers";
import { startScreeningTimeoutSweeper } from "./screen-search-page/timeout-sweeper";
import { createShareLink, getSharedReport, listShareLinks, revokeShareLink } from "./share-report/handlers";
import { startReportFromFile } from "./start-report/from-file";
import { startReportFromText } from "./start-report/from-text";
import { getJob, startReport } from "./start-report/handler";
import { valueListingsAsTheyArrive } from "./value-listing/consumer";
import { createModelWriter } from "./write-narrative/model-writer";

export const AnalyzerConfigSchema = z.object({
  /** Exact host:port pairs that bypass the private-address guard (tests only). */
  SCRAPER_ALLOW_HOSTS: csv,
  JOB_TIMEOUT_MS: z.coerce.number().int().positive().default(180_000),
  JOB_SWEEP_MS: z.coerce.number().int().positive().default(15_000),
  /** Reports older than this answer 410 with a clear message (SPEC: 30-day report access). */
  REPORT_RETENTION_DAYS: z.coerce.number().int().positive().default(30),
  /** When set, a language model writes the narrative (checked against the report's numbers). */
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  /** Must stay well under BUS_ACK_WAIT_MS: the model is asked before the listing's message is acknowledged. */
  NARRATIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
});

export async function startAnalyzer(rt: Runtime): Promise<RunningService> {
  const config = loadConfig(AnalyzerConfigSchema, rt.env);
  const service = new ServiceStore(rt, SCHEMA);
  await service.migrate(migrations);
  const guard = { allowHosts: config.SCRAPER_ALLOW_HOSTS };
  const retention = { retentionDays: config.REPORT_RETENTION_DAYS };
  const narrate = config.OPENAI_API_KEY
    ? createModelWriter(
        {
          apiKey: config.OPENAI_API_KEY,
          baseURL: config.OPENAI_BASE_URL,
          model: config.OPENAI_MODEL,
          timeoutMs: config.NARRATIVE_TIMEOUT_MS,
        },
        rt.log,
      )
    : null;
  const rpc = await serveRpc(
    rt.bus,
    "analyzer",
    {
      StartReport: (req, ctx) => startReport({ service, guard }, req, ctx),
      GetJob: (req) => getJob(service, req),
      GetReport: (req) => getReport(service, retention, req),
      GetPropertyData: (req) => getPropertyData(service, retention, req),
      GetReportPdf: (req) => getReportPdf(service, retention, req),
      GetDemoReport: async () => demoReport(rt.now()),
      CreateShareLink: (req) => createShareLink(service, retention, req),
      ListShareLinks: (req) => listShareLinks(service, retention, req),
      RevokeShareLink: (req) => revokeShareLink(service, req),
      GetSharedReport: (req) => getSharedReport(service, retention, req),
      GetSharedReportPdf: (req) => getSharedReportPdf(service, retention, req),
      RenameReport: (req) => renameReport(service, retention, req),
      DeleteReport: (req) => deleteReport(service, retention, req),
      ListReports: (req) => listReports(service, req),
      StartReportFromFile: (req, ctx) => startReportFromFile(service, req, ctx),
      StartReportFromText: (req, ctx) => startReportFromText(service, req, ctx),
      CorrectReport: (req, ctx) => correctReport({ service, retention, narrate }, req, ctx),
      CompleteJobDetails: (req, ctx) => completeJobDetails(service, req, ctx),
      StartScreening: (req, ctx) => startScreening({ service, guard }, req, ctx),
      GetScreening: (req) => getScreening(service, req),
      ListScreenings: (req) => listScreenings(service, req),
    },
    rt.log,
  );
  const listings = await valueListingsAsTheyArrive(service, narrate);
  const completed = await valueCompletedListings(service, narrate);
  const screenings = await valueScreenedListings(service);
  const deletions = await forgetDeletedAccounts(service);
  const sweeper = startJobTimeoutSweeper(service, {
    jobTimeoutMs: config.JOB_TIMEOUT_MS,
    intervalMs: config.JOB_SWEEP_MS,
  });
  const screeningSweeper = startScreeningTimeoutSweeper(service, {
    timeoutMs: config.JOB_TIMEOUT_MS,
    intervalMs: config.JOB_SWEEP_MS,
  });
  return {
    name: "analyzer",
    relay: service.relay,
    subscriptions: [...rpc, listings, completed, screenings, deletions],
    stop: async () => {
      await sweeper.stop();
      await screeningSweeper.stop();
    },
  };
}
