import { atom } from "jotai";

/** The analyze dialog: open or closed, and the link to prefill. UI state only. */
export const analyzeDialogAtom = atom<{ open: boolean; url: string }>({ open: false, url: "" });

/** The 'Sign Up Required' prompt shows the link a visitor asked to analyze; null when closed. */
export const signUpPromptAtom = atom<string | null>(null);

/** Set when the last generation attempt was refused for lack of credits (HTTP 402). */
export const needsCreditsAtom = atom(false);
