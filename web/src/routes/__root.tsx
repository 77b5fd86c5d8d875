import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, redirect } from "@tanstack/react-router";
import { AppShell } from "../features/layout/AppShell";
import { NotFound } from "../features/layout/NotFound";
import { paymentReturnSearch } from "../features/payment/return-redirect";
import type { Locale } from "../i18n";

export interface RouterContext {
  queryClient: QueryClient;
  /** The reader's language when a loader runs. */
  locale: () => Locale;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // SPEC §4 "Payment": a checkout that returns with session_id to any other page continues on /payment-success.
  beforeLoad: ({ location }) => {
    const paymentReturn = paymentReturnSearch(location.pathname, location.searchStr);
    if (paymentReturn) throw redirect({ to: "/payment-success", search: paymentReturn, replace: true });
  },
  component: AppShell,
  notFoundComponent: NotFound,
});
