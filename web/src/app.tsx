import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { Provider as StateProvider } from "jotai";
import { type ComponentProps, StrictMode, useEffect } from "react";
import { UiProvider } from "./components/ui/provider";
import type { AppRouter } from "./router";

/** Calls back once, after the first commit: for a prerendered page, when hydration has finished. */
function LiveSignal({ onLive }: { onLive: () => void }) {
  useEffect(() => {
    onLive();
  }, [onLive]);
  return null;
}

/** The whole app, the same tree in the browser and in the build-time prerender of visitor pages. */
export function App({
  queryClient,
  router,
  store,
  onLive,
}: {
  queryClient: QueryClient;
  router: AppRouter;
  /** The interface state (language, panels); each server render has its own, the browser the default one. */
  store?: ComponentProps<typeof StateProvider>["store"];
  onLive?: () => void;
}) {
  return (
    <StrictMode>
      {onLive ? <LiveSignal onLive={onLive} /> : null}
      <StateProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <UiProvider>
            <RouterProvider router={router} />
          </UiProvider>
        </QueryClientProvider>
      </StateProvider>
    </StrictMode>
  );
}
