import { type Preferences, PreferencesSchema } from "@suri/contracts";
import { AppError, makeEvent, type RpcContext, type ServiceStore } from "@suri/kit";

interface PreferenceColumns {
  currency: string | null;
  language: string;
  email_notifications: boolean;
  email_verified_at: Date | string | null;
}

const preferencesOf = (row: PreferenceColumns): Preferences => ({
  currency: PreferencesSchema.shape.currency.safeParse(row.currency).data ?? null,
  language: row.language === "tl" ? "tl" : "en",
  emailNotifications: row.email_notifications,
});

/** What the account says of itself beyond the session. */
export async function getAccount(service: ServiceStore, req: { userId: string }) {
  const row = (await service.rt.db.knex(service.t("users")).where({ id: req.userId }).first()) as
    | PreferenceColumns
    | undefined;
  if (!row) throw AppError.unauthorized();
  return { emailVerified: !!row.email_verified_at, preferences: preferencesOf(row) };
}

/** The whole set of preferences replaces the old one; PreferencesChanged only when something changed. */
export async function setPreferences(
  service: ServiceStore,
  req: { userId: string; preferences: unknown },
  ctx: RpcContext,
) {
  const parsed = PreferencesSchema.safeParse(req.preferences);
  if (!parsed.success) {
    throw new AppError("validation", parsed.error.issues[0]?.message ?? "Invalid input", 400);
  }
  const next = parsed.data;
  return service.commit(async (trx) => {
    const row = (await trx(service.t("users")).where({ id: req.userId }).forUpdate().first()) as
      | PreferenceColumns
      | undefined;
    if (!row) throw AppError.unauthorized();
    const before = preferencesOf(row);
    if (
      before.currency === next.currency &&
      before.language === next.language &&
      before.emailNotifications === next.emailNotifications
    ) {
      return { result: next, events: [] };
    }
    await trx(service.t("users")).where({ id: req.userId }).update({
      currency: next.currency,
      language: next.language,
      email_notifications: next.emailNotifications,
    });
    const event = makeEvent(
      "PreferencesChanged",
      { userId: req.userId, ...next },
      { correlationId: ctx.correlationId },
      service.rt.now(),
    );
    return { result: next, events: [event] };
  });
}
