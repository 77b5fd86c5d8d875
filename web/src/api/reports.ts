import {
  GenerateReportFromTextResponseSchema,
  GenerateReportResponseSchema,
  type ListingDetails,
  type ListingTextReading,
  ListingTextReadingSchema,
  type ReportLanguage,
  type ReportListItem,
  ReportListSchema,
  ReportRecordSchema,
} from "@suri/contracts";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest, isApiError } from "./http";
import { queryKeys } from "./keys";
import { screenedFrom } from "./screenings";

/** The user's reports, newest first. SPEC §6/§7: a 401 gives an empty list; cached 60 s. */
export const userReportsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.userReports,
    queryFn: async ({ signal }): Promise<ReportListItem[]> => {
      try {
        const reports = await apiRequest("/api/user/reports", ReportListSchema, { signal });
        return [...reports].sort((a, b) => Date.parse(b.generatedAt) - Date.parse(a.generatedAt));
      } catch (error) {
        if (isApiError(error, 401)) return [];
        throw error;
      }
    },
    staleTime: 60_000,
  });

/**
 * One report record as a reader of `lang` needs it (an English reader gets no Tagalog overlay); the
 * report page asks for it uncached (SPEC §7).
 */
export const reportQueryOptions = (id: string, lang: ReportLanguage) =>
  queryOptions({
    queryKey: queryKeys.report(id, lang),
    queryFn: ({ signal }) =>
      apiRequest(`/api/reports/${encodeURIComponent(id)}?lang=${lang}`, ReportRecordSchema, {
        signal,
        noCache: true,
      }),
    retry: (failureCount, error) =>
      failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });

export function generateReport(propertyLink: string): Promise<{ jobId: string }> {
  // A listing screened from a search page is reported from the card its screening valued (issue 27).
  const fromSearchPage = screenedFrom(propertyLink);
  return apiRequest("/api/generate-report", GenerateReportResponseSchema, {
    method: "POST",
    body: fromSearchPage ? { propertyLink, fromSearchPage } : { propertyLink },
  });
}

/**
 * A report from the listing's own words (SPEC §7 addition): answered like a link, 202 `{jobId}`. The key
 * makes a repeated press, or a retry after a network error, the same job and the same credit. `confirmed`:
 * the reading the user confirmed, fixed fields and all, which the report is made from.
 */
export function generateReportFromText(
  text: string,
  idempotencyKey: string,
  confirmed?: ListingDetails,
): Promise<{ jobId: string }> {
  return apiRequest("/api/generate-report-from-text", GenerateReportFromTextResponseSchema, {
    method: "POST",
    body: confirmed ? { text, confirmed } : { text },
    idempotencyKey,
  });
}

/** What a pasted text says, field by field with its words, before anything is spent (422: it names no property). */
export function readListingText(text: string): Promise<ListingTextReading> {
  return apiRequest("/api/listing-text/read", ListingTextReadingSchema, { method: "POST", body: { text } });
}

/** Issue 20: the owner's own title for a report. */
export function renameReport(id: string, title: string) {
  return apiRequest(`/api/reports/${encodeURIComponent(id)}`, z.object({ id: z.string(), title: z.string() }), {
    method: "PATCH",
    body: { title },
  });
}

/** Issue 20: the report is gone for its owner; the ledger keeps its entries. */
export function deleteReport(id: string) {
  return apiRequest(`/api/reports/${encodeURIComponent(id)}`, z.object({ id: z.string(), deleted: z.literal(true) }), {
    method: "DELETE",
  });
}
