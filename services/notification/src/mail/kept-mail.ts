import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** A mail kept instead of sent (no SMTP_URL: development). */
export interface KeptMail {
  id: string;
  to: string;
  subject: string;
  sentAt: string;
  text: string;
  html: string;
}

export interface KeptMailStore {
  /** Where mail is kept, for the log. */
  readonly place: string;
  keep(mail: KeptMail, raw: Buffer): Promise<void>;
  /** Newest first, at most `limit`. */
  list(limit: number): Promise<KeptMail[]>;
  read(id: string): Promise<KeptMail | null>;
}

/** Ids are the sender's own (time + mail id); anything else (a path) is never looked up. */
export const KEPT_ID = /^[0-9TZ-]+_[0-9a-f-]{36}$/;

/** In DATA_DIR/mail: each mail as an .eml file (open it in a mail client) beside its parts as JSON. */
export function folderStore(dataDir: string): KeptMailStore {
  const dir = path.resolve(dataDir, "mail");
  return {
    place: dir,
    async keep(mail, raw) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${mail.id}.eml`), raw);
      await writeFile(path.join(dir, `${mail.id}.json`), JSON.stringify(mail));
    },
    async list(limit) {
      const names = await readdir(dir).catch(() => [] as string[]);
      const ids = names
        .filter((n) => n.endsWith(".json") && KEPT_ID.test(n.slice(0, -5)))
        .map((n) => n.slice(0, -5))
        .sort()
        .reverse()
        .slice(0, limit);
      const mails = await Promise.all(ids.map((id) => this.read(id)));
      return mails.filter((m): m is KeptMail => m !== null);
    },
    async read(id) {
      if (!KEPT_ID.test(id)) return null;
      const json = await readFile(path.join(dir, `${id}.json`), "utf8").catch(() => null);
      return json ? (JSON.parse(json) as KeptMail) : null;
    },
  };
}

/** With DATA_DIR=:memory: (tests), the last `max` mails in memory. */
export function memoryStore(max = 500): KeptMailStore {
  const mails: KeptMail[] = [];
  return {
    place: "memory",
    async keep(mail) {
      mails.push(mail);
      if (mails.length > max) mails.shift();
    },
    async list(limit) {
      return [...mails].reverse().slice(0, limit);
    },
    async read(id) {
      return mails.find((m) => m.id === id) ?? null;
    },
  };
}
