import type { ReportRecord } from "@suri/contracts";
import type { ServiceStore } from "@suri/kit";
import { getReport, type RetentionPolicy } from "../read-reports/handlers";
import { sharedRecordForPdf } from "../share-report/handlers";
import type { PdfLang } from "./labels";
import { renderReportPdf } from "./render";

/** "suri-report-<title words>-<first 8 of the id>.pdf", ASCII only. */
export function pdfFilename(record: ReportRecord): string {
  const slug = record.reportData.title
    .normalize("NFD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .slice(0, 60);
  return `suri-report-${slug || "property"}-${record.id.slice(0, 8)}.pdf`;
}

/** The owner's report as a PDF; ownership and retention exactly as GetReport. */
export async function getReportPdf(
  service: ServiceStore,
  policy: RetentionPolicy,
  req: { userId: string; reportId: string; lang: PdfLang },
) {
  const record = await getReport(service, policy, req);
  const bytes = await renderReportPdf(record, req.lang);
  return { filename: pdfFilename(record), contentType: "application/pdf" as const, base64: bytes.toString("base64") };
}

/** The PDF behind an active share link (same document; the file name carries no id). */
export async function getSharedReportPdf(
  service: ServiceStore,
  policy: RetentionPolicy,
  req: { token: string; lang: PdfLang },
) {
  const record = await sharedRecordForPdf(service, policy, req);
  const bytes = await renderReportPdf(record, req.lang);
  const filename = pdfFilename(record).replace(/-[0-9a-f]{8}\.pdf$/, "-shared.pdf");
  return { filename, contentType: "application/pdf" as const, base64: bytes.toString("base64") };
}
