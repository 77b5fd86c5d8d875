import { atom } from "jotai";

export type AnalyzeTab = "url" | "file";

/** The analyze dialog: open or closed, the tab to show and the link to prefill. UI state only. */
export const analyzeDialogAtom = atom<{ open: boolean; url: string; tab?: AnalyzeTab }>({ open: false, url: "" });

/**
 * What the 'Sign Up Required' prompt asked to analyze; null when closed. A link is remembered and
 * resumed after signing in; a file is not kept (SPEC §4), so the prompt names it and asks for it again.
 */
export type SignUpPrompt = { link: string } | { fileName: string };
export const signUpPromptAtom = atom<SignUpPrompt | null>(null);

/** Set when the last generation attempt was refused for lack of credits (HTTP 402). */
export const needsCreditsAtom = atom(false);

/** Set when the last link could not be read (blocked, login wall): the dialog offers an upload instead. */
export const uploadOfferAtom = atom(false);
