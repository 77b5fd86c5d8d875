import { createHmac, randomBytes } from "node:crypto";
import type { ServiceStore } from "@suri/kit";

/**
 * Providers that deliver `name+anything@` to `name@` (documented plus addressing), and those that also
 * ignore dots in the name. Only providers where this is certain: anywhere else `a+b@` and `a.b@` may be
 * other people's mailboxes, so they stay as written.
 */
const PLUS_TAG_DOMAINS = new Set([
  "gmail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "proton.me",
  "protonmail.com",
  "protonmail.ch",
  "pm.me",
]);
const DOTLESS_DOMAINS = new Set(["gmail.com"]);
/** Same mailboxes under another name. */
const DOMAIN_ALIASES: Record<string, string> = { "googlemail.com": "gmail.com" };

/**
 * The address as its mailbox: lower-cased; googlemail.com is gmail.com; Gmail ignores dots in the name;
 * a `+tag` is dropped where the provider ignores it. Yahoo's `name-keyword@` disposable addresses are left
 * as they are: their base name is not the account's own, so dropping the keyword would name nobody.
 */
export function normaliseEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.$/, "");
  domain = DOMAIN_ALIASES[domain] ?? domain;
  if (PLUS_TAG_DOMAINS.has(domain)) {
    const plus = local.indexOf("+");
    if (plus > 0) local = local.slice(0, plus);
  }
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll(".", "") || local;
  return `${local}@${domain}`;
}

/** A keyed one-way fingerprint of the normalised address (HMAC-SHA-256): the ledger never stores the e-mail. */
export function emailFingerprint(key: Buffer, email: string): string {
  return createHmac("sha256", key).update(normaliseEmail(email)).digest("base64url");
}

const KEY_BYTES = 32;

/**
 * The fingerprint key: from LEDGER_EMAIL_FINGERPRINT_KEY when set (production: a Kubernetes Secret, so a
 * copy of the database alone cannot test guessed addresses); otherwise made once and kept in the ledger
 * schema so every replica and restart fingerprints alike. Changing it forgets who had a free report.
 */
export async function loadFingerprintKey(service: ServiceStore, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, "utf8");
  const table = service.t("fingerprint_keys");
  const knex = service.rt.db.knex;
  await knex(table)
    .insert({ id: 1, secret: randomBytes(KEY_BYTES).toString("base64url") })
    .onConflict("id")
    .ignore();
  const row = (await knex(table).where({ id: 1 }).first()) as { secret: string };
  return Buffer.from(row.secret, "base64url");
}
