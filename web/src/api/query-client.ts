import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./http";

/** SPEC §9: queries fresh for 5 minutes, one retry, refetch on focus, no periodic refetch. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: true,
        // A 4xx will answer the same way again; only server and network failures are retried.
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      // A repeated POST could start a second report or charge a second credit, so mutations are not retried.
      mutations: { retry: false },
    },
  });
}
