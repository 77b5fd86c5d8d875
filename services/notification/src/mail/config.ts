import { ConfigError, csv, loadConfig, SuriEnvSchema } from "@suri/kit";
import { z } from "zod";

const ms = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);
/** An empty setting (`SMTP_URL=` from a compose file's `${SMTP_URL:-}`) counts as unset. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema);

export const MailConfigSchema = z.object({
  SURI_ENV: SuriEnvSchema,
  /** smtp://host:port or smtps://user:pass@host:port; unset: mail is kept in the data folder (development). */
  SMTP_URL: unsetWhenEmpty(
    z
      .string()
      .regex(/^smtps?:\/\/[^/\s]+\/?$/, "must be smtp://host:port or smtps://user:pass@host:port")
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default("Suri <no-reply@localhost>"),
  /** Where the site is, for every link in a mail. Default: the first of PUBLIC_ORIGINS, else localhost. */
  PUBLIC_URL: unsetWhenEmpty(
    z
      .string()
      .regex(/^https?:\/\/[^/\s?#]+\/?$/, "must be the site's origin, e.g. https://suri.ph")
      .optional(),
  ),
  PUBLIC_ORIGINS: csv,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default("./.data"),
  /** How long after a job ends its mail waits for a sign that an open page showed the end. */
  MAIL_READY_DELAY_MS: ms(60_000),
  /** First wait after a failed delivery; doubles on each failure up to MAIL_RETRY_MAX_MS. */
  MAIL_RETRY_MIN_MS: ms(5_000),
  MAIL_RETRY_MAX_MS: ms(10 * 60_000),
  /** How often due mail is looked for when nothing woke the sender (a delay ending, another replica's mail). */
  MAIL_POLL_MS: z.coerce.number().int().positive().default(2_000),
  /** A mail not delivered this long after it was written is given up. */
  MAIL_GIVE_UP_MS: ms(2 * 24 * 3600_000),
});

export interface MailSettings {
  production: boolean;
  smtpUrl: string | undefined;
  from: string;
  publicUrl: string;
  dataDir: string;
  readyDelayMs: number;
  retryMinMs: number;
  retryMaxMs: number;
  pollMs: number;
  giveUpMs: number;
}

/** The notification service's mail settings; in production SMTP_URL and PUBLIC_URL are required at boot. */
export function loadMailSettings(env: NodeJS.ProcessEnv): MailSettings {
  const c = loadConfig(MailConfigSchema, env);
  const production = c.SURI_ENV === "production";
  const missing = [
    ...(production && !c.SMTP_URL
      ? ["SMTP_URL: required when SURI_ENV=production (the mail server, e.g. smtps://user:pass@smtp.example.com:465)"]
      : []),
    ...(production && !c.PUBLIC_URL
      ? ["PUBLIC_URL: required when SURI_ENV=production (the site's origin for links in mails, e.g. https://suri.ph)"]
      : []),
  ];
  if (missing.length) throw new ConfigError(missing);
  const publicUrl = c.PUBLIC_URL ?? c.PUBLIC_ORIGINS[0] ?? `http://localhost:${c.PORT || 3000}`;
  return {
    production,
    smtpUrl: c.SMTP_URL,
    from: c.MAIL_FROM,
    publicUrl: publicUrl.replace(/\/$/, ""),
    dataDir: c.DATA_DIR,
    readyDelayMs: c.MAIL_READY_DELAY_MS,
    retryMinMs: c.MAIL_RETRY_MIN_MS,
    retryMaxMs: Math.max(c.MAIL_RETRY_MIN_MS, c.MAIL_RETRY_MAX_MS),
    pollMs: c.MAIL_POLL_MS,
    giveUpMs: c.MAIL_GIVE_UP_MS,
  };
}
