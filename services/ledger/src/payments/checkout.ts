import { type PackId, PackIdSchema, packById } from "@suri/contracts";
import { AppError, newId, type ServiceStore } from "@suri/kit";
import type Stripe from "stripe";
import { PAYMENT_UNAVAILABLE_MESSAGE, type PaymentMode } from "./config";
import { creditPaidCheckout } from "./credit-checkout";

export interface CheckoutDeps {
  service: ServiceStore;
  stripe: Stripe | null;
  mode: PaymentMode;
}

const sessionNotFound = () =>
  AppError.notFound("The payment session could not be found. It may have expired.", "session_not_found");

/** Open a checkout for one of our packs: Stripe Checkout, or the labelled demo checkout. */
export async function createCheckout(deps: CheckoutDeps, req: { accountId: string; packId: PackId; origin: string }) {
  const pack = packById(req.packId);
  if (deps.mode === "unavailable") throw AppError.unavailable(PAYMENT_UNAVAILABLE_MESSAGE, "missing_stripe_keys");
  const record = (sessionId: string, provider: "stripe" | "demo") =>
    deps.service.rt.db.knex(deps.service.t("payments")).insert({
      session_id: sessionId,
      account_id: req.accountId,
      pack_id: pack.id,
      credits: pack.credits,
      amount_usd_cents: pack.totalUsdCents,
      provider,
      status: "open",
    });
  if (deps.mode === "demo" || !deps.stripe) {
    const sessionId = `demo_${newId().replaceAll("-", "")}`;
    await record(sessionId, "demo");
    return { url: `/demo-checkout/${sessionId}`, sessionId, demo: true };
  }
  const session = await deps.stripe.checkout.sessions.create({
    mode: "payment",
    line_items: [
      {
        quantity: 1,
        price_data: { currency: "usd", unit_amount: pack.totalUsdCents, product_data: { name: `Suri ${pack.name}` } },
      },
    ],
    success_url: `${req.origin}/payment-success?session_id={CHECKOUT_SESSION_ID}&pack_id=${pack.id}`,
    cancel_url: `${req.origin}/payment-cancel`,
    client_reference_id: req.accountId,
    metadata: { accountId: req.accountId, packId: pack.id },
  });
  if (!session.url) throw new AppError("checkout_failed", "Failed to create checkout session", 502);
  await record(session.id, "stripe");
  return { url: session.url, sessionId: session.id, demo: false };
}

/** What Stripe says about a session, checked against our catalogue before it can credit anything. */
export function paidCheckoutOf(session: Stripe.Checkout.Session) {
  const packId = PackIdSchema.safeParse(session.metadata?.packId);
  const accountId = session.metadata?.accountId;
  if (!packId.success || !accountId) return null;
  const pack = packById(packId.data);
  const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
  const amountMatches = session.amount_total === pack.totalUsdCents && session.currency === "usd";
  return { accountId, packId: packId.data, paid, amountMatches, expired: session.status === "expired" };
}

/** The verify-payment call: re-read the session from its source and credit it if paid. */
export async function verifyPayment(
  deps: CheckoutDeps,
  req: { accountId: string; sessionId: string },
  correlationId: string,
) {
  const { service } = deps;
  if (req.sessionId.startsWith("demo_")) {
    const row = await service.rt.db
      .knex(service.t("payments"))
      .where({ session_id: req.sessionId, account_id: req.accountId })
      .first();
    if (!row) throw sessionNotFound();
    if (row.status !== "credited") {
      return result(
        false,
        0,
        true,
        "Your payment is still being processed. This may take a moment.",
        null,
        row.pack_id,
      );
    }
    return result(
      true,
      row.credits,
      false,
      `${row.credits} credits have been added to your account.`,
      null,
      row.pack_id,
    );
  }
  if (!deps.stripe) throw sessionNotFound();
  const session = await deps.stripe.checkout.sessions.retrieve(req.sessionId).catch((err: { statusCode?: number }) => {
    if (err.statusCode === 404) throw sessionNotFound();
    throw err;
  });
  const checkout = paidCheckoutOf(session);
  if (!checkout || checkout.accountId !== req.accountId) throw sessionNotFound();
  if (checkout.expired)
    return result(
      false,
      0,
      false,
      "This checkout session expired before it was paid.",
      "session_expired",
      checkout.packId,
    );
  if (!checkout.paid)
    return result(
      false,
      0,
      true,
      "Your payment is still being processed. This may take a moment.",
      null,
      checkout.packId,
    );
  if (!checkout.amountMatches) {
    service.rt.log.error(
      { sessionId: session.id, amount: session.amount_total },
      "paid amount does not match the pack price",
    );
    return result(
      false,
      0,
      false,
      "Could not verify your payment. Please contact support.",
      "amount_mismatch",
      checkout.packId,
    );
  }
  const { credits } = await creditPaidCheckout(
    service,
    { provider: "stripe", sessionId: session.id, accountId: checkout.accountId, packId: checkout.packId },
    correlationId,
  );
  return result(true, credits, false, `${credits} credits have been added to your account.`, null, checkout.packId);
}

function result(
  verified: boolean,
  creditsAdded: number,
  paymentPending: boolean,
  message: string,
  errorCode: string | null,
  packId: string | null,
) {
  return { verified, creditsAdded, paymentPending, message, errorCode, packId: PackIdSchema.nullable().parse(packId) };
}
