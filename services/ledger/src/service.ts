import { loadConfig, type RunningService, type Runtime, ServiceStore, serveRpc } from "@suri/kit";
import { z } from "zod";
import { getBalance } from "./balances/get-balance";
import { closeAccountsOnDeletion } from "./close-account/consumer";
import { startExpirySweeper } from "./expire-reservations/sweeper";
import { creditHistory } from "./history/history";
import { migrations, SCHEMA } from "./migrations";
import { loadFingerprintKey } from "./open-account/email-fingerprint";
import { openAccount, openAccountsOnRegistration } from "./open-account/handler";
import { createCheckout, verifyPayment } from "./payments/checkout";
import { PaymentsConfigSchema, paymentMode } from "./payments/config";
import { completeDemoCheckout, getDemoCheckout } from "./payments/demo";
import { createStripeClient } from "./payments/stripe-client";
import { handleStripeWebhook } from "./payments/webhook";
import { reserveCredit } from "./reserve-credit/handler";
import { restoreCredit } from "./restore-credit/handler";
import { settleReservationsOnReportOutcome } from "./settle-reservation/consumer";
import { settleReservationsOnScreeningOutcome } from "./settle-reservation/screening-outcomes";
import { recordVerifiedAddresses } from "./verified-address/projection";

export const LedgerConfigSchema = PaymentsConfigSchema.extend({
  RESERVATION_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  RESERVATION_SWEEP_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * Key of the one-way e-mail fingerprints that remember who had a free report (HMAC-SHA-256). Set it in
   * production and never change it; when absent one is made and kept in the ledger schema.
   */
  LEDGER_EMAIL_FINGERPRINT_KEY: z.string().min(32, "must be at least 32 characters").optional(),
});

export async function startLedger(rt: Runtime): Promise<RunningService> {
  const config = loadConfig(LedgerConfigSchema, rt.env);
  const service = new ServiceStore(rt, SCHEMA);
  await service.migrate(migrations);
  const stripe = createStripeClient(config);
  const mode = paymentMode(config);
  const accounts = { service, fingerprintKey: await loadFingerprintKey(service, config.LEDGER_EMAIL_FINGERPRINT_KEY) };
  const checkout = { service, stripe, mode };
  const webhook = {
    service,
    stripe,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    toleranceSec: config.STRIPE_WEBHOOK_TOLERANCE_SEC,
  };
  const rpc = await serveRpc(
    rt.bus,
    "ledger",
    {
      ReserveCredit: (req, ctx) => reserveCredit({ service, reservationTtlMs: config.RESERVATION_TTL_MS }, req, ctx),
      GetBalance: (req) => getBalance(service, req.accountId),
      GetHistory: (req) => creditHistory(service, req.accountId),
      OpenAccount: (req, ctx) => openAccount(accounts, req, { correlationId: ctx.correlationId }),
      RestoreCredit: (req, ctx) => restoreCredit(service, req, ctx),
      CreateCheckout: (req) => createCheckout(checkout, req),
      VerifyPayment: (req, ctx) => verifyPayment(checkout, req, ctx.correlationId),
      HandleStripeWebhook: (req, ctx) => handleStripeWebhook(webhook, req, ctx.correlationId),
      GetDemoCheckout: (req) => getDemoCheckout(service, req),
      CompleteDemoCheckout: (req, ctx) => completeDemoCheckout(service, mode, req, ctx.correlationId),
      GetPaymentConfig: async () => ({
        hasPublicKey: !!config.STRIPE_PUBLISHABLE_KEY,
        message:
          mode === "stripe"
            ? "Card payments are processed by Stripe."
            : mode === "demo"
              ? "Demo checkout: no real charge is made."
              : "Payment system is currently unavailable. Please try again later or contact support.",
        demoCheckout: mode === "demo",
        publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
        secretKeyPresent: !!config.STRIPE_SECRET_KEY,
        webhookSecretPresent: !!config.STRIPE_WEBHOOK_SECRET,
        environment: config.SURI_ENV,
      }),
    },
    rt.log,
  );
  const outcomes = await settleReservationsOnReportOutcome(service);
  const screenings = await settleReservationsOnScreeningOutcome(service);
  const deletions = await closeAccountsOnDeletion(service);
  const registrations = await openAccountsOnRegistration(accounts);
  const verifications = await recordVerifiedAddresses(service);
  const sweeper = startExpirySweeper(service, config.RESERVATION_SWEEP_MS);
  return {
    name: "ledger",
    relay: service.relay,
    subscriptions: [...rpc, outcomes, screenings, deletions, registrations, verifications],
    stop: () => sweeper.stop(),
  };
}
