import type { Screening, ScreeningRow, ScreeningStage, ScreeningSummary } from "@suri/contracts";
import { ScreeningRowSchema } from "@suri/contracts";
import { AppError, makeEvent, newId, type RpcContext, type ServiceStore } from "@suri/kit";
import { checkUrl, type GuardOptions } from "@suri/netguard";
import { reserveCredit } from "../start-report/reserve-credit";
import { rankRows } from "./rows";

export interface ScreeningRowRecord {
  id: string;
  user_id: string;
  page_link: string;
  stage: ScreeningStage;
  total: number | null;
  done: number;
  listing_count: number | null;
  error_code: string | null;
  error_message: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const URL_MESSAGE = "Please enter a valid property URL";
const NOT_FOUND = "Screening not found. It might have been deleted or never existed.";

/**
 * Accept a screening of a search page: a link that can never be fetched is refused before any credit is
 * touched; one credit is reserved through the ledger under the screening's id (402 when there is none);
 * then the screening and its ScreeningRequested event are recorded together. A retried id returns it.
 */
export async function startScreening(
  deps: { service: ServiceStore; guard: GuardOptions },
  req: { userId: string; pageLink: string; screeningId?: string | undefined },
  ctx: RpcContext,
) {
  const { service } = deps;
  const { rt } = service;
  const checked = checkUrl(req.pageLink, deps.guard);
  if (!checked.ok) {
    const message =
      checked.reason === "forbidden_address"
        ? "This link points to a private or local network address, so it cannot be analyzed."
        : URL_MESSAGE;
    throw new AppError(checked.reason, message, 400);
  }
  const screeningId = req.screeningId ?? newId();
  const existing = (await rt.db.knex(service.t("screenings")).where({ id: screeningId }).first()) as
    | ScreeningRowRecord
    | undefined;
  if (existing) {
    if (existing.user_id !== req.userId) throw AppError.conflict("Screening id already in use", "screening_id_taken");
    return { screeningId };
  }
  // A screening spends a paid credit; the free first report stays for a full report.
  await reserveCredit(service, req.userId, screeningId, ctx, { paidOnly: true });
  const at = rt.now();
  const pageLink = checked.url.toString();
  await service.commit(async (trx) => {
    if (await trx(service.t("forgotten_users")).where({ user_id: req.userId }).first()) throw AppError.unauthorized();
    await trx(service.t("screenings")).insert({
      id: screeningId,
      user_id: req.userId,
      page_link: pageLink,
      stage: "queued",
      done: 0,
      created_at: at,
      updated_at: at,
    });
    const requested = makeEvent(
      "ScreeningRequested",
      { screeningId, userId: req.userId, pageLink, requestedAt: at.toISOString() },
      { correlationId: ctx.correlationId },
      at,
    );
    return { result: undefined, events: [requested] };
  });
  return { screeningId };
}

const iso = (d: Date | string) => new Date(d).toISOString();
const parsed = (stored: unknown): unknown => (typeof stored === "string" ? JSON.parse(stored) : stored);

function summaryOf(row: ScreeningRowRecord): ScreeningSummary {
  return {
    screeningId: row.id,
    status: row.stage,
    pageLink: row.page_link,
    total: row.total ?? 0,
    done: row.done,
    listingCount: row.listing_count,
    errorCode: row.error_code,
    error: row.stage === "failed" ? row.error_message : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The owner's screening with its ranked rows; someone else's is reported as missing. */
export async function getScreening(service: ServiceStore, req: { userId: string; screeningId: string }) {
  const knex = service.rt.db.knex;
  const valid = /^[0-9a-f-]{36}$/i.test(req.screeningId);
  const row = valid
    ? ((await knex(service.t("screenings")).where({ id: req.screeningId }).first()) as ScreeningRowRecord | undefined)
    : undefined;
  if (!row || row.user_id !== req.userId) throw AppError.notFound(NOT_FOUND, "screening_not_found");
  const stored = (await knex(service.t("screening_rows"))
    .where({ screening_id: row.id })
    .orderBy("position")
    .select("row")) as { row: unknown }[];
  const rows: ScreeningRow[] = stored.flatMap((r) => {
    const one = ScreeningRowSchema.safeParse(parsed(r.row));
    return one.success ? [one.data] : [];
  });
  const screening: Screening = { ...summaryOf(row), rows: rankRows(rows) };
  return screening;
}

/** The owner's screenings, newest first (without their rows). */
export async function listScreenings(service: ServiceStore, req: { userId: string }) {
  const rows = (await service.rt.db
    .knex(service.t("screenings"))
    .where({ user_id: req.userId })
    .orderBy("created_at", "desc")
    .limit(100)) as ScreeningRowRecord[];
  return { screenings: rows.map(summaryOf) };
}
