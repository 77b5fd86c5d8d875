import { refuseTestOnlySettings, SuriEnvSchema } from "@suri/kit";
import { z } from "zod";

const paymentSettings = z.object({
  /** Deployment environment; the demo checkout never runs in production. */
  SURI_ENV: SuriEnvSchema,
  /**
   * The labelled demo checkout (credits without payment) when there is no Stripe secret key: only
   * when asked for explicitly, so a deployment that forgot its Stripe keys sells nothing for free.
   */
  DEMO_CHECKOUT: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  STRIPE_SECRET_KEY: z.string().startsWith("sk_", "must be a Stripe secret key (sk_…)").optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith("pk_", "must be a Stripe publishable key (pk_…)").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_", "must be a Stripe webhook secret (whsec_…)").optional(),
  /** Another Stripe API host (tests point this at a local fake): http://127.0.0.1:12111; refused in production. */
  STRIPE_API_BASE: z.string().url().optional(),
  /** Webhook deliveries older than this are refused (Stripe's default tolerance). */
  STRIPE_WEBHOOK_TOLERANCE_SEC: z.coerce.number().int().positive().default(300),
});

/** The ledger's payment settings; the demo checkout and another Stripe host are refused in production. */
export const PaymentsConfigSchema = paymentSettings.superRefine((config, ctx) =>
  refuseTestOnlySettings(config, ctx, ["DEMO_CHECKOUT", "STRIPE_API_BASE"]),
);
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;

export type PaymentMode = "stripe" | "demo" | "unavailable";

export function paymentMode(c: PaymentsConfig): PaymentMode {
  if (c.STRIPE_SECRET_KEY) return "stripe";
  return c.DEMO_CHECKOUT && c.SURI_ENV !== "production" ? "demo" : "unavailable";
}

export const PAYMENT_UNAVAILABLE_MESSAGE =
  "Payment system is currently unavailable. Please try again later or contact support.";
