import { createFileRoute } from "@tanstack/react-router";
import { creditHistoryQueryOptions } from "../api/credits";
import { creditsQueryOptions, userQueryOptions } from "../api/session";
import { CreditsPage } from "../features/credits/CreditsPage";

/** Balance, packs and transaction history for users; packs and FAQ for visitors. */
export const Route = createFileRoute("/credits")({
  loader: async ({ context: { queryClient } }) => {
    const user = await queryClient.ensureQueryData(userQueryOptions()).catch(() => null);
    if (user) {
      void queryClient.prefetchQuery(creditsQueryOptions());
      void queryClient.prefetchQuery(creditHistoryQueryOptions());
    }
  },
  component: CreditsPage,
});
