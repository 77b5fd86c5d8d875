import type { Envelope } from "@suri/contracts";
import { isUniqueViolation, type Knex, makeEvent, newId, type RpcContext } from "@suri/kit";
import { openSession, type SessionDeps, type UserRow } from "../sessions/sessions";

/** Who the provider says signed in: its checked ID token's issuer, subject and verified e-mail. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  /** Lower-cased; the provider has verified it. */
  email: string;
  /** The provider's display name of the person, when it gives one. */
  name: string | undefined;
}

export type SignInOutcome = "signed_in" | "linked" | "created";

/** A user row as this module reads and writes it: an account made here has no password (null). */
interface AccountRow extends Omit<UserRow, "password_hash"> {
  password_hash: string | null;
  email_verified_at: Date | string | null;
}

const DISPLAY_NAME_MAX = 80;

/**
 * Sign in the account of a verified identity, in one transaction: the account already linked to it; else
 * the account with its e-mail, now linked; else a new account (its address counted verified). Two first
 * sign-ins at once race on the identity's key: the loser tries once more and finds the winner's account.
 */
export async function signInIdentity(deps: SessionDeps, identity: VerifiedIdentity, ctx: RpcContext) {
  try {
    return await deps.service.commit((trx) => resolve(deps, trx, identity, ctx));
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    return deps.service.commit((trx) => resolve(deps, trx, identity, ctx));
  }
}

async function resolve(deps: SessionDeps, trx: Knex.Transaction, identity: VerifiedIdentity, ctx: RpcContext) {
  const { service } = deps;
  const users = service.t("users");
  const linked = (await trx(`${service.t("identities")} as i`)
    .join(`${users} as u`, "u.id", "i.user_id")
    .where({ "i.issuer": identity.issuer, "i.subject": identity.subject })
    .first("u.*")) as AccountRow | undefined;
  if (linked) return done(deps, trx, linked, "signed_in", []);

  const existing = (await trx(users).whereRaw("lower(email) = ?", [identity.email]).forUpdate().first()) as
    | AccountRow
    | undefined;
  if (existing) return done(deps, trx, existing, "linked", await link(deps, trx, existing, identity, ctx));
  return create(deps, trx, identity, ctx);
}

/**
 * Link the identity to the account with its e-mail. An account whose address was never confirmed may have
 * been opened by someone else with this person's e-mail: its password and sessions end here, and the
 * address counts as confirmed from now on (the provider has verified it).
 */
async function link(
  deps: SessionDeps,
  trx: Knex.Transaction,
  user: AccountRow,
  identity: VerifiedIdentity,
  ctx: RpcContext,
): Promise<Envelope[]> {
  const { service } = deps;
  await trx(service.t("identities")).insert({ issuer: identity.issuer, subject: identity.subject, user_id: user.id });
  if (user.email_verified_at) return [];
  const now = service.rt.now();
  const cause = { correlationId: ctx.correlationId };
  await trx(service.t("users")).where({ id: user.id }).update({ email_verified_at: now, password_hash: null });
  const ended = (await trx(service.t("sessions"))
    .where({ user_id: user.id })
    .whereNull("revoked_at")
    .update({ revoked_at: now })
    .returning("id")) as { id: string }[];
  return [
    ...ended.map(({ id }) => makeEvent("SessionRevoked", { userId: user.id, sessionId: id }, cause, now)),
    makeEvent("EmailVerified", { userId: user.id, email: user.email, verifiedAt: now.toISOString() }, cause, now),
  ];
}

async function create(deps: SessionDeps, trx: Knex.Transaction, identity: VerifiedIdentity, ctx: RpcContext) {
  const { service } = deps;
  const now = service.rt.now();
  const username = identity.email.split("@")[0]!;
  const user: AccountRow = {
    id: newId(),
    email: identity.email,
    username,
    display_name: identity.name?.trim().slice(0, DISPLAY_NAME_MAX) || username,
    password_hash: null,
    email_verified_at: now,
  };
  await trx(service.t("users")).insert(user);
  await trx(service.t("identities")).insert({ issuer: identity.issuer, subject: identity.subject, user_id: user.id });
  const cause = { correlationId: ctx.correlationId };
  const events = [
    makeEvent("UserRegistered", { userId: user.id, email: user.email, username }, cause, now),
    makeEvent("EmailVerified", { userId: user.id, email: user.email, verifiedAt: now.toISOString() }, cause, now),
  ];
  return done(deps, trx, user, "created", events);
}

async function done(
  deps: SessionDeps,
  trx: Knex.Transaction,
  user: AccountRow,
  outcome: SignInOutcome,
  events: Envelope[],
) {
  // A session names the user only (id, e-mail, names): the password column plays no part in it.
  const session = await openSession(deps, user as UserRow, trx);
  return { result: { ...session, outcome }, events };
}
