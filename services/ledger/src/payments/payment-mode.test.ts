import { loadConfig } from "@suri/kit";
import { describe, expect, it } from "vitest";
import { PaymentsConfigSchema, paymentMode } from "./config";

const mode = (env: Record<string, string>) => paymentMode(PaymentsConfigSchema.parse(env));

describe("payment mode", () => {
  it("never hands out credits without payment unless the demo checkout is asked for", () => {
    expect(mode({})).toBe("unavailable");
    expect(mode({ SURI_ENV: "development" })).toBe("unavailable");
    expect(mode({ DEMO_CHECKOUT: "true" })).toBe("demo");
    expect(mode({ DEMO_CHECKOUT: "false", SURI_ENV: "production" })).toBe("unavailable");
    expect(mode({ STRIPE_SECRET_KEY: "sk_test_x", DEMO_CHECKOUT: "true" })).toBe("stripe");
  });

  it("refuses the demo checkout and another Stripe host in production, naming the variable", () => {
    const boot = (env: Record<string, string>) => () => loadConfig(PaymentsConfigSchema, env);
    expect(boot({ DEMO_CHECKOUT: "true", SURI_ENV: "production" })).toThrow(
      /DEMO_CHECKOUT: not allowed when SURI_ENV=production \(it gives credits without payment/,
    );
    expect(boot({ STRIPE_API_BASE: "http://127.0.0.1:12111", SURI_ENV: "production" })).toThrow(
      /STRIPE_API_BASE: not allowed when SURI_ENV=production/,
    );
    expect(mode({ STRIPE_API_BASE: "http://127.0.0.1:12111", SURI_ENV: "test" })).toBe("unavailable");
  });
});
