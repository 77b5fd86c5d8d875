import type { PackId } from "@suri/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { createCheckoutSession } from "../../api/credits";
import { queryKeys } from "../../api/keys";
import { notify } from "../../components/ui/toaster";
import { type Translate, useT } from "../../i18n";
import { checkoutRedirectTarget, describeCheckoutError } from "./checkout-errors";

/** SPEC §5: 'Sign in required' when a purchase is attempted without an account. */
export function notifySignInRequired(t: Translate): void {
  notify("info", t("checkout.signInTitle"), t("checkout.signInBody"));
}

/**
 * Buying a pack: create a checkout session, then leave the app for its page (Stripe Checkout or our
 * demo checkout). The button stays busy until the browser has gone.
 */
export function useBuyPack(returnPath: string) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [redirecting, setRedirecting] = useState<PackId | null>(null);

  const mutation = useMutation({
    mutationFn: (packId: PackId) => createCheckoutSession(packId),
    onSuccess: ({ url }, packId) => {
      const target = checkoutRedirectTarget(url, window.location.origin);
      if (!target) {
        notify("error", t("checkout.error.paymentTitle"), t("checkout.error.redirect"));
        return;
      }
      setRedirecting(packId);
      window.location.assign(target);
    },
    onError: (error) => {
      const failure = describeCheckoutError(error);
      if (failure.kind === "sign_in") {
        notifySignInRequired(t);
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
        void navigate({ to: "/auth", search: { redirect: returnPath } });
        return;
      }
      const { message } = failure;
      notify("error", t(failure.titleKey), "text" in message ? message.text : t(message.key, message.params));
    },
  });

  const busyPackId = redirecting ?? (mutation.isPending ? (mutation.variables ?? null) : null);
  return { buy: (packId: PackId) => mutation.mutate(packId), busyPackId, busy: busyPackId !== null };
}
