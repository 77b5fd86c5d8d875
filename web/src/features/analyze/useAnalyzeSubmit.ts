import { useQuery } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { userQueryOptions } from "../../api/session";
import { pendingPropertyUrl } from "../../lib/browser-storage";
import { analyzeDialogAtom, signUpPromptAtom } from "./state";
import { useStartGeneration } from "./useStartGeneration";

/** Submitting a link: visitors are asked to sign up (the link is remembered), users start a report. */
export function useAnalyzeSubmit() {
  const { data: user } = useQuery(userQueryOptions());
  const start = useStartGeneration();
  const setDialog = useSetAtom(analyzeDialogAtom);
  const setSignUpPrompt = useSetAtom(signUpPromptAtom);

  const submit = (propertyLink: string) => {
    if (!user) {
      pendingPropertyUrl.set(propertyLink);
      setDialog({ open: false, url: "" });
      setSignUpPrompt({ link: propertyLink });
      return;
    }
    start.mutate(propertyLink);
  };
  return { submit, isPending: start.isPending, user };
}

/** SPEC §6: after the free report, a user needs a credit above 0. */
export function lacksCredits(user: { freeReportAvailable: boolean; creditsRemaining: number } | null | undefined) {
  return !!user && !user.freeReportAvailable && user.creditsRemaining <= 0;
}
