import { type Envelope, PasswordResetConfirmSchema } from "@suri/contracts";
import { AppError, callerGaveUp, makeEvent, type RpcContext, type ServiceStore } from "@suri/kit";
import { passwordProblem } from "../credentials/policy";
import { takeThrottle } from "../mail-links/throttle";
import { issueLinkToken, lockUsableToken, newLinkToken, spendLinks, tokenHash } from "../mail-links/tokens";
import type { SessionDeps, UserRow } from "../sessions/sessions";
import { markVerified } from "../verify-email/handler";

/** Reset mails per address (known or not: the count is the same, so it tells nothing)… */
export const RESET_ADDRESS_RULES = [
  { max: 3, windowMs: 15 * 60_000 },
  { max: 10, windowMs: 24 * 3600_000 },
] as const;
/** …and per client asking, whatever addresses it tries. */
export const RESET_CLIENT_RULES = [
  { max: 20, windowMs: 60 * 60_000 },
  { max: 100, windowMs: 24 * 3600_000 },
] as const;

/**
 * Someone asks for a reset link. The answer, and the work done, are the same whether or not the address
 * has an account: both throttles are counted (under hashes, so unknown addresses are not kept), a token
 * is made; only for an account is it recorded and PasswordResetRequested published for the mail.
 */
export async function requestPasswordReset(
  service: ServiceStore,
  req: { email: string; client: string; language: "en" | "tl" },
  ctx: RpcContext,
) {
  const email = req.email.trim().toLowerCase();
  return service.commit(async (trx) => {
    await takeThrottle(trx, service, `reset-client:${tokenHash(req.client)}`, RESET_CLIENT_RULES);
    await takeThrottle(trx, service, `reset-address:${tokenHash(email)}`, RESET_ADDRESS_RULES);
    const user = (await trx(service.t("users")).where({ email }).first("id", "email")) as
      | { id: string; email: string }
      | undefined;
    if (!user) {
      newLinkToken();
      return { result: { accepted: true as const }, events: [] };
    }
    const { token, expiresAt } = await issueLinkToken(trx, service, user.id, "password_reset");
    const data = { userId: user.id, email: user.email, language: req.language, token, expiresAt };
    const event = makeEvent("PasswordResetRequested", data, { correlationId: ctx.correlationId }, service.rt.now());
    return { result: { accepted: true as const }, events: [event] };
  });
}

/**
 * The mailed link's token and a new password (the sign-up rules). In one transaction: the password
 * changes, every reset link of the user is spent, every open session ends (SessionRevoked each, so
 * the gateways drop them), PasswordChanged; the address counts as confirmed, since the mail was read.
 * A bad, used or expired token changes nothing.
 */
export async function confirmPasswordReset(deps: SessionDeps, raw: unknown, ctx: RpcContext) {
  const parsed = PasswordResetConfirmSchema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError("validation", parsed.error.issues[0]?.message ?? "Invalid input", 400);
  }
  const { token, password } = parsed.data;
  const { service, hasher } = deps;
  // The token is checked before the costly hash, and again under lock when the change is written.
  const first = await service.rt.db.knex.transaction((trx) => lockUsableToken(trx, service, token, "password_reset"));
  const user = (await service.rt.db.knex(service.t("users")).where({ id: first.user_id }).first()) as UserRow;
  const problem = passwordProblem(password, [user.email, user.username]);
  if (problem) throw new AppError("weak_password", problem, 400, { field: "password" });
  const passwordHash = await hasher.hash(password, ctx.deadline);
  if (Date.now() >= ctx.deadline) throw callerGaveUp("password reset");
  return service.commit(async (trx) => {
    const row = await lockUsableToken(trx, service, token, "password_reset");
    const locked = await trx(service.t("users")).where({ id: row.user_id }).forUpdate().first();
    const at = service.rt.now();
    await trx(service.t("users")).where({ id: row.user_id }).update({ password_hash: passwordHash });
    await spendLinks(trx, service, row.user_id, "password_reset");
    const ended = await endAllSessions(service, trx, row.user_id, ctx.correlationId);
    const changed = makeEvent(
      "PasswordChanged",
      { userId: row.user_id, changedAt: at.toISOString(), via: "reset" },
      { correlationId: ctx.correlationId },
      at,
    );
    const verified = await markVerified(trx, service, locked, ctx.correlationId);
    return {
      result: { userId: row.user_id, endedSessions: ended.map((e) => e.data.sessionId) },
      events: [...ended, changed, ...verified] as Envelope[],
    };
  });
}

async function endAllSessions(
  service: ServiceStore,
  trx: Parameters<Parameters<ServiceStore["commit"]>[0]>[0],
  userId: string,
  correlationId: string,
) {
  const at = service.rt.now();
  const open = (await trx(service.t("sessions"))
    .where({ user_id: userId })
    .whereNull("revoked_at")
    .where("expires_at", ">", at)
    .select("id")) as { id: string }[];
  if (open.length === 0) return [];
  await trx(service.t("sessions"))
    .whereIn(
      "id",
      open.map((s) => s.id),
    )
    .update({ revoked_at: at });
  return open.map((s) => makeEvent("SessionRevoked", { userId, sessionId: s.id }, { correlationId }, at));
}
