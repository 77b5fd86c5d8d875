import { csv, loadConfig, type RunningService, type Runtime, ServiceStore, serveRpc } from "@suri/kit";
import { z } from "zod";
import { migrations, SCHEMA } from "./migrations";
import { getReport, listReports } from "./read-reports/handlers";
import { startJobTimeoutSweeper } from "./report-job/timeout-sweeper";
import { startReportFromFile } from "./start-report/from-file";
import { getJob, startReport } from "./start-report/handler";
import { valueListingsAsTheyArrive } from "./value-listing/consumer";

export const AnalyzerConfigSchema = z.object({
  /** Exact host:port pairs that bypass the private-address guard (tests only). */
  SCRAPER_ALLOW_HOSTS: csv,
  JOB_TIMEOUT_MS: z.coerce.number().int().positive().default(180_000),
  JOB_SWEEP_MS: z.coerce.number().int().positive().default(15_000),
});

export async function startAnalyzer(rt: Runtime): Promise<RunningService> {
  const config = loadConfig(AnalyzerConfigSchema, rt.env);
  const service = new ServiceStore(rt, SCHEMA);
  await service.migrate(migrations);
  const guard = { allowHosts: config.SCRAPER_ALLOW_HOSTS };
  const rpc = await serveRpc(
    rt.bus,
    "analyzer",
    {
      StartReport: (req, ctx) => startReport({ service, guard }, req, ctx),
      GetJob: (req) => getJob(service, req),
      GetReport: (req) => getReport(service, req),
      ListReports: (req) => listReports(service, req),
      StartReportFromFile: (req, ctx) => startReportFromFile(service, req, ctx),
    },
    rt.log,
  );
  const listings = await valueListingsAsTheyArrive(service);
  const sweeper = startJobTimeoutSweeper(service, {
    jobTimeoutMs: config.JOB_TIMEOUT_MS,
    intervalMs: config.JOB_SWEEP_MS,
  });
  return { name: "analyzer", relay: service.relay, subscriptions: [...rpc, listings], stop: () => sweeper.stop() };
}
