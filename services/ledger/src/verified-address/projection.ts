import type { Knex, ServiceStore } from "@suri/kit";

/** How long a reservation waits for auth to say whether an address not yet known here is confirmed. */
const AUTH_LOOKUP_TIMEOUT_MS = 3_000;

async function record(q: Knex | Knex.Transaction, service: ServiceStore, accountId: string, at: Date) {
  await q(service.t("verified_addresses"))
    .insert({ account_id: accountId, verified_at: at })
    .onConflict("account_id")
    .ignore();
}

/** Auth's EmailVerified, kept as the accounts whose address is confirmed. */
export function recordVerifiedAddresses(service: ServiceStore) {
  return service.consumeEvent("ledger-verified-addresses", "EmailVerified", (data, trx) =>
    record(trx, service, data.userId, new Date(data.verifiedAt)),
  );
}

export async function addressVerified(service: ServiceStore, accountId: string): Promise<boolean> {
  return !!(await service.rt.db.knex(service.t("verified_addresses")).where({ account_id: accountId }).first());
}

/**
 * The user may have confirmed the address a moment ago, before the event reached the ledger: auth is
 * asked, and a confirmation it reports is recorded here as the event will be. No answer counts as no.
 */
export async function askAuthWhetherVerified(
  service: ServiceStore,
  accountId: string,
  correlationId: string,
): Promise<boolean> {
  try {
    const { emailVerified } = await service.rt.rpc.call(
      "auth",
      "GetAccount",
      { userId: accountId },
      { correlationId, timeoutMs: AUTH_LOOKUP_TIMEOUT_MS },
    );
    if (emailVerified) await record(service.rt.db.knex, service, accountId, service.rt.now());
    return emailVerified;
  } catch (err) {
    service.rt.log.warn({ err, accountId }, "whether the address is confirmed could not be asked of auth");
    return false;
  }
}
