import { ApiRequestError } from "../../api/http";
import type { MessageKey } from "../../i18n/translate";

export type GenerationErrorOutcome =
  /** Not signed in (any more): remember the link and ask the visitor to sign up. */
  | { kind: "sign_up" }
  /** The free report waits for a confirmed address: keep the link for after the mailed link is opened. */
  | { kind: "verify_email" }
  /** Out of credits: toast, and the dialog shows 'You need more credits'. */
  | { kind: "payment"; titleKey: MessageKey; body: MessageBody }
  /** `offerUpload`: the site cannot be read, so a screenshot or PDF of the listing, or its pasted text, is offered instead. */
  | { kind: "error"; titleKey: MessageKey; body: MessageBody; offerUpload?: true };

/** Either a catalogue key or the server's own text (SPEC §8 shows the server message when there is one). */
export type MessageBody = { key: MessageKey } | { text: string };

const unreadableSiteCodes = new Set(["blocked", "login_wall"]);
const unreadableSiteMessage = /access|scrape|blocked/i;
const unreadableSite: GenerationErrorOutcome = {
  kind: "error",
  titleKey: "gen.websiteError",
  body: { key: "gen.websiteErrorBody" },
  offerUpload: true,
};

/** A user starting reports faster than the gateway allows (429): nothing charged, wait and try again. */
export const TOO_MANY_REPORTS = "too_many_reports";
export const tooManyReports = (titleKey: MessageKey): GenerationErrorOutcome => ({
  kind: "error",
  titleKey,
  body: { key: "ingest.tooManyReports" },
});

/** Maps a failed POST /api/generate-report to what the user sees, per SPEC §8 "Generation". */
export function describeGenerationError(error: unknown): GenerationErrorOutcome {
  if (!(error instanceof ApiRequestError)) {
    return { kind: "error", titleKey: "gen.errorTitle", body: { key: "gen.errorBody" } };
  }
  const serverText = error.isNetworkError ? "" : error.serverMessage.trim();
  const withFallback = (key: MessageKey): MessageBody => (serverText ? { text: serverText } : { key });

  if (error.status === 402 || error.code === "insufficient_credits") {
    return { kind: "payment", titleKey: "gen.paymentRequired", body: withFallback("gen.paymentRequiredBody") };
  }
  if (error.status === 401 || /logged in/i.test(serverText)) return { kind: "sign_up" };
  if (error.code === "email_not_verified") return { kind: "verify_email" };
  if (error.code === TOO_MANY_REPORTS) return tooManyReports("gen.errorTitle");
  if (error.code && unreadableSiteCodes.has(error.code)) {
    return unreadableSite;
  }
  if (error.status === 403) {
    return { kind: "error", titleKey: "gen.accessRestricted", body: withFallback("gen.accessRestrictedBody") };
  }
  if (unreadableSiteMessage.test(serverText)) {
    return unreadableSite;
  }
  return { kind: "error", titleKey: "gen.errorTitle", body: withFallback("gen.errorBody") };
}
