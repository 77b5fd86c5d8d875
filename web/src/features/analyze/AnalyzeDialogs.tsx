import { useAtomValue } from "jotai";
import { lazy, Suspense, useState } from "react";
import { analyzeDialogAtom, signUpPromptAtom } from "./state";

const AnalyzeDialog = lazy(() => import("./AnalyzeDialog"));
const SignUpPromptDialog = lazy(() => import("./SignUpPromptDialog"));

/** Mounts the dialogs on first use, so their code stays out of the first page load. */
export function AnalyzeDialogs() {
  const analyzeOpen = useAtomValue(analyzeDialogAtom).open;
  const signUpOpen = useAtomValue(signUpPromptAtom) !== null;
  const [analyzeUsed, setAnalyzeUsed] = useState(false);
  const [signUpUsed, setSignUpUsed] = useState(false);
  if (analyzeOpen && !analyzeUsed) setAnalyzeUsed(true);
  if (signUpOpen && !signUpUsed) setSignUpUsed(true);
  return (
    <Suspense fallback={null}>
      {analyzeUsed ? <AnalyzeDialog /> : null}
      {signUpUsed ? <SignUpPromptDialog /> : null}
    </Suspense>
  );
}
