import { atom } from "jotai";

/** The dialog's three ways in: a listing link, a screenshot or PDF, or the listing's pasted text. */
export type AnalyzeTab = "url" | "file" | "text";
export const analyzeTabs: readonly AnalyzeTab[] = ["url", "file", "text"];

/**
 * The analyze dialog: open or closed, the tab to show, the link to prefill and the text to prefill
 * (a failed text job's "Try again"), and whether to read that text at once (a visitor's, once signed in).
 * UI state only.
 */
export const analyzeDialogAtom = atom<{ open: boolean; url: string; tab?: AnalyzeTab; text?: string; read?: boolean }>({
  open: false,
  url: "",
});

/**
 * What the 'Sign Up Required' prompt asked to analyze; null when closed. A link or a pasted text is
 * remembered and resumed after signing in; a file is not kept (SPEC §4), so the prompt names it and asks
 * for it again.
 */
export type SignUpPrompt = { link: string } | { fileName: string } | { listingText: string };
export const signUpPromptAtom = atom<SignUpPrompt | null>(null);

/** Set when the last generation attempt was refused for lack of credits (HTTP 402). */
export const needsCreditsAtom = atom(false);

/** Set when the last link could not be read (blocked, login wall): the dialog offers an upload or a paste instead. */
export const uploadOfferAtom = atom(false);

/** The last listing text sent, so "Try again" on its failed job opens the paste tab with it. */
export const lastListingTextAtom = atom("");
