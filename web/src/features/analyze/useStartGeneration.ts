import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { queryKeys } from "../../api/keys";
import { notify } from "../../components/ui/toaster";
import { useT } from "../../i18n";
import { pendingListingText, pendingPropertyUrl } from "../../lib/browser-storage";
import { verifyRefusedAtom } from "../account/state";
import { type AnalyzeRequest, listingTextExcerpt, startReport } from "./analyze-request";
import { describeGenerationError } from "./generation-errors";
import { analyzeDialogAtom, needsCreditsAtom, signUpPromptAtom, uploadOfferAtom } from "./state";

/** Keeps what a visitor asked to analyze until they have signed in (a link, or a pasted text). */
export function rememberForSignIn(request: AnalyzeRequest) {
  if (request.kind === "link") pendingPropertyUrl.set(request.propertyLink);
  else pendingListingText.set(request.text);
}

function forgetPending() {
  pendingPropertyUrl.clear();
  pendingListingText.clear();
}

export const signUpPromptFor = (request: AnalyzeRequest) =>
  request.kind === "link" ? { link: request.propertyLink } : { listingText: listingTextExcerpt(request.text) };

/**
 * Starts a report for a link or a pasted text and moves to its progress page; on failure shows SPEC
 * §8's reaction. `onPaymentRequired` lets a caller outside the dialog decide where the user goes next;
 * `showsRefusal` lets a form show a refusal on its own field instead (true: it did, nothing else is shown).
 */
export function useStartGeneration(
  options: { onPaymentRequired?: () => void; showsRefusal?: (error: unknown) => boolean } = {},
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  const setDialog = useSetAtom(analyzeDialogAtom);
  const setSignUpPrompt = useSetAtom(signUpPromptAtom);
  const setNeedsCredits = useSetAtom(needsCreditsAtom);
  const setUploadOffer = useSetAtom(uploadOfferAtom);
  const setVerifyRefused = useSetAtom(verifyRefusedAtom);

  return useMutation({
    mutationFn: (request: AnalyzeRequest) => startReport(request),
    onMutate: () => {
      setNeedsCredits(false);
      setUploadOffer(false);
    },
    onSuccess: async ({ jobId }) => {
      forgetPending();
      setDialog({ open: false, url: "" });
      notify("info", t("analyze.started"), t("analyze.startedBody"));
      // A credit is now reserved: balances shown in the nav and dashboard are stale.
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      void queryClient.invalidateQueries({ queryKey: queryKeys.credits });
      await navigate({ to: "/pending-report/$jobId", params: { jobId } });
    },
    onError: (error, request) => {
      if (options.showsRefusal?.(error)) return;
      const outcome = describeGenerationError(error);
      if (outcome.kind === "sign_up") {
        rememberForSignIn(request);
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
        setDialog({ open: false, url: "" });
        setSignUpPrompt(signUpPromptFor(request));
        return;
      }
      if (outcome.kind === "verify_email") {
        // Kept: opening the mailed link carries on with this listing (see VerifyEmailPage).
        rememberForSignIn(request);
        setDialog({ open: false, url: "" });
        setVerifyRefused(true);
        notify("error", t("verify.requiredTitle"), `${t("verify.requiredBody")} ${t("pending.noCreditUsed")}`);
        return;
      }
      forgetPending();
      const body = "key" in outcome.body ? t(outcome.body.key) : outcome.body.text;
      // The request was refused before any credit was reserved.
      notify("error", t(outcome.titleKey), `${body} ${t("pending.noCreditUsed")}`);
      if (outcome.kind === "error" && outcome.offerUpload) setUploadOffer(true);
      if (outcome.kind === "payment") {
        setNeedsCredits(true);
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
        options.onPaymentRequired?.();
      }
    },
  });
}
