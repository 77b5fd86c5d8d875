import { type DehydratedState, hydrate as hydrateQueries } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { queryKeys } from "./api/keys";
import { createQueryClient } from "./api/query-client";
import { App } from "./app";
import { loadCatalogue, rememberLocaleCookie, storedLocale } from "./i18n";
import { createAppRouter } from "./router";
import { STATE_ELEMENT_ID } from "./state-element";

/**
 * The query data a server-rendered user page was rendered from (a JSON data block beside #root). The
 * gateway read that data for this very request, but may have sent HTML it rendered (and kept) earlier
 * from the same data, whose recorded times are then older: the data counts as read when the page was
 * requested, so the app does not fetch it again on start.
 */
function renderedState(): DehydratedState | null {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as DehydratedState;
    const requested = Math.round(performance.timeOrigin);
    for (const query of state.queries ?? [])
      if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = Math.max(query.state.dataUpdatedAt, requested);
    return state;
  } catch {
    return null;
  }
}

/**
 * Starts the app in #root: hydrates a page rendered ahead — by the build for a visitor, by the gateway
 * for a signed-in user, with the data it was rendered from — when it is in the reader's language, and
 * renders afresh otherwise.
 */
export async function boot(
  container: HTMLElement,
  prerendered: "visitor" | "user" | null,
  onLive?: () => void,
): Promise<void> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const state = prerendered === "user" ? renderedState() : null;
  // Even when the page is rendered afresh (another language), the data is already here.
  if (state) hydrateQueries(queryClient, state);

  // The visitor's language arrives as its own small chunk before the first render; English is the fallback.
  const locale = storedLocale();
  rememberLocaleCookie(locale);
  await loadCatalogue(locale).catch(() => (locale === "en" ? undefined : loadCatalogue("en")));

  // A page rendered ahead in the reader's language is hydrated; in another language, rendered afresh.
  const renderedLocale = container.dataset.locale ?? "en";
  const hydrate =
    locale === renderedLocale && (prerendered === "visitor" || (prerendered === "user" && state !== null));
  if (hydrate) {
    if (prerendered === "visitor") queryClient.setQueryData(queryKeys.user, null);
    // Marks the router as hydrating server HTML, so it renders the same tree as the prerender did (no
    // extra Suspense wrappers), as the router's own hydrate() would with a dehydrated payload.
    router.ssr = { manifest: undefined };
    await router.load();
  }

  const app = <App queryClient={queryClient} router={router} onLive={onLive} />;
  // A transition lets React render the first page in small slices, so the main thread stays responsive
  // (no single long task) while the page builds; hydration is sliced the same way.
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
    // The build rendered a visitor; confirm with the server once the page is live.
    if (prerendered === "visitor") void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  } else {
    const root = createRoot(container);
    startTransition(() => {
      root.render(app);
    });
  }
}
