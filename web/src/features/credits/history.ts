import type { LedgerEntry } from "@suri/contracts";
import type { MessageKey } from "../../i18n/translate";

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

/** 'MMM d, yyyy h:mm a' (SPEC §2's timestamp format), in the browser's time zone; null for a non-date. */
export function formatDateTime(value: string): string | null {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : `${dateFormat.format(time)} ${timeFormat.format(time)}`;
}

/** A signed credit change: "+5", "−1" (a real minus sign), "0". */
export function formatCreditChange(amount: number): string {
  if (amount > 0) return `+${amount}`;
  if (amount < 0) return `\u2212${Math.abs(amount)}`;
  return "0";
}

export function creditChangePalette(amount: number): "green" | "red" | "gray" {
  if (amount > 0) return "green";
  if (amount < 0) return "red";
  return "gray";
}

/**
 * Kinds whose reason is free text worth reading (the user's own restoration note, an operator's grant or
 * revocation). For the others the server's reason only repeats the kind in English, so it is not shown.
 */
const kindsWithOwnReason = new Set<LedgerEntry["kind"]>(["restoration", "free_report_restored", "grant", "revoke"]);

export function visibleReason(entry: Pick<LedgerEntry, "kind" | "reason">): string | null {
  const reason = entry.reason.trim();
  return reason && kindsWithOwnReason.has(entry.kind) ? reason : null;
}

export function ledgerKindKey(kind: LedgerEntry["kind"]): MessageKey {
  return `history.kind.${kind}`;
}

/** Long references (session ids, job ids) shortened for the table; the full value stays in a title. */
export function shortReference(reference: string, lengthMax = 18): string {
  return reference.length > lengthMax ? `${reference.slice(0, lengthMax - 1)}…` : reference;
}
