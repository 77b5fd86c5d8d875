import { type PackId, packById } from "@suri/contracts";
import type { ServiceStore } from "@suri/kit";
import { handleAccountCommand } from "../account/handle-command";

export interface PaidCheckout {
  provider: "stripe" | "demo";
  sessionId: string;
  accountId: string;
  packId: PackId;
}

/**
 * The one path by which a purchase becomes credits — used by the Stripe webhook, by
 * verify-payment and by the demo checkout alike. The pack decides the credits; the payment id is
 * the grant's reference, so whichever caller comes first credits it and every later call is a no-op.
 */
export async function creditPaidCheckout(service: ServiceStore, paid: PaidCheckout, correlationId: string) {
  const pack = packById(paid.packId);
  const reference = `${paid.provider}:${paid.sessionId}`;
  const newlyCredited = await service.rt.db.knex.transaction(async (trx) => {
    const { events } = await handleAccountCommand(
      service,
      { type: "GrantCredits", accountId: paid.accountId, amount: pack.credits, reason: "purchase", reference },
      { correlationId },
      trx,
    );
    await trx(service.t("payments"))
      .insert({
        session_id: paid.sessionId,
        account_id: paid.accountId,
        pack_id: pack.id,
        credits: pack.credits,
        amount_usd_cents: pack.totalUsdCents,
        provider: paid.provider,
        status: "credited",
        credited_at: service.rt.now(),
      })
      .onConflict("session_id")
      .merge(["status", "credited_at"]);
    return events.length > 0;
  });
  if (newlyCredited) service.relay.kick();
  return { credits: pack.credits, newlyCredited };
}
