import { useQuery } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { userQueryOptions } from "../../api/session";
import type { AnalyzeRequest } from "./analyze-request";
import { analyzeDialogAtom, signUpPromptAtom } from "./state";
import { rememberForSignIn, signUpPromptFor, useStartGeneration } from "./useStartGeneration";

/**
 * Submitting a link or a pasted text: visitors are asked to sign up (what they asked for is remembered
 * and resumed after signing in), users start a report (a link) or have the text read (PasteTextTab).
 */
export function useAnalyzeSubmit() {
  const { data: user } = useQuery(userQueryOptions());
  const start = useStartGeneration();
  const setDialog = useSetAtom(analyzeDialogAtom);
  const setSignUpPrompt = useSetAtom(signUpPromptAtom);

  /** A visitor is asked to sign up first, what they asked for kept for afterwards: true when they were. */
  const askToSignUp = (request: AnalyzeRequest) => {
    if (user) return false;
    rememberForSignIn(request);
    setDialog({ open: false, url: "" });
    setSignUpPrompt(signUpPromptFor(request));
    return true;
  };
  const submitRequest = (request: AnalyzeRequest) => {
    if (!askToSignUp(request)) start.mutate(request);
  };
  const submit = (propertyLink: string) => submitRequest({ kind: "link", propertyLink });
  return { submit, askToSignUp, isPending: start.isPending, user };
}

/** SPEC §6: after the free report, a user needs a credit above 0. */
export function lacksCredits(user: { freeReportAvailable: boolean; creditsRemaining: number } | null | undefined) {
  return !!user && !user.freeReportAvailable && user.creditsRemaining <= 0;
}
