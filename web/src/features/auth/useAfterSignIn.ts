import type { User } from "@suri/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { onSignedIn } from "../../api/session";
import { authRedirectUrl, pendingListingText, pendingPropertyUrl, safeRedirectPath } from "../../lib/browser-storage";
import { analyzeDialogAtom } from "../analyze/state";
import { useStartGeneration } from "../analyze/useStartGeneration";

/**
 * SPEC §4 post-login order: an explicit redirect (query or stored), else the pending property
 * link (its report starts now), else a pending pasted listing text (read at once, and shown to be
 * confirmed before anything is spent), else home.
 */
export function useAfterSignIn(explicitRedirect: string | undefined) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  const start = useStartGeneration({ onPaymentRequired: () => void navigate({ to: "/" }) });
  const openAnalyze = useSetAtom(analyzeDialogAtom);

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
      pendingListingText.clear();
      await navigate({ to: "/" });
      openAnalyze({ open: true, url: "", tab: "text", text: pendingText, read: true });
      return;
    }
    await navigate({ to: "/" });
  };
  return { continueAfterSignIn, resuming: start.isPending };
}
