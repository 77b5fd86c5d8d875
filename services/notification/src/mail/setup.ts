import type { Runtime } from "@suri/kit";
import type { MailSettings } from "./config";
import { folderStore, type KeptMailStore, memoryStore } from "./kept-mail";
import { keptTransport, type MailTransport, smtpTransport } from "./transport";

/** SMTP when SMTP_URL is set; otherwise (development) mail is kept in the data folder, or in memory. */
export function mailTransport(rt: Runtime, s: MailSettings): { transport: MailTransport; kept?: KeptMailStore } {
  if (s.smtpUrl) {
    rt.log.info({ smtp: true, publicUrl: s.publicUrl }, "mail goes out over SMTP");
    return { transport: smtpTransport(s.smtpUrl, s.from) };
  }
  const kept = s.dataDir === ":memory:" ? memoryStore() : folderStore(s.dataDir);
  rt.log.info(
    { smtp: false, keptIn: kept.place },
    "no SMTP_URL: mail is kept, not sent (development mail page: /dev/mail)",
  );
  return { transport: keptTransport(kept, s.from), kept };
}
