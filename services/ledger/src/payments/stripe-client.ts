import Stripe from "stripe";
import type { PaymentsConfig } from "./config";

/** The Stripe SDK, pointed at Stripe or (tests) at a local fake of the few endpoints we use. */
export function createStripeClient(c: PaymentsConfig): Stripe | null {
  if (!c.STRIPE_SECRET_KEY) return null;
  const base = c.STRIPE_API_BASE ? new URL(c.STRIPE_API_BASE) : null;
  return new Stripe(c.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
          protocol: base.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
}

export type CheckoutSession = Stripe.Checkout.Session;
