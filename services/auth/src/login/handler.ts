import { LoginRequestSchema } from "@suri/contracts";
import type { RpcContext } from "@suri/kit";
import { invalidCredentials, openSession, type SessionDeps, type UserRow } from "../sessions/sessions";

/** Check the password and open a session; unknown e-mail and wrong password look the same. */
export async function login(deps: SessionDeps, raw: unknown, ctx: RpcContext) {
  const parsed = LoginRequestSchema.safeParse(raw);
  if (!parsed.success) throw invalidCredentials();
  const { email, password } = parsed.data;
  const user = (await deps.service.rt.db.knex(deps.service.t("users")).where({ email }).first()) as UserRow | undefined;
  const ok = await deps.hasher.verify(password, user?.password_hash, ctx.deadline);
  if (!user || !ok) throw invalidCredentials();
  return openSession(deps, user);
}
