import nodemailer from "nodemailer";
import type { KeptMailStore } from "./kept-mail";

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers one mail; throws MailRefused when the server refuses it for good, any other error to retry. */
export interface MailTransport {
  readonly kind: "smtp" | "kept";
  send(mail: OutgoingMail, at: Date): Promise<{ messageId?: string }>;
  close(): void;
}

/** The server answered 5xx to this mail (an address that does not exist, a message it will never take). */
export class MailRefused extends Error {}

const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url, TIMEOUTS as never);
  return {
    kind: "smtp",
    async send(mail) {
      try {
        const info = await transporter.sendMail({ ...message(mail, from) });
        return { messageId: info.messageId };
      } catch (err) {
        const e = err as { responseCode?: number; code?: string; message: string };
        // A refused login (535) is our configuration, not this mail: it waits for the fix.
        if (e.responseCode && e.responseCode >= 500 && e.code !== "EAUTH") throw new MailRefused(e.message);
        throw err;
      }
    },
    close: () => transporter.close(),
  };
}

/** Development without SMTP_URL: the mail is written out whole and kept for the development mail page. */
export function keptTransport(store: KeptMailStore, from: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "kept",
    async send(mail, at) {
      const info = await builder.sendMail(message(mail, from));
      const id = `${at.toISOString().replace(/[:.]/g, "-")}_${mail.id}`;
      await store.keep(
        { id, to: mail.to, subject: mail.subject, sentAt: at.toISOString(), text: mail.text, html: mail.html },
        info.message as Buffer,
      );
      return { messageId: info.messageId };
    },
    close: () => builder.close(),
  };
}

const message = (mail: OutgoingMail, from: string) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  // The mail's own id: a resent copy is recognisable as the same message.
  messageId: `<${mail.id}@${/@([^>\s]+)/.exec(from)?.[1] ?? "localhost"}>`,
});
