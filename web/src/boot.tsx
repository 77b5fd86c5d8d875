import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { queryKeys } from "./api/keys";
import { createQueryClient } from "./api/query-client";
import { App } from "./app";
import { loadCatalogue, storedLocale } from "./i18n";
import { createAppRouter } from "./router";

/**
 * Starts the app in #root: hydrates a page the build prerendered for a visitor in English (the same
 * tree the build rendered), renders afresh otherwise.
 */
export async function boot(container: HTMLElement, prerendered: boolean, onLive?: () => void): Promise<void> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);

  // The visitor's language arrives as its own small chunk before the first render; English is the fallback.
  const locale = storedLocale();
  await loadCatalogue(locale).catch(() => (locale === "en" ? undefined : loadCatalogue("en")));

  const hydrate = prerendered && locale === "en";
  if (hydrate) {
    queryClient.setQueryData(queryKeys.user, null);
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
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  } else {
    const root = createRoot(container);
    startTransition(() => {
      root.render(app);
    });
  }
}
