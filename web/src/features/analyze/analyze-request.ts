import { cleanListingText, type ListingDetails, ListingTextSchema } from "@suri/contracts";
import { generateReport, generateReportFromText } from "../../api/reports";

/**
 * What a report is started from: a listing link, or the listing's pasted text (with the key that makes a
 * retry safe, and the reading the user confirmed).
 */
export type AnalyzeRequest =
  | { kind: "link"; propertyLink: string }
  | { kind: "text"; text: string; idempotencyKey: string; confirmed?: ListingDetails };

export function startReport(request: AnalyzeRequest): Promise<{ jobId: string }> {
  return request.kind === "link"
    ? generateReport(request.propertyLink)
    : generateReportFromText(request.text, request.idempotencyKey, request.confirmed);
}

/** Checks a pasted text with the API's own schema; returns the cleaned text or the API's message. */
export function validateListingText(raw: string): { ok: true; text: string } | { ok: false; message: string } {
  const result = ListingTextSchema.safeParse(raw);
  if (result.success) return { ok: true, text: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? "Invalid input" };
}

/** The length the server counts: control characters stripped, then trimmed. */
export function listingTextLength(raw: string): number {
  return cleanListingText(raw).trim().length;
}

/** The first words of a pasted text, on one line, for the sign-up prompt. */
export function listingTextExcerpt(text: string, charsMax = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= charsMax ? flat : `${flat.slice(0, charsMax - 1).trimEnd()}…`;
}
