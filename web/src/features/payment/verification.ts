import type { PackId, VerifyPaymentResponse } from "@suri/contracts";
import { ApiRequestError } from "../../api/http";
import type { MessageKey, MessageParams } from "../../i18n/translate";

/** SPEC §9 "Timing": verification is retried up to 2 times, 1.5 s apart, for server or network errors only. */
export const VERIFY_RETRIES_MAX = 2;
export const VERIFY_RETRY_DELAY_MS = 1_500;

/** What the user needs to do next when verification did not succeed. */
export type IssueAction = "retry" | "login" | "none";

/** Either a catalogue key with its parameters, or the server's own text. */
export type IssueMessage = { key: MessageKey; params?: MessageParams } | { text: string };

export type VerificationOutcome =
  | { state: "success"; creditsAdded: number; packId: PackId | null }
  | { state: "pending" }
  | { state: "issue"; code: string; message: IssueMessage; action: IssueAction };

/** SPEC §8 "Payment verification": the client code, message and action for a failed request. */
export function outcomeFromError(error: unknown): Extract<VerificationOutcome, { state: "issue" }> {
  if (!(error instanceof ApiRequestError) || error.isNetworkError) {
    return { state: "issue", code: "network_error", message: { key: "payment.error.network" }, action: "retry" };
  }
  const { status } = error;
  if (status === 401) {
    return { state: "issue", code: "auth_required", message: { key: "payment.error.authRequired" }, action: "login" };
  }
  if (status === 404) {
    return {
      state: "issue",
      code: "session_not_found",
      message: { key: "payment.error.sessionNotFound" },
      action: "none",
    };
  }
  if (status >= 500) {
    return {
      state: "issue",
      code: "server_error",
      message: { key: "payment.error.server", params: { status } },
      action: "retry",
    };
  }
  // A 2xx whose body did not match the contract is as unexpected as any other non-retryable answer.
  return {
    state: "issue",
    code: "verification_error",
    message: { key: "payment.error.verification", params: { status } },
    action: "none",
  };
}

/** SPEC §8: verified → success; pending → a toast and 'Refresh Status'; otherwise the server's reason. */
export function outcomeFromResponse(response: VerifyPaymentResponse): VerificationOutcome {
  if (response.verified) {
    return { state: "success", creditsAdded: response.creditsAdded, packId: response.packId };
  }
  if (response.paymentPending) return { state: "pending" };
  const text = response.message.trim();
  return {
    state: "issue",
    code: response.errorCode || "unknown_error",
    message: text ? { text } : { key: "payment.error.unverified" },
    action: "none",
  };
}

/** Only server (5xx) and network failures are worth asking again; everything else answers the same. */
export function isRetryableVerificationError(error: unknown): boolean {
  return outcomeFromError(error).action === "retry";
}

/** TanStack Query's `retry` for the verification query: at most 2 further attempts, retryable errors only. */
export function shouldRetryVerification(failureCount: number, error: unknown): boolean {
  return failureCount < VERIFY_RETRIES_MAX && isRetryableVerificationError(error);
}
