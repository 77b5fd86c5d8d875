import { describe, expect, it } from "vitest";
import { PaymentsConfigSchema, paymentMode } from "../src/payments/config";

const mode = (env: Record<string, string>) => paymentMode(PaymentsConfigSchema.parse(env));

describe("payment mode", () => {
  it("never hands out credits without payment unless the demo checkout is asked for", () => {
    expect(mode({})).toBe("unavailable");
    expect(mode({ SURI_ENV: "development" })).toBe("unavailable");
    expect(mode({ DEMO_CHECKOUT: "true" })).toBe("demo");
    expect(mode({ DEMO_CHECKOUT: "true", SURI_ENV: "production" })).toBe("unavailable");
    expect(mode({ STRIPE_SECRET_KEY: "sk_test_x", DEMO_CHECKOUT: "true" })).toBe("stripe");
  });
});
