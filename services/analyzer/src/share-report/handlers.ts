/**
 * Share with family (issue 20): the owner makes a read-only link to one report. The link is an
 * unguessable token (256 random bits); only its SHA-256 is stored, so the table cannot be turned back
 * into working links. It ends with the report's own access (REPORT_RETENTION_DAYS), when its owner
 * revokes it, or when the report is deleted. Whoever holds an active link sees the report and its PDF
 * — never the owner's account — marked with the display name the owner chose, if any (never one made from
 * their e-mail). A report has at most SHARE_LINKS_PER_REPORT_MAX active links; revoking one frees its place.
 */
import { createHash, randomBytes } from "node:crypto";
import type { CreatedShareLink, ReportData, ReportRecord, SharedReport, ShareLink } from "@suri/contracts";
import { AppError, newId, type ServiceStore } from "@suri/kit";
import { expiresAt, ownedRow, type ReportRow, type RetentionPolicy, recordOf } from "../read-reports/handlers";

/** 32 random bytes in base64url: 43 characters. */
const TOKEN_BYTES = 32;
/** Active (unrevoked, unexpired) links one report may have: family, not the public. */
export const SHARE_LINKS_PER_REPORT_MAX = 10;
export const shareLinksUsedUpMessage = (max: number) =>
  `This report already has ${max} active share links, the most one report can have. Revoke one you no longer need, then make a new one.`;

interface ShareRow {
  id: string;
  report_id: string;
  user_id: string;
  token_hash: string;
  token_hint: string;
  shared_by: string;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** One answer for an unknown, revoked, expired or deleted link: nothing tells them apart. */
export const LINK_GONE_MESSAGE =
  "This shared link no longer works: the owner may have stopped sharing the report, or its 30 days have passed.";
const linkGone = () => AppError.notFound(LINK_GONE_MESSAGE, "share_link_not_found");

function toLink(row: ShareRow, now: Date): ShareLink {
  const revokedAt = row.revoked_at ? iso(row.revoked_at) : null;
  return {
    id: row.id,
    reportId: row.report_id,
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    revokedAt,
    active: revokedAt === null && new Date(row.expires_at).getTime() > now.getTime(),
    tokenHint: row.token_hint,
  };
}

export async function createShareLink(
  service: ServiceStore,
  policy: RetentionPolicy,
  req: { userId: string; reportId: string; sharedBy: string },
): Promise<CreatedShareLink> {
  const report = await ownedRow(service, policy, req);
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const now = service.rt.now();
  const row: ShareRow = {
    id: newId(),
    report_id: report.id,
    user_id: req.userId,
    token_hash: hashToken(token),
    token_hint: token.slice(-4),
    // Empty when the owner chose no display name: the shared page then names nobody.
    shared_by: req.sharedBy.trim(),
    created_at: now,
    expires_at: expiresAt(report.created_at, policy),
    revoked_at: null,
  };
  await service.rt.db.knex.transaction(async (trx) => {
    // The report's row is the lock: two links made at once cannot both take the last place.
    await trx(service.t("reports")).where({ id: report.id }).forUpdate().first("id");
    const [counted] = await trx(service.t("share_links"))
      .where({ report_id: report.id })
      .whereNull("revoked_at")
      .andWhere("expires_at", ">", now)
      .count({ n: "*" });
    if (Number(counted?.n ?? 0) >= SHARE_LINKS_PER_REPORT_MAX) {
      throw new AppError("share_links_used_up", shareLinksUsedUpMessage(SHARE_LINKS_PER_REPORT_MAX), 409);
    }
    await trx(service.t("share_links")).insert(row);
  });
  return { link: toLink(row, now), token, path: `/shared/${token}` };
}

export async function listShareLinks(
  service: ServiceStore,
  policy: RetentionPolicy,
  req: { userId: string; reportId?: string | undefined },
): Promise<ShareLink[]> {
  // Another user's report answers 404 here too, as every route that takes a report id.
  if (req.reportId) await ownedRow(service, policy, { userId: req.userId, reportId: req.reportId });
  const query = service.rt.db
    .knex(service.t("share_links"))
    .where({ user_id: req.userId })
    .orderBy("created_at", "desc")
    .limit(200);
  if (req.reportId) query.andWhere({ report_id: req.reportId });
  const rows = (await query) as ShareRow[];
  const now = service.rt.now();
  return rows.map((r) => toLink(r, now));
}

export async function revokeShareLink(
  service: ServiceStore,
  req: { userId: string; shareId: string },
): Promise<ShareLink> {
  const table = () => service.rt.db.knex(service.t("share_links"));
  const row = (await table().where({ id: req.shareId }).first()) as ShareRow | undefined;
  if (!row || row.user_id !== req.userId) throw AppError.notFound("Share link not found.", "share_link_not_found");
  if (!row.revoked_at) {
    const now = service.rt.now();
    await table().where({ id: row.id }).whereNull("revoked_at").update({ revoked_at: now });
    row.revoked_at = now;
  }
  return toLink(row, service.rt.now());
}

/**
 * Reports made before issue 20's wording told the reader, inside the reasons a verdict was withheld, to
 * correct fields "under What we read" — a step only the owner can take. Whoever holds a link reads them
 * without it (new reports never carry it; the owner's fix list says what to do).
 */
const OWNER_STEP =
  /\. (?:Check|Confirm or correct|Set) [^;]*?under "What we read"(?: and correct them if they are wrong| to get a verdict)?/g;

export function withoutOwnerSteps<T>(value: T): T {
  if (typeof value === "string") return value.replace(OWNER_STEP, "") as T;
  if (Array.isArray(value)) return value.map(withoutOwnerSteps) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutOwnerSteps(v)])) as T;
  }
  return value;
}

