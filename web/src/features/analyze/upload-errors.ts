import { ApiRequestError } from "../../api/http";
import type { MessageKey } from "../../i18n/translate";
import { type GenerationErrorOutcome, type MessageBody, TOO_MANY_REPORTS, tooManyReports } from "./generation-errors";

/**
 * Maps a failed POST /api/generate-report-from-file to what the user sees (SPEC §8 "File failure"):
 * 401 asks to sign up, 402 is Payment Required like a link, a missing file is 'No File Selected', and
 * every other refusal (413, 415, 422 image_too_large / unreadable_file / not_a_listing / timeout) is
 * 'Error Processing File' with the server's message.
 */
export function describeUploadError(error: unknown): GenerationErrorOutcome {
  const fallback = { kind: "error", titleKey: "ingest.errorTitle", body: { key: "ingest.errorBody" } } as const;
  if (!(error instanceof ApiRequestError) || error.isNetworkError) return fallback;
  const serverText = error.serverMessage.trim();
  const withFallback = (key: MessageKey): MessageBody => (serverText ? { text: serverText } : { key });

  if (error.status === 402 || error.code === "insufficient_credits") {
    return { kind: "payment", titleKey: "gen.paymentRequired", body: withFallback("gen.paymentRequiredBody") };
  }
  if (error.status === 401) return { kind: "sign_up" };
  if (error.code === "email_not_verified") return { kind: "verify_email" };
  if (error.code === "validation" && /no file selected/i.test(serverText)) {
    return { kind: "error", titleKey: "ingest.noFileTitle", body: { key: "ingest.noFileBody" } };
  }
  if (error.code === TOO_MANY_REPORTS) return tooManyReports("ingest.errorTitle");
  if (error.status === 429)
    return { kind: "error", titleKey: "ingest.errorTitle", body: { key: "ingest.rateLimited" } };
  if (error.status >= 500 || error.code === "invalid_response") return fallback;
  return { kind: "error", titleKey: "ingest.errorTitle", body: withFallback("ingest.errorBody") };
}
