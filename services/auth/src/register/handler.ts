import { RegisterRequestSchema } from "@suri/contracts";
import { AppError, callerGaveUp, isUniqueViolation, makeEvent, newId, type RpcContext } from "@suri/kit";
import { hashingBusy } from "../credentials/hash-queue";
import { passwordProblem } from "../credentials/policy";
import { openSession, type SessionDeps, type UserRow } from "../sessions/sessions";
import { verificationRequested } from "../verify-email/handler";

export const EMAIL_TAKEN_MESSAGE = "Email may already be in use.";

/** A registration retried within this time with the same e-mail and password finds its account. */
export const REGISTER_RETRY_WINDOW_MS = 15 * 60_000;
/** Time kept in hand to send the answer: a commit later than deadline − this is not attempted. */
const ANSWER_MARGIN_MS = 250;

/**
 * Create an account and sign the new user in. The e-mail is unique, case-insensitively.
 *
 * Atomic for the caller: the account is committed only while the caller is still waiting (a
 * request whose caller gave up creates nothing), and a retry of a registration whose answer was
 * lost (same e-mail and password, within REGISTER_RETRY_WINDOW_MS) signs into the account it made
 * instead of answering "already in use".
 */
export async function register(deps: SessionDeps, raw: unknown, ctx: RpcContext) {
  const parsed = RegisterRequestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError("validation", parsed.error.issues[0]?.message ?? "Invalid input", 400);
  }
  const { email, password } = parsed.data;
  const language = (raw as { language?: unknown }).language === "tl" ? "tl" : "en";
  const username = parsed.data.username || email.split("@")[0]!;
  const problem = passwordProblem(password, [email, username]);
  if (problem) throw new AppError("weak_password", problem, 400, { field: "password" });
  const { service, hasher } = deps;

  const existing = (await service.rt.db.knex(service.t("users")).where({ email }).first()) as
    | (UserRow & { created_at: Date | string })
    | undefined;
  if (existing) return retryOrConflict(deps, existing, password, ctx);

  const user: UserRow = {
    id: newId(),
    email,
    username,
    display_name: username,
    password_hash: await hasher.hash(password, ctx.deadline),
  };
  const row = { ...user, language };
  try {
    return await service.commit(async (trx) => {
      await trx(service.t("users")).insert(row);
      const session = await openSession(deps, user, trx);
      const event = makeEvent(
        "UserRegistered",
        { userId: user.id, email, username },
        { correlationId: ctx.correlationId },
        service.rt.now(),
      );
      // Last moment before the commit: too late to answer, so nothing is created. A caller still listening
      // is told to come back (its retry creates the account); one that has gone hears nothing anyway.
      const now = Date.now();
      if (now >= ctx.deadline) throw callerGaveUp("registration");
      if (now > ctx.deadline - ANSWER_MARGIN_MS) throw hashingBusy(1);
      // The verification mail goes out with the account, in the language the user signed up in.
      const verification = await verificationRequested(trx, service, row, ctx.correlationId);
      return { result: session, events: [event, verification] };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw AppError.conflict(EMAIL_TAKEN_MESSAGE, "email_taken");
    throw e;
  }
}

async function retryOrConflict(
  deps: SessionDeps,
  existing: UserRow & { created_at: Date | string },
  password: string,
  ctx: RpcContext,
) {
  const recent = deps.service.rt.now().getTime() - new Date(existing.created_at).getTime() < REGISTER_RETRY_WINDOW_MS;
  if (recent && (await deps.hasher.verify(password, existing.password_hash, ctx.deadline))) {
    return openSession(deps, existing);
  }
  throw AppError.conflict(EMAIL_TAKEN_MESSAGE, "email_taken");
}
