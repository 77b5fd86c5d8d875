import {
  type EventData,
  fieldValue,
  type Listing,
  type ListingDetails,
  ListingSchema,
  type ReportCorrections,
  type ReportRecord,
  readingOf,
  STALE_REVISION_MESSAGE,
} from "@suri/contracts";
import {
  AppError,
  ConcurrencyError,
  callerGaveUp,
  EventStore,
  makeEvent,
  type RpcContext,
  type ServiceStore,
} from "@suri/kit";
import { currentListing, getReport, ownedRow, type ReportRow, type RetentionPolicy } from "../read-reports/handlers";
import { keptComparables } from "../value-listing/kept-comparables";
import { prepareReport } from "../value-listing/prepare-report";
import type { NarrativeWriter } from "../write-narrative/model-writer";
import { type AppliedDetails, applyDetails, recordedChanges } from "./apply-details";
import { correctionRefusal, correctionsUsedUp } from "./misreading";

export interface CorrectReportDeps {
  service: ServiceStore;
  retention: RetentionPolicy;
  narrate: NarrativeWriter | null;
}

export interface CorrectReportRequest {
  userId: string;
  reportId: string;
  /** The revision the user was looking at. */
  revision: number;
  changes: ListingDetails;
  correctionId: string;
}

type Corrected = EventData<"ReportCorrected">;

/** A report's corrections are its own event stream; version n of it makes revision n + 1. */
export const reportStream = (reportId: string) => `report-${reportId}`;

const stale = () => AppError.conflict(STALE_REVISION_MESSAGE, "stale_revision");

/** Same fields, same values: a request sent again. */
function sameRequest(a: ListingDetails, b: ListingDetails): boolean {
  const entries = (d: ListingDetails) =>
    Object.entries(d)
      .filter(([, v]) => v !== undefined)
      .sort(([x], [y]) => x.localeCompare(y));
  return JSON.stringify(entries(a)) === JSON.stringify(entries(b));
}

/** Each changed field: the value now used, the value as read, and the revision and time that set it. */
export function mergeCorrections(
  previous: ReportCorrections,
  read: Listing,
  applied: AppliedDetails,
  revision: number,
  at: Date,
): ReportCorrections {
  const original = readingOf(read).fields;
  const next: ReportCorrections = { ...previous };
  for (const field of applied.changed) {
    next[field] = {
      value: fieldValue(applied.listing, field),
      original: original[field]?.value ?? null,
      revision,
      correctedAt: at.toISOString(),
    };
  }
  return next;
}

/**
 * Correct fields of the owner's report, for free: what was misread, at most CORRECTIONS_PER_REPORT_MAX
 * times (one more answers 409). A figure that is no misreading of the one read, or a new type together
 * with a new town, is another property: 422 with the reason, nothing changed. The listing as last valued
 * with the changes applied is valued again (comparables, valuation, narrative) outside any transaction;
 * then, in one transaction, the ReportCorrected event is appended to the report's stream at the revision
 * the user saw (a racing correction makes this a 409), the report row takes the new revision, and the
 * event goes to the outbox. The ledger is never asked. A retry — the same correction id, or the same
 * changes against the revision they were made on — answers the report as it is.
 */
export async function correctReport(
  deps: CorrectReportDeps,
  req: CorrectReportRequest,
  ctx: RpcContext,
): Promise<ReportRecord> {
  const { service, retention } = deps;
  const knex = service.rt.db.knex;
  const row = await ownedRow(service, retention, req);
  const store = new EventStore(service.schema);
  const history = await store.readStream<Corrected>(knex, reportStream(row.id));
  const current = 1 + history.length;
  if (history.some((e) => e.id === req.correctionId)) return getReport(service, retention, req);
  if (req.revision !== current) {
    const made = req.revision < current ? history[req.revision - 1] : undefined;
    if (made && made.data.correctedBy === req.userId && sameRequest(made.data.requested, req.changes)) {
      return getReport(service, retention, req);
    }
    throw stale();
  }
  const usedUp = correctionsUsedUp(history.length);
  if (usedUp) throw usedUp;
  const applied = applyDetails(currentListing(row), req.changes);
  // Nothing differs from what the report already uses: no new revision.
  if (applied.changed.length === 0) return getReport(service, retention, req);
  const refusal = correctionRefusal(ListingSchema.parse(json(row.listing)), applied.listing);
  if (refusal) throw refusal;

  // The same listings the report was first valued against (none kept for reports made before they were).
  const prepared = await prepareReport(
    service,
    deps.narrate,
    applied.listing,
    await keptComparables(service, row.job_id),
  );
  if (Date.now() > ctx.deadline) throw callerGaveUp("correction");
  const revision = current + 1;
  const event = makeEvent(
    "ReportCorrected",
    {
      jobId: row.job_id,
      userId: row.user_id,
      reportId: row.id,
      revision,
      changes: recordedChanges(applied),
      requested: req.changes,
      correctedBy: req.userId,
      correctedAt: prepared.at.toISOString(),
    },
    { correlationId: ctx.correlationId },
    prepared.at,
    req.correctionId,
  );
  try {
    await service.commit(async (trx) => {
      const locked = (await trx(service.t("reports")).where({ id: row.id }).forUpdate().first()) as ReportRow;
      if ((locked.revision ?? 1) !== current) throw new ConcurrencyError(reportStream(row.id), current - 1);
      await store.append(trx, reportStream(row.id), current - 1, [
        {
          id: event.id,
          type: event.type,
          data: event.data,
          occurredAt: event.occurredAt,
          correlationId: ctx.correlationId,
        },
      ]);
      const read = ListingSchema.parse(json(locked.listing));
      const corrections = mergeCorrections(
        (json(locked.corrections) ?? {}) as ReportCorrections,
        read,
        applied,
        revision,
        prepared.at,
      );
      await trx(service.t("reports"))
        .where({ id: row.id })
        .update({
          report_data: JSON.stringify(prepared.reportData),
          corrected_listing: JSON.stringify(applied.listing),
          corrections: JSON.stringify(corrections),
          revision,
          revised_at: prepared.at,
        });
      return { result: undefined, events: [event] };
    });
  } catch (err) {
    if (err instanceof ConcurrencyError) throw stale();
    throw err;
  }
  return getReport(service, retention, req);
}

const json = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v);
