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

/**
 * A Stripe webhook delivery. The signature is checked on the raw body (forged, tampered or older
 * than the tolerance → 400, nothing changes). The session is then re-read from Stripe rather than
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
  const seen = await service.rt.db.knex(service.t("stripe_events")).where({ event_id: event.id }).first();
  if (seen) return { received: true, credited: false };
  let credited = false;
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
  return { received: true, credited };
}
