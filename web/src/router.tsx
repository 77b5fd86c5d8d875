import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { Locale } from "./i18n";
import { storedLocale } from "./i18n/stored-locale";
import { routeTree } from "./routeTree.gen";

/**
 * `history` for the build-time prerender (memory), which also leaves scroll restoration to the browser;
 * `locale`: the reader's language when a loader runs (in the browser, the one kept in local storage).
 */
export function createAppRouter(
  queryClient: QueryClient,
  history?: RouterHistory,
  locale: () => Locale = storedLocale,
) {
  return createRouter({
    routeTree,
    context: { queryClient, locale },
    ...(history ? { history } : {}),
    // Query owns freshness; the router's own preload cache would otherwise shadow it.
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    // The prerender must emit no inline script (the CSP allows none), and restoration has nothing to do there.
    scrollRestoration: !history,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
