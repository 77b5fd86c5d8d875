import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createQueryClient } from "./api/query-client";
import { UiProvider } from "./components/ui/provider";
import { loadCatalogue, storedLocale } from "./i18n";
import { createAppRouter } from "./router";

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The visitor's language arrives as its own small chunk before the first render; English is the fallback.
const locale = storedLocale();
await loadCatalogue(locale).catch(() => (locale === "en" ? undefined : loadCatalogue("en")));

// A transition lets React render the first page in small slices, so the main thread stays responsive
// (no single long task) while the page builds.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <UiProvider>
          <RouterProvider router={router} />
        </UiProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
});
