import { EventEmitter } from "node:events";
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One message the test SMTP server accepted, parsed. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the HTML part (href values) and the text part, in order, without repeats. */
  links: string[];
  parsed: ParsedMail;
}

export interface MailQuery {
  to: string;
  /** A part of the subject, or a pattern it matches. */
  subject?: string | RegExp;
}

export interface Mailbox {
  /** smtp://127.0.0.1:<port> (with user:pass@ when started with `auth`), for SMTP_URL. */
  readonly url: string;
  readonly port: number;
  /** Everything received so far, oldest first. */
  readonly received: readonly ReceivedMail[];
  /** The mails matching `query` received so far. */
  find(query: MailQuery): ReceivedMail[];
  /** The first mail matching `query`: one already received, or the next one to arrive. */
  waitFor(query: MailQuery, timeoutMs?: number): Promise<ReceivedMail>;
  /** Stop listening (the port refuses connections): senders see the server down. */
  stop(): Promise<void>;
  /** Listen again on the same port, keeping what was received. */
  start(): Promise<void>;
}

const matches = (mail: ReceivedMail, q: MailQuery) =>
  mail.to.includes(q.to.toLowerCase()) &&
  (q.subject === undefined ||
    (typeof q.subject === "string" ? mail.subject.includes(q.subject) : q.subject.test(mail.subject)));

function linksOf(parsed: ParsedMail): string[] {
  const html = typeof parsed.html === "string" ? parsed.html : "";
  const fromHtml = [...html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
  const fromText = [...(parsed.text ?? "").matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
  return [...new Set([...fromHtml, ...fromText])];
}

/**
 * Settings that send a system's mail to `mailbox`, links to `publicUrl`, with quick polling and retries;
 * report mails keep the configured delay (tests/support/system.ts `mailTo` sets it too).
 */
export function mailServerSettings(mailbox: { url: string }, publicUrl = "https://suri.example") {
  return {
    SMTP_URL: mailbox.url,
    PUBLIC_URL: publicUrl,
    MAIL_POLL_MS: "100",
    MAIL_RETRY_MIN_MS: "50",
    MAIL_RETRY_MAX_MS: "500",
  };
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps every message it accepts,
 * parsed with `mailparser`. Plain SMTP, no TLS; with `auth`, only that user and password may send.
 */
export async function startMailbox(opts: { auth?: { user: string; pass: string } } = {}): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  arrivals.setMaxListeners(0);
  let server: SMTPServer | undefined;
  let port = 0;

  const create = () =>
    new SMTPServer({
      secure: false,
      disabledCommands: opts.auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
      authOptional: !opts.auth,
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        const ok = auth.username === opts.auth?.user && auth.password === opts.auth?.pass;
        callback(ok ? null : new Error("Invalid username or password"), ok ? { user: auth.username } : undefined);
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            const mail: ReceivedMail = {
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              links: linksOf(parsed),
              parsed,
            };
            received.push(mail);
            arrivals.emit("mail", mail);
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });

  const listen = async () => {
    const s = create();
    await new Promise<void>((resolve, reject) => {
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => resolve());
    });
    port = (s.server.address() as AddressInfo).port;
    server = s;
  };
  await listen();
  const credentials = opts.auth ? `${encodeURIComponent(opts.auth.user)}:${encodeURIComponent(opts.auth.pass)}@` : "";

  return {
    get url() {
      return `smtp://${credentials}127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    received,
    find: (query) => received.filter((m) => matches(m, query)),
    waitFor(query, timeoutMs = 30_000) {
      const already = received.find((m) => matches(m, query));
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const onMail = (mail: ReceivedMail) => {
          if (!matches(mail, query)) return;
          clearTimeout(timer);
          arrivals.off("mail", onMail);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          arrivals.off("mail", onMail);
          const seen = received.map((m) => `${m.to.join(",")}: ${m.subject}`).join("; ") || "none";
          reject(new Error(`no mail to ${query.to} (${String(query.subject ?? "any subject")}); received: ${seen}`));
        }, timeoutMs);
        arrivals.on("mail", onMail);
      });
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async start() {
      if (!server) await listen();
    },
  };
}