/** The report behind an active link, as a full record (for the PDF) and who shares it. */
async function sharedRecord(
  service: ServiceStore,
  policy: RetentionPolicy,
  token: string,
): Promise<{ record: ReportRecord; sharedBy: string; expiresAt: string }> {
  const share = (await service.rt.db
    .knex(service.t("share_links"))
    .where({ token_hash: hashToken(token) })
    .first()) as ShareRow | undefined;
  const now = service.rt.now().getTime();
  if (!share || share.revoked_at || new Date(share.expires_at).getTime() <= now) throw linkGone();
  const report = (await service.rt.db.knex(service.t("reports")).where({ id: share.report_id }).first()) as
    | (ReportRow & { deleted_at?: Date | string | null })
    | undefined;
  if (!report || report.deleted_at || expiresAt(report.created_at, policy).getTime() <= now) throw linkGone();
  const record = recordOf(report, policy);
  const reportData: ReportData = withoutOwnerSteps(record.reportData);
  return { record: { ...record, reportData }, sharedBy: share.shared_by, expiresAt: iso(share.expires_at) };
}

export async function getSharedReport(
  service: ServiceStore,
  policy: RetentionPolicy,
  req: { token: string },
): Promise<SharedReport> {
  const { record, sharedBy, expiresAt: end } = await sharedRecord(service, policy, req.token);
  return {
    ...(sharedBy ? { sharedBy } : {}),
    expiresAt: end,
    generatedAt: record.generatedAt,
    propertyLink: record.propertyLink,
    reportData: record.reportData,
    parsedData: record.parsedData,
    ...(record.corrections ? { corrections: record.corrections } : {}),
  };
}

/** The record a shared PDF is drawn from: the owner's ids left out. */
export async function sharedRecordForPdf(
  service: ServiceStore,
  policy: RetentionPolicy,
  req: { token: string },
): Promise<ReportRecord> {
  const { record } = await sharedRecord(service, policy, req.token);
  return { ...record, userId: "", jobId: "" };
}
