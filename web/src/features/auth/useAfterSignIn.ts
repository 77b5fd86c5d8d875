import type { User } from "@suri/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { onSignedIn } from "../../api/session";
import { authRedirectUrl, pendingListingText, pendingPropertyUrl, safeRedirectPath } from "../../lib/browser-storage";
import { useStartGeneration } from "../analyze/useStartGeneration";

/**
 * SPEC §4 post-login order: an explicit redirect (query or stored), else the pending property
 * link (its report starts now), else a pending pasted listing text (likewise), else home.
 */
export function useAfterSignIn(explicitRedirect: string | undefined) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  const start = useStartGeneration({ onPaymentRequired: () => void navigate({ to: "/" }) });

  const continueAfterSignIn = async (user: User) => {
    onSignedIn(queryClient, user);
    const target = safeRedirectPath(explicitRedirect) ?? safeRedirectPath(authRedirectUrl.get());
    authRedirectUrl.clear();
    if (target) {
      router.history.push(target);
      return;
    }
    const pending = pendingPropertyUrl.get();
    if (pending) {
      start.mutate({ kind: "link", propertyLink: pending }, { onError: () => void navigate({ to: "/" }) });
      return;
    }
    const pendingText = pendingListingText.get();
    if (pendingText) {
      const request = { kind: "text" as const, text: pendingText, idempotencyKey: crypto.randomUUID() };
      start.mutate(request, { onError: () => void navigate({ to: "/" }) });
      return;
    }
    await navigate({ to: "/" });
  };
  return { continueAfterSignIn, resuming: start.isPending };
}
