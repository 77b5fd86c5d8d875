import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../api/http";
import { checkoutRedirectTarget, describeCheckoutError } from "./checkout-errors";

const err = (status: number, message: string, code: string | null = null) =>
  new ApiRequestError(status, message, code, undefined);

describe("describeCheckoutError (SPEC §8 checkout)", () => {
  it("asks a visitor to sign in on 401", () => {
    expect(describeCheckoutError(err(401, "Not logged in", "unauthorized"))).toEqual({ kind: "sign_in" });
  });

  it("turns missing keys into 'Payment Service Error' with the unavailable message", () => {
    const unavailable = {
      kind: "error",
      titleKey: "checkout.error.serviceTitle",
      message: { key: "checkout.error.unavailable" },
    };
    expect(describeCheckoutError(err(503, "whatever", "missing_stripe_keys"))).toEqual(unavailable);
    expect(describeCheckoutError(err(500, "x", "missing_stripe_secret_key"))).toEqual(unavailable);
    expect(describeCheckoutError(err(500, "Payment system is not properly configured"))).toEqual(unavailable);
  });

  it("reports other server failures with their status", () => {
    expect(describeCheckoutError(err(502, "Failed to create checkout session", "checkout_failed"))).toEqual({
      kind: "error",
      titleKey: "checkout.error.serviceTitle",
      message: { key: "checkout.error.service", params: { status: 502, message: "Failed to create checkout session" } },
    });
  });

  it("shows a 400's own message as a 'Checkout Error'", () => {
    expect(describeCheckoutError(err(400, "Invalid pack", "validation_error"))).toEqual({
      kind: "error",
      titleKey: "checkout.error.checkoutTitle",
      message: { text: "Invalid pack" },
    });
  });

  it("names a malformed answer and a network failure", () => {
    expect(describeCheckoutError(err(200, "Unexpected response", "invalid_response"))).toMatchObject({
      titleKey: "checkout.error.checkoutTitle",
      message: { key: "checkout.error.missingSession" },
    });
    expect(describeCheckoutError(new ApiRequestError(0, "Network error", "network_error", undefined))).toMatchObject({
      titleKey: "checkout.error.paymentTitle",
      message: { key: "checkout.error.failed" },
    });
  });
});

describe("checkoutRedirectTarget", () => {
  const origin = "https://suri.example";
  it("accepts Stripe's https page and our own demo path", () => {
    expect(checkoutRedirectTarget("https://checkout.stripe.com/c/pay/cs_test_1", origin)).toBe(
      "https://checkout.stripe.com/c/pay/cs_test_1",
    );
    expect(checkoutRedirectTarget("/demo-checkout/abc", origin)).toBe("https://suri.example/demo-checkout/abc");
  });

  it("refuses script and data addresses", () => {
    expect(checkoutRedirectTarget("javascript:alert(1)", origin)).toBeNull();
    expect(checkoutRedirectTarget("data:text/html,hi", origin)).toBeNull();
  });
});
