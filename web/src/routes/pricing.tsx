import { createFileRoute } from "@tanstack/react-router";
import { userQueryOptions } from "../api/session";
import { PricingPage } from "../features/pricing/PricingPage";

/** The three credit packs and the FAQ; open to visitors, who are offered sign-up instead of Buy. */
export const Route = createFileRoute("/pricing")({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(userQueryOptions());
  },
  component: PricingPage,
});
