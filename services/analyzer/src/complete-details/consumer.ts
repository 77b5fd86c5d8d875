import { canAdvanceStage } from "@suri/contracts";
import type { ServiceStore } from "@suri/kit";
import { keptComparables } from "../value-listing/kept-comparables";
import { lockJob, type PreparedReport, prepareReport, recordReport } from "../value-listing/prepare-report";
import type { NarrativeWriter } from "../write-narrative/model-writer";

/**
 * Value the listings users completed (ReportDetailsProvided): the same valuation as a listing the scraper
 * read, outside any transaction, then the report, the job's completion and ReportCompleted together —
 * upon which the ledger posts the job's reservation.
 */
export function valueCompletedListings(service: ServiceStore, narrate: NarrativeWriter | null = null) {
  return service.consume({
    durable: "analyzer-report-details",
    context: "report",
    handlers: {
      ReportDetailsProvided: {
        // Valued against what the first job's listing came with (kept while it waited for the figures).
        prepare: async (data) =>
          prepareReport(service, narrate, data.listing, await keptComparables(service, data.previousJobId)),
        apply: async (data, envelope, trx, prepared: PreparedReport) => {
          const job = await lockJob(trx, service, data.jobId);
          if (!job || !canAdvanceStage(job.stage, "completed")) return;
          await recordReport(trx, service, job, data.listing, prepared, envelope);
        },
      },
    },
  });
}
