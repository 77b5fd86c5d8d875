import { createHash, randomBytes } from "node:crypto";
import { EXPIRED_LINK_MESSAGE, INVALID_LINK_MESSAGE, MailTokenSchema, USED_LINK_MESSAGE } from "@suri/contracts";
import { AppError, type Knex, type ServiceStore } from "@suri/kit";

export type LinkPurpose = "verify_email" | "password_reset";

/** How long a mailed link works. */
export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  verify_email: 24 * 3600_000,
  password_reset: 30 * 60_000,
};

export interface TokenRow {
  token_hash: string;
  user_id: string;
  purpose: LinkPurpose;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/** Only this is stored: a leaked table cannot be turned back into working links. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A fresh link token (32 random bytes) and its hash. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: tokenHash(token) };
}

/** Records a new single-use token for the user; the token itself goes only into the mail's event. */
export async function issueLinkToken(
  trx: Knex.Transaction,
  service: ServiceStore,
  userId: string,
  purpose: LinkPurpose,
) {
  const { token, hash } = newLinkToken();
  const now = service.rt.now();
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS[purpose]);
  await trx(service.t("email_tokens")).insert({
    token_hash: hash,
    user_id: userId,
    purpose,
    created_at: now,
    expires_at: expiresAt,
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

const invalidLink = (message = INVALID_LINK_MESSAGE) => new AppError("invalid_link", message, 400, { field: "token" });

/**
 * The token's row, locked for the transaction, when it is well formed, of this purpose, unused and
 * not expired; otherwise a 400 saying which (unknown, expired, used), and nothing is changed.
 */
export async function lockUsableToken(
  trx: Knex.Transaction,
  service: ServiceStore,
  token: string,
  purpose: LinkPurpose,
): Promise<TokenRow> {
  const parsed = MailTokenSchema.safeParse(token);
  if (!parsed.success) throw invalidLink();
  const row = (await trx(service.t("email_tokens"))
    .where({ token_hash: tokenHash(parsed.data), purpose })
    .forUpdate()
    .first()) as TokenRow | undefined;
  if (!row) throw invalidLink();
  if (row.used_at) throw invalidLink(USED_LINK_MESSAGE);
  if (new Date(row.expires_at) <= service.rt.now()) throw invalidLink(EXPIRED_LINK_MESSAGE);
  return row;
}

/** Every open link of this purpose for the user is spent (the one used, and older ones still out). */
export async function spendLinks(trx: Knex.Transaction, service: ServiceStore, userId: string, purpose: LinkPurpose) {
  await trx(service.t("email_tokens"))
    .where({ user_id: userId, purpose })
    .whereNull("used_at")
    .update({ used_at: service.rt.now() });
}
