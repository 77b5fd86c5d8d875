import { AppError, type ServiceStore } from "@suri/kit";
import type { PaymentMode } from "./config";
import { creditPaidCheckout } from "./credit-checkout";

const notFound = () =>
  AppError.notFound("The payment session could not be found. It may have expired.", "session_not_found");

async function ownDemoSession(service: ServiceStore, accountId: string, sessionId: string) {
  const row = await service.rt.db
    .knex(service.t("payments"))
    .where({ session_id: sessionId, provider: "demo" })
    .first();
  if (!row || row.account_id !== accountId) throw notFound();
  return row;
}

export async function getDemoCheckout(service: ServiceStore, req: { accountId: string; sessionId: string }) {
  const row = await ownDemoSession(service, req.accountId, req.sessionId);
  return {
    sessionId: row.session_id,
    packId: row.pack_id,
    credits: row.credits,
    totalUsdCents: row.amount_usd_cents,
    status: row.status === "credited" ? ("paid" as const) : ("open" as const),
  };
}

/** The demo checkout's "pay" button: no money moves, but the credits take the same path as a real payment. */
export async function completeDemoCheckout(
  service: ServiceStore,
  mode: PaymentMode,
  req: { accountId: string; sessionId: string },
  correlationId: string,
) {
  if (mode !== "demo") throw AppError.forbidden("The demo checkout is not available here.", "demo_disabled");
  const row = await ownDemoSession(service, req.accountId, req.sessionId);
  await creditPaidCheckout(
    service,
    { provider: "demo", sessionId: row.session_id, accountId: row.account_id, packId: row.pack_id },
    correlationId,
  );
  return { redirectUrl: `/payment-success?session_id=${encodeURIComponent(row.session_id)}&pack_id=${row.pack_id}` };
}
