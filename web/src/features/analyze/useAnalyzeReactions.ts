import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { queryKeys } from "../../api/keys";
import { notify } from "../../components/ui/toaster";
import { useT } from "../../i18n";
import { verifyRefusedAtom } from "../account/state";
import { analyzeDialogAtom, needsCreditsAtom, signUpPromptAtom, uploadOfferAtom } from "./state";

/**
 * What starting a report (from a link, a pasted text or a file) does to the page around it: the dialog,
 * the sign-up prompt, the notices under the form, the cached balances and the move to the job's page.
 */
export function useAnalyzeReactions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  const setDialog = useSetAtom(analyzeDialogAtom);
  const setSignUpPrompt = useSetAtom(signUpPromptAtom);
  const setNeedsCredits = useSetAtom(needsCreditsAtom);
  const setUploadOffer = useSetAtom(uploadOfferAtom);
  const setVerifyRefused = useSetAtom(verifyRefusedAtom);
  return {
    queryClient,
    navigate,
    t,
    setSignUpPrompt,
    setNeedsCredits,
    setUploadOffer,
    setVerifyRefused,
    closeDialog: () => setDialog({ open: false, url: "" }),
    /** A new attempt: the notices of the last one go. */
    clearNotices: () => {
      setNeedsCredits(false);
      setUploadOffer(false);
    },
    /** The account and balance shown in the nav and dashboard are stale. */
    refreshUser: () => void queryClient.invalidateQueries({ queryKey: queryKeys.user }),
    refreshCredits: () => void queryClient.invalidateQueries({ queryKey: queryKeys.credits }),
    /** The job has started: say so and follow its progress. */
    followJob: async (jobId: string) => {
      notify("info", t("analyze.started"), t("analyze.startedBody"));
      await navigate({ to: "/pending-report/$jobId", params: { jobId } });
    },
    /** Refused until the address is confirmed; nothing was reserved. */
    sayVerifyFirst: () => {
      setVerifyRefused(true);
      notify("error", t("verify.requiredTitle"), `${t("verify.requiredBody")} ${t("pending.noCreditUsed")}`);
    },
  };
}
