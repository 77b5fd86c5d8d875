import { DemoReportSchema, PropertyDataSchema } from "@suri/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest, isApiError } from "./http";

/** The open demo report: a real computed report of a sample listing (issue 5). */
export const demoReportQueryOptions = () =>
  queryOptions({
    queryKey: ["reports", "demo"] as const,
    queryFn: ({ signal }) => apiRequest("/api/demo-report", DemoReportSchema, { signal }),
    staleTime: 5 * 60_000,
  });

/** SPEC §3 property data of one report (the card and popup views read it). */
export const propertyDataQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["property-data", id] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/property-data/${encodeURIComponent(id)}`, PropertyDataSchema, { signal, noCache: true }),
    retry: (failureCount, error) =>
      failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });

/** Where the browser downloads the report PDF; the server checks ownership like the JSON report. */
export function reportPdfUrl(id: string, lang: "en" | "tl"): string {
  return `/api/reports/${encodeURIComponent(id)}/pdf?lang=${lang}`;
}
