import type { Envelope, EventData, ReportData, ScreeningStage } from "@suri/contracts";
import { causedBy, enqueue, type Knex, makeEvent, type ServiceStore } from "@suri/kit";
import { failureMessage } from "../value-listing/failure-messages";
import { comparablesToValueWith } from "../value-listing/kept-comparables";
import { prepareReport } from "../value-listing/prepare-report";
import type { ScreeningRowRecord } from "./handlers";
import { screeningRow } from "./rows";

const NONE_VALUED =
  "None of the listings on this search page states both a price and a floor or lot area, so none could be valued. No credit was used.";

/**
 * Value each listing of a screened search page as it arrives, with the very valuation and comparables its
 * full report uses (the report is built, then its figures kept in the row), and finish the screening once
 * every listing of the page has its row: completed (the ledger posts its credit) or, when none could be
 * valued or the page could not be read, failed (the ledger voids it).
 */
export function valueScreenedListings(service: ServiceStore) {
  const { rt } = service;
  const t = (name: string) => service.t(name);

  const lock = async (trx: Knex.Transaction, screeningId: string) =>
    (await trx(t("screenings")).where({ id: screeningId }).forUpdate().first()) as ScreeningRowRecord | undefined;
  const ended = (stage: ScreeningStage) => stage === "completed" || stage === "failed";

  const advanced = (row: ScreeningRowRecord, stage: ScreeningStage, done: number, total: number, cause: Envelope) =>
    makeEvent(
      "ScreeningAdvanced",
      { screeningId: row.id, userId: row.user_id, stage, done, total },
      causedBy(cause),
      rt.now(),
    );

  const fail = async (
    trx: Knex.Transaction,
    row: ScreeningRowRecord,
    code: string,
    message: string,
    cause: Envelope,
  ) => {
    await trx(t("screenings"))
      .where({ id: row.id })
      .update({ stage: "failed", error_code: code, error_message: message, updated_at: rt.now() });
    const failed = makeEvent(
      "ScreeningFailed",
      { screeningId: row.id, userId: row.user_id, errorCode: code, message },
      causedBy(cause),
      rt.now(),
    );
    await enqueue(trx, service.schema, [failed]);
  };

  /** Every listing has its row: the screening ends. */
  const finishIfDone = async (trx: Knex.Transaction, row: ScreeningRowRecord, cause: Envelope) => {
    const total = row.total;
    if (total === null) return;
    const rows = (await trx(t("screening_rows")).where({ screening_id: row.id }).select("valued")) as {
      valued: boolean;
    }[];
    const events: Envelope[] = [];
    await trx(t("screenings"))
      .where({ id: row.id })
      .update({ done: rows.length, stage: "valuing", updated_at: rt.now() });
    if (rows.length < total) {
      events.push(advanced(row, "valuing", rows.length, total, cause));
      return enqueue(trx, service.schema, events);
    }
    const valued = rows.filter((r) => r.valued).length;
    if (valued === 0) return fail(trx, row, "nothing_valued", NONE_VALUED, cause);
    await trx(t("screenings")).where({ id: row.id }).update({ stage: "completed", updated_at: rt.now() });
    const done = makeEvent(
      "ScreeningCompleted",
      { screeningId: row.id, userId: row.user_id, valued, total },
      causedBy(cause),
      rt.now(),
    );
    await enqueue(trx, service.schema, [done]);
  };

  /** The listing's report, built as a full report builds it (no narrative: the row keeps figures only). */
  const valueListing = async (data: EventData<"ScreeningListingRead">): Promise<ReportData | null> => {
    if (!data.listing) return null;
    const comparables = comparablesToValueWith(data.listing, [], data.stored ?? [], rt.now());
    const { reportData } = await prepareReport(service, null, data.listing, comparables);
    return reportData;
  };

  return service.consume({
    durable: "analyzer-screenings",
    context: "screening",
    handlers: {
      SearchPageRead: async (data, envelope, trx) => {
        const row = await lock(trx, data.screeningId);
        if (!row || ended(row.stage)) return;
        await trx(t("screenings"))
          .where({ id: row.id })
          .update({
            total: data.total,
            listing_count: data.listingCount ?? null,
            stage: "valuing",
            updated_at: rt.now(),
          });
        await finishIfDone(trx, { ...row, total: data.total }, envelope);
      },
      ScreeningListingRead: {
        prepare: (data) => valueListing(data),
        apply: async (data, envelope, trx, report: ReportData | null) => {
          const row = await lock(trx, data.screeningId);
          if (!row || ended(row.stage)) return;
          await trx(t("screening_rows"))
            .insert({
              screening_id: row.id,
              position: data.index,
              valued: report !== null,
              row: JSON.stringify(screeningRow(data.index, data.candidate, report)),
            })
            .onConflict(["screening_id", "position"])
            .ignore();
          await finishIfDone(trx, row, envelope);
        },
      },
      SearchPageUnread: async (data, envelope, trx) => {
        const row = await lock(trx, data.screeningId);
        if (!row || ended(row.stage)) return;
        // The page could not be read as a search page: the user is told what a report of it would say.
        await fail(trx, row, data.reason, failureMessage(data.reason, "link"), envelope);
      },
    },
  });
}
