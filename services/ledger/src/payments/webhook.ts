import { AppError, type ServiceStore } from "@suri/kit";
import type Stripe from "stripe";
import { paidCheckoutOf } from "./checkout";
import { creditPaidCheckout } from "./credit-checkout";

const CREDITING_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

export interface WebhookDeps {
  service: ServiceStore;
  stripe: Stripe | null;
  webhookSecret: string | undefined;
  toleranceSec: number;
}

/** The `t=` timestamp of a Stripe-Signature header (seconds), signed together with the body. */
function signedAtSec(header: string): number | undefined {
  const t = /(?:^|,)\s*t=(\d+)(?:,|$)/.exec(header)?.[1];
  return t === undefined ? undefined : Number(t);
}

/**
 * A Stripe webhook delivery. The signature is checked on the raw body (forged, tampered or older
 * than the tolerance, or dated more than the tolerance ahead → 400, nothing changes). The session is then re-read from Stripe rather than
 * trusted from the payload, so duplicated and reordered deliveries converge on one grant.
 */
export async function handleStripeWebhook(
  deps: WebhookDeps,
  req: { payload: string; signature: string },
  correlationId: string,
) {
  if (!deps.stripe || !deps.webhookSecret)
    throw AppError.unavailable("Stripe webhooks are not configured", "missing_stripe_keys");
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(req.payload, req.signature, deps.webhookSecret, deps.toleranceSec);
  } catch {
    throw new AppError("invalid_signature", "Webhook signature verification failed", 400);
  }
  const { service } = deps;
  // Stripe's check refuses only deliveries older than the tolerance; one dated too far ahead is refused too.
  const signedAt = signedAtSec(req.signature);
  if (signedAt === undefined || signedAt - service.rt.now().getTime() / 1000 > deps.toleranceSec) {
    throw new AppError("invalid_signature", "Webhook signature verification failed", 400);
  }
  const seen = await service.rt.db.knex(service.t("stripe_events")).where({ event_id: event.id }).first();
  if (seen) return { received: true, credited: false };
  let credited = false;
  let accountId: string | undefined;
  if (CREDITING_EVENTS.has(event.type)) {
    const sessionId = (event.data.object as { id: string }).id;
    const session = await deps.stripe.checkout.sessions.retrieve(sessionId);
    const checkout = paidCheckoutOf(session);
    if (checkout?.paid && checkout.amountMatches) {
      ({ newlyCredited: credited } = await creditPaidCheckout(
        service,
        { provider: "stripe", sessionId: session.id, accountId: checkout.accountId, packId: checkout.packId },
        correlationId,
      ));
      if (credited) accountId = checkout.accountId;
    } else if (checkout?.paid) {
      service.rt.log.error(
        { sessionId, amount: session.amount_total },
        "webhook: paid amount does not match the pack price",
      );
    }
  }
  await service.rt.db
    .knex(service.t("stripe_events"))
    .insert({ event_id: event.id, type: event.type })
    .onConflict("event_id")
    .ignore();
  return { received: true, credited, ...(accountId ? { accountId } : {}) };
}
