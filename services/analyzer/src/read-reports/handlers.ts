import { ReportDataSchema, type ReportListItem, type ReportRecord } from "@suri/contracts";
import { AppError, type ServiceStore } from "@suri/kit";

interface ReportRow {
  id: string;
  user_id: string;
  job_id: string;
  property_link: string;
  report_data: unknown;
  listing: unknown;
  created_at: Date | string;
}

const json = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v);
const iso = (d: Date | string) => new Date(d).toISOString();

/** One report, for its owner only: someone else's report is 403, a missing one 404. */
export async function getReport(
  service: ServiceStore,
  req: { userId: string; reportId: string },
): Promise<ReportRecord> {
  const row = (await service.rt.db.knex(service.t("reports")).where({ id: req.reportId }).first()) as
    | ReportRow
    | undefined;
  if (!row) {
    throw AppError.notFound(
      "No Report Data Found: We couldn't find any data for this report. It may have been deleted or never existed.",
      "report_not_found",
    );
  }
  if (row.user_id !== req.userId) {
    throw AppError.forbidden(
      "You don't have permission to view this report or the report doesn't exist.",
      "report_forbidden",
    );
  }
  return {
    id: row.id,
    userId: row.user_id,
    jobId: row.job_id,
    propertyLink: row.property_link,
    createdAt: iso(row.created_at),
    generatedAt: iso(row.created_at),
    status: "completed",
    reportData: json(row.report_data),
    parsedData: json(row.listing),
  };
}

export async function listReports(service: ServiceStore, req: { userId: string }): Promise<ReportListItem[]> {
  const rows = (await service.rt.db
    .knex(service.t("reports"))
    .where({ user_id: req.userId })
    .orderBy("created_at", "desc")
    .limit(200)
    .select("id", "property_link", "report_data", "created_at")) as ReportRow[];
  return rows.map((r) => ({
    id: r.id,
    propertyLink: r.property_link,
    generatedAt: iso(r.created_at),
    reportData: ReportDataSchema.parse(json(r.report_data)),
  }));
}
