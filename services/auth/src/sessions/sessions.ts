import { AppError, type Knex, makeEvent, newId, type ServiceStore } from "@suri/kit";
import type { Hasher } from "../credentials/hashing";
import type { SigningKeys } from "./keys";
import { signSessionToken } from "./tokens";

export interface UserRow {
  id: string;
  email: string;
  username: string;
  display_name: string;
  password_hash: string;
}

export const publicUser = (u: UserRow) => ({
  id: u.id,
  email: u.email,
  username: u.username,
  displayName: u.display_name,
});

export interface SessionDeps {
  service: ServiceStore;
  keys: SigningKeys;
  sessionTtlMs: number;
  hasher: Hasher;
}

/** Open a session for a user and sign its token. */
export async function openSession(deps: SessionDeps, user: UserRow, trx?: Knex.Transaction) {
  const sessionId = newId();
  const expiresAt = new Date(deps.service.rt.now().getTime() + deps.sessionTtlMs);
  await (trx ?? deps.service.rt.db.knex)(deps.service.t("sessions")).insert({
    id: sessionId,
    user_id: user.id,
    expires_at: expiresAt,
  });
  const token = await signSessionToken(deps.keys, { userId: user.id, sessionId, expiresAt });
  return { user: publicUser(user), token, sessionId, expiresAt: expiresAt.toISOString() };
}

export async function checkSession(service: ServiceStore, sessionId: string) {
  const row = await service.rt.db
    .knex(`${service.t("sessions")} as s`)
    .join(`${service.t("users")} as u`, "u.id", "s.user_id")
    .where("s.id", sessionId)
    .first("s.expires_at", "s.revoked_at", "u.id", "u.email", "u.username", "u.display_name", "u.password_hash");
  const active = !!row && !row.revoked_at && new Date(row.expires_at) > service.rt.now();
  return { active, user: active ? publicUser(row as UserRow) : null };
}

export async function revokeSession(service: ServiceStore, sessionId: string, correlationId: string) {
  return service.commit(async (trx) => {
    const row = await trx(service.t("sessions")).where({ id: sessionId }).whereNull("revoked_at").first();
    if (!row) return { result: { revoked: false }, events: [] };
    await trx(service.t("sessions")).where({ id: sessionId }).update({ revoked_at: service.rt.now() });
    const event = makeEvent("SessionRevoked", { userId: row.user_id, sessionId }, { correlationId }, service.rt.now());
    return { result: { revoked: true }, events: [event] };
  });
}

export const invalidCredentials = () => new AppError("invalid_credentials", "Invalid email or password.", 401);
