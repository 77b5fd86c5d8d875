import {
  type Listing,
  ListingSchema,
  type ReportCorrections,
  type ReportData,
  ReportDataSchema,
  type ReportListItem,
  type ReportRecord,
  type ReportSummary,
  readingOf,
} from "@suri/contracts";
import { AppError, type ServiceStore } from "@suri/kit";
import { sourceKindOf } from "../report-job/job";
import { plainReport } from "../valuation/plain-sources";
import { toPropertyData } from "./property-data";

export interface ReportRow {
  id: string;
  user_id: string;
  job_id: string;
  property_link: string;
  report_data: unknown;
  /** The listing as read (never changed by a correction). */
  listing: unknown;
  created_at: Date | string;
  /** 1 = valued as read; each correction adds one. */
  revision?: number;
  /** The listing with every correction applied: what the latest revision was valued from. */
  corrected_listing?: unknown;
  corrections?: unknown;
  revised_at?: Date | string | null;
  /** The owner's own title (issue 20), shown instead of the listing's. */
  custom_title?: string | null;
  /** Deleted by its owner: gone for them and for its share links; the ledger keeps its entries. */
  deleted_at?: Date | string | null;
}

/** How long a report stays readable (REPORT_RETENTION_DAYS; SPEC §1 promises 30-day access). */
export interface RetentionPolicy {
  readonly retentionDays: number;
}

const MS_PER_DAY = 86_400_000;
const json = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v);
const iso = (d: Date | string) => new Date(d).toISOString();

export function expiresAt(createdAt: Date | string, policy: RetentionPolicy): Date {
  return new Date(new Date(createdAt).getTime() + policy.retentionDays * MS_PER_DAY);
}

export function expiredMessage(days: number): string {
  return `This report has expired: reports stay available for ${days} days after they are generated. Analyze the property again for a fresh report.`;
}

/**
 * One report row for its owner only: someone else's report and a missing one are the same 404, and
 * one past its retention period 410 (the owner sees why; others still get the 404 first).
 */
export async function ownedRow(
  service: ServiceStore,
  policy: RetentionPolicy,
  req: { userId: string; reportId: string },
): Promise<ReportRow> {
  const row = (await service.rt.db.knex(service.t("reports")).where({ id: req.reportId }).first()) as
    | ReportRow
    | undefined;
  // Someone else's report answers exactly like a missing one, so ids of other users' reports cannot be probed.
  if (!row || row.user_id !== req.userId || row.deleted_at) {
    throw AppError.notFound(
      "No Report Data Found: We couldn't find any data for this report. It may have been deleted or never existed.",
      "report_not_found",
    );
  }
  if (expiresAt(row.created_at, policy).getTime() <= service.rt.now().getTime()) {
    throw new AppError("report_expired", expiredMessage(policy.retentionDays), 410);
  }
  return row;
}

export async function getReport(
  service: ServiceStore,
  policy: RetentionPolicy,
  req: { userId: string; reportId: string },
): Promise<ReportRecord> {
  return recordOf(await ownedRow(service, policy, req), policy);
}

/** A stored report row as the API's report record. */
export function recordOf(row: ReportRow, policy: RetentionPolicy): ReportRecord {
  const read = ListingSchema.parse(json(row.listing));
  return {
    id: row.id,
    userId: row.user_id,
    jobId: row.job_id,
    propertyLink: row.property_link,
    createdAt: iso(row.created_at),
    generatedAt: iso(row.revised_at ?? row.created_at),
    status: "completed",
    // Reports stored before issue 20 carry the research notes' keys in their sources: shown in plain words.
    reportData: withOwnTitle(plainReport(json(row.report_data)), row.custom_title),
    parsedData: currentListing(row),
    expiresAt: expiresAt(row.created_at, policy).toISOString(),
    revision: row.revision ?? 1,
    reading: readingOf(read),
    corrections: (json(row.corrections) ?? {}) as ReportCorrections,
    ...(row.revised_at ? { revisedAt: iso(row.revised_at) } : {}),
  };
}

/** The owner's own title, when they gave the report one. */
function withOwnTitle(report: ReportData, title: string | null | undefined): ReportData {
  if (!title) return report;
  // The owner's words read the same in every language.
  const { "/title": _generated, ...tl } = report.translations?.tl ?? {};
  return { ...report, title, ...(report.translations ? { translations: { tl } } : {}) };
}

/** The listing the report's latest revision was valued from: as read, corrections applied. */
export function currentListing(row: Pick<ReportRow, "listing" | "corrected_listing">): Listing {
  return ListingSchema.parse(json(row.corrected_listing ?? row.listing));
}

export async function getPropertyData(
  service: ServiceStore,
  policy: RetentionPolicy,
  req: { userId: string; reportId: string },
) {
  return toPropertyData(await getReport(service, policy, req));
}

export async function listReports(service: ServiceStore, req: { userId: string }): Promise<ReportListItem[]> {
  const rows = (await service.rt.db
    .knex(`${service.t("reports")} as r`)
    .join(`${service.t("jobs")} as j`, "j.id", "r.job_id")
    .where("r.user_id", req.userId)
    .whereNull("r.deleted_at")
    .orderBy("r.created_at", "desc")
    .limit(200)
    .select(
      "r.id",
      "r.property_link",
      "r.report_data",
      "r.created_at",
      "r.custom_title",
      "j.source_kind",
    )) as (ReportRow & {
    source_kind: string | null;
  })[];
  return rows.map((r) => ({
    id: r.id,
    propertyLink: r.property_link,
    sourceKind: sourceKindOf(r.source_kind),
    generatedAt: iso(r.created_at),
    reportData: reportSummary(withOwnTitle(ReportDataSchema.parse(json(r.report_data)), r.custom_title)),
  }));
}

/** The headline fields a report card shows (the whole report is read from its own page). */
export function reportSummary(report: ReportData): ReportSummary {
  const fa = report.financialAnalysis;
  return {
    title: report.title,
    address: report.address,
    imageUrl: report.imageUrl,
    price: report.price,
    currency: report.currency,
    overview: report.overview,
    city: report.city,
    investmentScore: {
      score: report.investmentScore.score,
      rating: report.investmentScore.rating,
      redFlags: report.investmentScore.redFlags,
    },
    financialAnalysis: {
      price: fa.price,
      fiveYearValue: { futureValue: fa.fiveYearValue.futureValue },
      rentalIncome: { monthlyRent: fa.rentalIncome.monthlyRent },
      netReturn: { netGain: fa.netReturn.netGain },
    },
    priceFairness: { category: report.priceFairness.category, reliable: report.priceFairness.reliable },
    ...headlineTranslations(report),
  };
}

/** The Tagalog of the fields a list shows (the whole report's would outgrow a list's message). */
function headlineTranslations(report: ReportData): Pick<ReportSummary, "translations"> {
  const tl = report.translations?.tl;
  if (!tl) return {};
  const shown = Object.entries(tl).filter(([pointer]) => /^\/(title|address|overview\/type)$/.test(pointer));
  return shown.length > 0 ? { translations: { tl: Object.fromEntries(shown) } } : {};
}
