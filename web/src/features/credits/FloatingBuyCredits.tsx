import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { userQueryOptions } from "../../api/session";
import { BuyCreditsButton } from "./BuyCreditsButton";

/** Pages where buying is already the subject, so a floating button would only cover content. */
const hiddenOn = ["/credits", "/pricing", "/demo-checkout", "/payment-success", "/payment-cancel", "/auth"];

/**
 * SPEC §2: on narrow screens a floating Buy Credits button sits top right for signed-in users. It sits in
 * the sticky top bar, beside the menu toggle, so it floats with the bar and never covers the toggle.
 */
export function FloatingBuyCredits() {
  const { data: user } = useQuery(userQueryOptions());
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (!user || hiddenOn.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return null;
  return <BuyCreditsButton testId="buy-credits-floating" size="sm" borderRadius="full" flexShrink={0} />;
}
