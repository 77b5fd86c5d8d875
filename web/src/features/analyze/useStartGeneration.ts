import { useMutation } from "@tanstack/react-query";
import { notify } from "../../components/ui/toaster";
import { pendingListingText, pendingPropertyUrl } from "../../lib/browser-storage";
import { type AnalyzeRequest, listingTextExcerpt, startReport } from "./analyze-request";
import { describeGenerationError } from "./generation-errors";
import { useAnalyzeReactions } from "./useAnalyzeReactions";

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
  const r = useAnalyzeReactions();
  const { t } = r;

  return useMutation({
    mutationFn: (request: AnalyzeRequest) => startReport(request),
    onMutate: r.clearNotices,
    onSuccess: async ({ jobId }) => {
      forgetPending();
      r.closeDialog();
      // A credit is now reserved: balances shown in the nav and dashboard are stale.
      r.refreshUser();
      r.refreshCredits();
      await r.followJob(jobId);
    },
    onError: (error, request) => {
      if (options.showsRefusal?.(error)) return;
      const outcome = describeGenerationError(error);
      if (outcome.kind === "sign_up") {
        rememberForSignIn(request);
        r.refreshUser();
        r.closeDialog();
        r.setSignUpPrompt(signUpPromptFor(request));
        return;
      }
      if (outcome.kind === "verify_email") {
        // Kept: opening the mailed link carries on with this listing (see VerifyEmailPage).
        rememberForSignIn(request);
        r.closeDialog();
        r.sayVerifyFirst();
        return;
      }
      forgetPending();
      const body = "key" in outcome.body ? t(outcome.body.key) : outcome.body.text;
      // The request was refused before any credit was reserved.
      notify("error", t(outcome.titleKey), `${body} ${t("pending.noCreditUsed")}`);
      if (outcome.kind === "error" && outcome.offerUpload) r.setUploadOffer(true);
      if (outcome.kind === "payment") {
        r.setNeedsCredits(true);
        r.refreshUser();
        options.onPaymentRequired?.();
      }
    },
  });
}
