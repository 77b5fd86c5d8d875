import { type RunningSystem, startSystem } from "@suri/host";
import { type Mode, modeEnv, testLogger } from "@suri/testkit";
import { busTokens, forgetSystemLinks, watchSystemLinks } from "./account-mail";
import { mailServerSettings } from "./mailbox";

/**
 * A production system must have a mail server: one at the discard port, where nothing listens (mail
 * waits in the outbox). A test that sends mail, or needs none configured, sets its own.
 */
const PRODUCTION_MAIL = { SMTP_URL: "smtp://127.0.0.1:9", PUBLIC_URL: "https://suri.example" };

/**
 * Settings that send the system's mail to a test SMTP server (tests/support/mailbox.ts), links to
 * `publicUrl`; report mails go out at once unless `readyDelayMs` is given.
 */
export function mailTo(mailbox: { url: string }, opts: { publicUrl?: string; readyDelayMs?: number } = {}) {
  return { ...mailServerSettings(mailbox, opts.publicUrl), MAIL_READY_DELAY_MS: String(opts.readyDelayMs ?? 0) };
}

/**
 * The whole system in one process for a test, in the given mode. `allowHost` is the local listing server
 * the scraper may reach (SCRAPER_ALLOW_HOSTS); "" for none, as a production system must be started.
 */
export async function startTestSystem(mode: Mode, allowHost: string, extra: Record<string, string> = {}) {
  const { env, cleanup } = await modeEnv(mode, {
    ...(extra.SURI_ENV === "production" ? PRODUCTION_MAIL : {}),
    ...(allowHost ? { SCRAPER_ALLOW_HOSTS: allowHost } : {}),
    SCRAPER_FETCH_TIMEOUT_MS: "3000",
    LOG_LEVEL: "silent",
    HOST: "127.0.0.1",
    WEB_DIST_DIR: "/nonexistent",
    AUTH_ATTEMPTS_PER_MINUTE: "1000",
    // Every listing here comes from one local host: per-host politeness would serialise the jobs.
    SCRAPER_HOST_CONCURRENCY: "64",
    SCRAPER_HOST_INTERVAL_MS: "0",
    ...extra,
  });
  const system: RunningSystem = await startSystem({ ...env }, testLogger());
  const url = system.url.replace("0.0.0.0", "127.0.0.1");
  // Accounts registered by the tests confirm their address through the link auth's event carries.
  const links = await busTokens(system.runtime.bus);
  watchSystemLinks(url, links);
  return {
    system,
    url,
    links,
    async stop() {
      forgetSystemLinks(url);
      await links.stop();
      await system.stop();
      await cleanup();
    },
  };
}
