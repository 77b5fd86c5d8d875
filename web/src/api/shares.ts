import { CreatedShareLinkSchema, SharedReportSchema, ShareLinkListSchema, ShareLinkSchema } from "@suri/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest, isApiError } from "./http";

/** Issue 20: read-only links to a report, for family. */
export const shareKeys = {
  forReport: (reportId: string) => ["shares", "report", reportId] as const,
  shared: (token: string) => ["shared", token] as const,
};

export const shareLinksQueryOptions = (reportId: string) =>
  queryOptions({
    queryKey: shareKeys.forReport(reportId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/reports/${encodeURIComponent(reportId)}/shares`, ShareLinkListSchema, { signal, noCache: true }),
  });

export function createShareLink(reportId: string) {
  return apiRequest(`/api/reports/${encodeURIComponent(reportId)}/shares`, CreatedShareLinkSchema, { method: "POST" });
}

export function revokeShareLink(shareId: string) {
  return apiRequest(`/api/shares/${encodeURIComponent(shareId)}/revoke`, ShareLinkSchema, { method: "POST" });
}

/** The report behind a share link: no session needed. */
export const sharedReportQueryOptions = (token: string) =>
  queryOptions({
    queryKey: shareKeys.shared(token),
    queryFn: ({ signal }) =>
      apiRequest(`/api/shared/${encodeURIComponent(token)}`, SharedReportSchema, { signal, noCache: true }),
    retry: (failureCount, error) =>
      failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });

export function sharedPdfUrl(token: string, lang: "en" | "tl"): string {
  return `/api/shared/${encodeURIComponent(token)}/pdf?lang=${lang}`;
}
