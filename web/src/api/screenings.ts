import { type Screening, ScreeningListSchema, ScreeningSchema, StartScreeningResponseSchema } from "@suri/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest, isApiError } from "./http";

export const screeningKey = (id: string) => ["screenings", id] as const;

/** Screen a search page for one credit (the key makes a repeated press the same screening). */
export function startScreening(pageLink: string, idempotencyKey: string): Promise<{ screeningId: string }> {
  return apiRequest("/api/screenings", StartScreeningResponseSchema, {
    method: "POST",
    body: { pageLink },
    idempotencyKey,
  });
}

export const isScreeningEnded = (s: Pick<Screening, "status"> | undefined) =>
  s?.status === "completed" || s?.status === "failed";

/** One screening with its ranked rows; polled while it runs and the socket is not delivering. */
export const screeningQueryOptions = (id: string, poll: boolean) =>
  queryOptions({
    queryKey: screeningKey(id),
    queryFn: ({ signal }) => apiRequest(`/api/screenings/${encodeURIComponent(id)}`, ScreeningSchema, { signal }),
    staleTime: 0,
    refetchInterval: (query) => (poll && !isScreeningEnded(query.state.data) ? 3_000 : false),
    retry: (failureCount, error) =>
      failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });

/** The user's screenings, newest first (without their rows). */
export const myScreeningsQueryOptions = () =>
  queryOptions({
    queryKey: ["screenings", "mine"] as const,
    queryFn: ({ signal }) => apiRequest("/api/screenings", ScreeningListSchema, { signal }),
    staleTime: 0,
  });

const SCREENED_KEY = "suri.screenedFrom";

/** The search pages listings were screened from (link → page), kept for this tab. */
function screenedLinks(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(SCREENED_KEY) ?? "{}") as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * A screened row's "Full report" remembers the page it was screened from, so that report reads the
 * listing from the same card the screening valued and gives the row's very figures.
 */
export function rememberScreenedFrom(listingLink: string, pageLink: string) {
  try {
    const links = screenedLinks();
    links[listingLink] = pageLink;
    sessionStorage.setItem(SCREENED_KEY, JSON.stringify(links));
  } catch {
    // Storage refused (private mode): the report then reads the listing's own page.
  }
}

export function screenedFrom(listingLink: string): string | undefined {
  if (typeof sessionStorage === "undefined") return undefined;
  return screenedLinks()[listingLink];
}
