import { causedBy, isUniqueViolation, type Knex, type ServiceStore } from "@suri/kit";
import { handleAccountCommand } from "../account/handle-command";
import { emailFingerprint } from "./email-fingerprint";

export interface OpenAccountDeps {
  service: ServiceStore;
  fingerprintKey: Buffer;
}

/** Two new accounts of one address racing: the loser decides again, once per racer at most. */
const CLAIM_RACES_MAX = 3;

/**
 * One free report per person. A new account's free report is decided once, by a keyed fingerprint of
 * its normalised e-mail: the first account of an address gets it (FreeReportGranted, and the fingerprint
 * joins free_report_claims), a later one does not (FreeReportWithheld) — also when the earlier account
 * has been deleted, since closing an account keeps its entries and the claims. The e-mail itself is
 * never stored. Idempotent: the registration's answer and UserRegistered both open the account.
 *
 * An account never opened (made before this rule) keeps the free report it always had.
 */
export async function openAccount(
  deps: OpenAccountDeps,
  req: { accountId: string; email: string },
  meta: { correlationId: string; causationId?: string | null },
  trx?: Knex.Transaction,
) {
  const { service } = deps;
  const fingerprint = emailFingerprint(deps.fingerprintKey, req.email);
  const claims = service.t("free_report_claims");
  for (let race = 1; ; race++) {
    const claim = (await (trx ?? service.rt.db.knex)(claims).where({ email_fingerprint: fingerprint }).first()) as
      | { account_id: string }
      | undefined;
    try {
      const { state } = await handleAccountCommand(
        service,
        {
          type: "OpenAccount",
          accountId: req.accountId,
          emailFingerprint: fingerprint,
          fingerprintClaimed: !!claim && claim.account_id !== req.accountId,
        },
        meta,
        trx,
      );
      return { freeReport: state.freeReportWithheld ? ("withheld" as const) : ("granted" as const) };
    } catch (e) {
      if (isUniqueViolation(e) && race < CLAIM_RACES_MAX) continue;
      throw e;
    }
  }
}

/** The registration's own event opens the account too, should the registration's call have failed. */
export function openAccountsOnRegistration(deps: OpenAccountDeps) {
  return deps.service.consume({
    durable: "ledger-registrations",
    context: "auth",
    handlers: {
      UserRegistered: async (data, envelope, trx) => {
        await openAccount(deps, { accountId: data.userId, email: data.email }, causedBy(envelope), trx);
      },
    },
  });
}
