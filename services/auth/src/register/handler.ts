import { RegisterRequestSchema } from "@suri/contracts";
import { AppError, isUniqueViolation, makeEvent, newId, type RpcContext } from "@suri/kit";
import { hashPassword } from "../credentials/password";
import { openSession, type SessionDeps, type UserRow } from "../sessions/sessions";

export const EMAIL_TAKEN_MESSAGE = "Email may already be in use.";

/** Create an account and sign the new user in. The e-mail is unique, case-insensitively. */
export async function register(deps: SessionDeps, raw: unknown, ctx: RpcContext) {
  const parsed = RegisterRequestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError("validation", parsed.error.issues[0]?.message ?? "Invalid input", 400);
  }
  const { email, password } = parsed.data;
  const username = parsed.data.username || email.split("@")[0]!;
  const { service } = deps;
  const user: UserRow = {
    id: newId(),
    email,
    username,
    display_name: username,
    password_hash: await hashPassword(password),
  };
  try {
    return await service.commit(async (trx) => {
      await trx(service.t("users")).insert(user);
      const session = await openSession(deps, user, trx);
      const event = makeEvent(
        "UserRegistered",
        { userId: user.id, email, username },
        { correlationId: ctx.correlationId },
        service.rt.now(),
      );
      return { result: session, events: [event] };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw AppError.conflict(EMAIL_TAKEN_MESSAGE, "email_taken");
    throw e;
  }
}
