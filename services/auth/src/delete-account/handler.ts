import { WRONG_PASSWORD_MESSAGE } from "@suri/contracts";
import { AppError, makeEvent, type RpcContext } from "@suri/kit";
import type { SessionDeps, UserRow } from "../sessions/sessions";

/**
 * The user deletes their own account, confirming with their password. In one transaction auth forgets
 * them — the user row (e-mail, names, password hash), every session, and the published copies of its
 * events about them (UserRegistered carries the e-mail) — and records AccountDeleted for the other
 * services. From the commit on, the account cannot sign in, CheckSession answers "not active" for every
 * one of its sessions, and the e-mail may register again as a new account (a new id).
 *
 * Deleting an account that is already gone answers the same: a retry whose answer was lost is safe.
 */
export async function deleteAccount(deps: SessionDeps, req: { userId: string; password: string }, ctx: RpcContext) {
  const { service, hasher } = deps;
  const users = service.t("users");
  const user = (await service.rt.db.knex(users).where({ id: req.userId }).first()) as UserRow | undefined;
  if (!user) return { deleted: true as const };
  if (!(await hasher.verify(req.password, user.password_hash, ctx.deadline))) {
    throw new AppError("wrong_password", WRONG_PASSWORD_MESSAGE, 403, { field: "password" });
  }
  return service.commit(async (trx) => {
    const locked = await trx(users).where({ id: user.id }).forUpdate().first("id");
    if (!locked) return { result: { deleted: true as const }, events: [] };
    await trx(service.t("sessions")).where({ user_id: user.id }).delete();
    await trx(users).where({ id: user.id }).delete();
    // The outbox is transport: rows already handed to the bus need not stay, and these name the user.
    await trx(service.t("outbox"))
      .whereNotNull("published_at")
      .whereRaw("envelope->'data'->>'userId' = ?", [user.id])
      .delete();
    const at = service.rt.now();
    const event = makeEvent(
      "AccountDeleted",
      { userId: user.id, deletedAt: at.toISOString() },
      { correlationId: ctx.correlationId },
      at,
    );
    return { result: { deleted: true as const }, events: [event] };
  });
}
