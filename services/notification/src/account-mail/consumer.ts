import type { Envelope } from "@suri/contracts";
import type { Knex, ServiceStore } from "@suri/kit";
import type { Mailer } from "../mail/mailer";
import type { MailLanguage } from "../mail/messages/kinds";
import type { MailOutbox } from "../mail/outbox";
import type { Recipients } from "../recipients/store";

/** A notice this old is not mailed (a consumer replaying old events must not mail them again). */
const NOTICE_STALE_MS = 24 * 3600_000;

/** A link's lifetime in whole minutes, from the event's time to its expiry (at least one). */
const minutesBetween = (from: string, to: string) =>
  Math.max(1, Math.round((new Date(to).getTime() - new Date(from).getTime()) / 60_000));

/**
 * Auth's events: keep the recipients projection, and write the account's mails (confirm the address,
 * reset the password, the password was changed). Everything about a deleted account goes, its unsent
 * mail included; a late event of a deleted account writes nothing.
 */
export function consumeAccountEvents(
  service: ServiceStore,
  recipients: Recipients,
  mailer: Mailer,
  outbox: MailOutbox,
) {
  const { rt } = service;
  const at = (e: Envelope) => new Date(e.occurredAt);
  // A link that no longer works is not mailed (an old event seen again, or one that waited too long).
  const expired = (expiresAt: string) => new Date(expiresAt).getTime() <= rt.now().getTime();
  /** The mail carrying a one-time link (confirm the address, reset the password) and how long it works. */
  const writeLinkMail = (
    trx: Knex.Transaction,
    kind: "verify_email" | "reset_password",
    path: string,
    d: { userId: string; email: string; language: MailLanguage; token: string; expiresAt: string },
    e: Envelope,
  ) =>
    mailer.write(
      trx,
      kind,
      { userId: d.userId, email: d.email, language: d.language },
      { link: mailer.link(path, { token: d.token }), validForMinutes: minutesBetween(e.occurredAt, d.expiresAt) },
      { at: rt.now() },
    );
  return service.consume({
    durable: "notification-account-mail",
    context: "auth",
    afterCommit: () => mailer.written(),
    handlers: {
      UserRegistered: async (d, e, trx) => {
        if (await recipients.isForgotten(trx, d.userId)) return;
        await recipients.registered(trx, d.userId, d.email, at(e));
      },
      EmailVerified: async (d, e, trx) => {
        if (await recipients.isForgotten(trx, d.userId)) return;
        await recipients.verified(trx, d.userId, d.email, at(e));
      },
      PreferencesChanged: async (d, e, trx) => {
        if (await recipients.isForgotten(trx, d.userId)) return;
        await recipients.preferences(trx, d.userId, d, at(e));
      },
      EmailVerificationRequested: async (d, e, trx) => {
        if (await recipients.isForgotten(trx, d.userId)) return;
        await recipients.signUpLanguage(trx, d.userId, d.language, at(e));
        if (expired(d.expiresAt)) return;
        await writeLinkMail(trx, "verify_email", "/verify-email", d, e);
      },
      PasswordResetRequested: async (d, e, trx) => {
        if ((await recipients.isForgotten(trx, d.userId)) || expired(d.expiresAt)) return;
        await writeLinkMail(trx, "reset_password", "/reset-password", d, e);
      },
      PasswordChanged: async (d, e, trx) => {
        if (rt.now().getTime() - at(e).getTime() > NOTICE_STALE_MS) return;
        const to = await recipients.get(trx, d.userId);
        if (!to?.email) {
          rt.log.warn({ userId: d.userId }, "password-changed mail not written: the user's address is not known here");
          return;
        }
        const facts = { resetLink: mailer.link("/forgot-password") };
        await mailer.write(
          trx,
          "password_changed",
          { userId: d.userId, email: to.email, language: to.language },
          facts,
          {
            at: rt.now(),
          },
        );
      },
      AccountDeleted: async (d, e, trx) => {
        await recipients.forget(trx, d.userId, at(e));
        await outbox.forgetUser(trx, d.userId);
      },
    },
  });
}
