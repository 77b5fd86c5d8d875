import { LoginRequestSchema } from "@suri/contracts";
import { decoyHash, verifyPassword } from "../credentials/password";
import { invalidCredentials, openSession, type SessionDeps, type UserRow } from "../sessions/sessions";

/** Check the password and open a session; unknown e-mail and wrong password look the same. */
export async function login(deps: SessionDeps, raw: unknown) {
  const parsed = LoginRequestSchema.safeParse(raw);
  if (!parsed.success) throw invalidCredentials();
  const { email, password } = parsed.data;
  const user = (await deps.service.rt.db.knex(deps.service.t("users")).where({ email }).first()) as UserRow | undefined;
  const ok = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
  if (!user || !ok) throw invalidCredentials();
  return openSession(deps, user);
}
