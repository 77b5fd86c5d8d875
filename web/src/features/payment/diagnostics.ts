import type { DiagnosticReport } from "../../api/credits";

export type DiagnosticCell = { kind: "flag"; value: boolean } | { kind: "text"; value: string } | { kind: "hidden" };

const textLengthMax = 64;
/** Shapes of credentials: Stripe keys and webhook secrets, bearer-like tokens, long opaque strings. */
const secretLike = /^(sk|pk|rk|whsec|sk_live|sk_test|pk_live|pk_test)_|^ey[A-Za-z0-9_-]{10,}|[A-Za-z0-9+/=_-]{32,}/;

/**
 * What the diagnostic pages may print for one value. The server promises presence flags only; this is
 * the second lock: anything that looks like a credential, or is long enough to be one, is withheld.
 */
export function diagnosticCell(value: DiagnosticReport[string]): DiagnosticCell {
  if (typeof value === "boolean") return { kind: "flag", value };
  if (typeof value === "number")
    return Number.isFinite(value) ? { kind: "text", value: String(value) } : { kind: "hidden" };
  if (value === null) return { kind: "text", value: "—" };
  const text = value.trim();
  if (text.length > textLengthMax || secretLike.test(text)) return { kind: "hidden" };
  return { kind: "text", value: text };
}

/** "webhookSecretPresent" / "node_env" → "Webhook secret present" / "Node env", for fields without a label. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]?.toUpperCase() + words.slice(1) : key;
}
