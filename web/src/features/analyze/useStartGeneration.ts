import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { queryKeys } from "../../api/keys";
import { generateReport } from "../../api/reports";
import { notify } from "../../components/ui/toaster";
import { useT } from "../../i18n";
import { pendingPropertyUrl } from "../../lib/browser-storage";
import { describeGenerationError } from "./generation-errors";
import { analyzeDialogAtom, needsCreditsAtom, signUpPromptAtom, uploadOfferAtom } from "./state";

/**
 * Starts a report for a link and moves to its progress page; on failure shows SPEC §8's reaction.
 * `onPaymentRequired` lets a caller outside the dialog decide where the user goes next.
 */
export function useStartGeneration(options: { onPaymentRequired?: () => void } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  const setDialog = useSetAtom(analyzeDialogAtom);
  const setSignUpPrompt = useSetAtom(signUpPromptAtom);
  const setNeedsCredits = useSetAtom(needsCreditsAtom);
  const setUploadOffer = useSetAtom(uploadOfferAtom);

  return useMutation({
    mutationFn: (propertyLink: string) => generateReport(propertyLink),
    onMutate: () => {
      setNeedsCredits(false);
      setUploadOffer(false);
    },
    onSuccess: async ({ jobId }) => {
      pendingPropertyUrl.clear();
      setDialog({ open: false, url: "" });
      notify("info", t("analyze.started"), t("analyze.startedBody"));
      // A credit is now reserved: balances shown in the nav and dashboard are stale.
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      void queryClient.invalidateQueries({ queryKey: queryKeys.credits });
      await navigate({ to: "/pending-report/$jobId", params: { jobId } });
    },
    onError: (error, propertyLink) => {
      const outcome = describeGenerationError(error);
      if (outcome.kind === "sign_up") {
        pendingPropertyUrl.set(propertyLink);
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
        setDialog({ open: false, url: "" });
        setSignUpPrompt({ link: propertyLink });
        return;
      }
      pendingPropertyUrl.clear();
      const body = "key" in outcome.body ? t(outcome.body.key) : outcome.body.text;
      notify("error", t(outcome.titleKey), body);
      if (outcome.kind === "error" && outcome.offerUpload) setUploadOffer(true);
      if (outcome.kind === "payment") {
        setNeedsCredits(true);
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
        options.onPaymentRequired?.();
      }
    },
  });
}
