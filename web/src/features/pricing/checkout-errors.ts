import { ApiRequestError } from "../../api/http";
import type { MessageKey, MessageParams } from "../../i18n/translate";

export type CheckoutMessage = { key: MessageKey; params?: MessageParams } | { text: string };

export type CheckoutFailure =
  /** SPEC §5: buying needs an account; the caller shows 'Sign in required' and offers /auth. */
  { kind: "sign_in" } | { kind: "error"; titleKey: MessageKey; message: CheckoutMessage };

/** SPEC §8: the codes and wording by which the server says no payment provider is configured. */
const unavailableCodes = new Set(["missing_stripe_keys", "missing_stripe_secret_key", "payment_unavailable"]);
const unavailableMessage = /not properly configured|currently unavailable/i;

/** Maps a failed POST /api/create-checkout-session to SPEC §8 "Checkout and payment configuration". */
export function describeCheckoutError(error: unknown): CheckoutFailure {
  if (!(error instanceof ApiRequestError)) {
    return { kind: "error", titleKey: "checkout.error.paymentTitle", message: { key: "checkout.error.failed" } };
  }
  if (error.isNetworkError) {
    return { kind: "error", titleKey: "checkout.error.paymentTitle", message: { key: "checkout.error.failed" } };
  }
  if (error.status === 401) return { kind: "sign_in" };
  if ((error.code && unavailableCodes.has(error.code)) || unavailableMessage.test(error.serverMessage)) {
    return { kind: "error", titleKey: "checkout.error.serviceTitle", message: { key: "checkout.error.unavailable" } };
  }
  if (error.code === "invalid_response") {
    // The answer had no usable url/sessionId.
    return {
      kind: "error",
      titleKey: "checkout.error.checkoutTitle",
      message: { key: "checkout.error.missingSession" },
    };
  }
  const serverText = error.serverMessage.trim();
  if (error.status >= 500) {
    return {
      kind: "error",
      titleKey: "checkout.error.serviceTitle",
      message: serverText
        ? { key: "checkout.error.service", params: { status: error.status, message: serverText } }
        : { key: "checkout.error.server", params: { status: error.status } },
    };
  }
  return {
    kind: "error",
    titleKey: "checkout.error.checkoutTitle",
    message: serverText ? { text: serverText } : { key: "checkout.error.failed" },
  };
}

/**
 * Where the browser may be sent after creating a session: an http(s) address (Stripe Checkout) or a
 * path on this site (the demo checkout). Anything else (javascript:, data:) is refused.
 */
export function checkoutRedirectTarget(url: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  return parsed.href;
}
