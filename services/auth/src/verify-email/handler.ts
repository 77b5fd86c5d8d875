import type { Envelope } from "@suri/contracts";
import { ALREADY_VERIFIED_MESSAGE, OTHER_ACCOUNT_LINK_MESSAGE } from "@suri/contracts";
import { AppError, type Knex, makeEvent, type RpcContext, type ServiceStore } from "@suri/kit";
import { takeThrottle } from "../mail-links/throttle";
import { issueLinkToken, lockUsableToken, spendLinks } from "../mail-links/tokens";

/** A new verification mail at most once a minute, and a few a day. */
export const RESEND_RULES = [
  { max: 1, windowMs: 60_000 },
  { max: 5, windowMs: 24 * 3600_000 },
] as const;

interface MailUser {
  id: string;
  email: string;
  language: string;
}

/** The verification mail's event, with a fresh token recorded in the same transaction. */
export async function verificationRequested(
  trx: Knex.Transaction,
  service: ServiceStore,
  user: MailUser,
  correlationId: string,
): Promise<Envelope> {
  const { token, expiresAt } = await issueLinkToken(trx, service, user.id, "verify_email");
  return makeEvent(
    "EmailVerificationRequested",
    { userId: user.id, email: user.email, language: user.language === "tl" ? "tl" : "en", token, expiresAt },
    { correlationId },
    service.rt.now(),
  );
}

/** Marks the address confirmed (once) and spends its open links; the event when it changed. */
export async function markVerified(
  trx: Knex.Transaction,
  service: ServiceStore,
  user: { id: string; email: string; email_verified_at: Date | string | null },
  correlationId: string,
): Promise<Envelope[]> {
  await spendLinks(trx, service, user.id, "verify_email");
  if (user.email_verified_at) return [];
  const at = service.rt.now();
  await trx(service.t("users")).where({ id: user.id }).update({ email_verified_at: at });
  const data = { userId: user.id, email: user.email, verifiedAt: at.toISOString() };
  return [makeEvent("EmailVerified", data, { correlationId }, at)];
}

/**
 * The mailed link was opened: its token confirms the address it was sent to. Works without a session
 * (the mail may be read on another device); with one, the link must be the signed-in user's own.
 */
export async function verifyEmail(
  service: ServiceStore,
  req: { token: string; userId: string | null },
  ctx: RpcContext,
) {
  return service.commit(async (trx) => {
    const row = await lockUsableToken(trx, service, req.token, "verify_email");
    if (req.userId && req.userId !== row.user_id) {
      throw new AppError("other_account_link", OTHER_ACCOUNT_LINK_MESSAGE, 400, { field: "token" });
    }
    const user = await trx(service.t("users")).where({ id: row.user_id }).forUpdate().first();
    const events = await markVerified(trx, service, user, ctx.correlationId);
    return { result: { userId: row.user_id }, events };
  });
}

/** The signed-in user asks for the verification mail again (throttled per user). */
export async function resendVerification(service: ServiceStore, req: { userId: string }, ctx: RpcContext) {
  return service.commit(async (trx) => {
    const user = await trx(service.t("users")).where({ id: req.userId }).forUpdate().first();
    if (!user) throw AppError.unauthorized();
    if (user.email_verified_at) throw AppError.conflict(ALREADY_VERIFIED_MESSAGE, "already_verified");
    await takeThrottle(trx, service, `verify:${user.id}`, RESEND_RULES);
    const event = await verificationRequested(trx, service, user, ctx.correlationId);
    return { result: { sent: true as const }, events: [event] };
  });
}
