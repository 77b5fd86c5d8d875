/**
 * What a reader sees of a source: who published it (and the outlet that reported it), what it is, when,
 * and a link — never the research notes' own keys ("S60", "S21, S26 [DERIVED]", "peers.md", "suri:maintenance",
 * "SPEC §9", "notes:…"), nor a code repository's address standing in for market data. The dataset keeps
 * its keys for tracing (sourceKey); `plainReport` turns every citation and sentence of a report into the
 * reader's words, for new reports and for reports stored before it existed.
 */
import type { Citation, ReportData } from "@suri/contracts";

/** A reference only the research notes can resolve. */
const INTERNAL_REFERENCE = /\bS\d{1,2}\b|[\w-]+\.md\b|\bsuri:|\bSPEC\b|\bnotes:\S|\blistings:\S|\[DERIVED\]/;
/** A parenthesised group, with at most one group nested inside ("(peers.md (short-term rental bans))"). */
const GROUP = /\s*\((?:[^()]|\([^()]*\))*\)/g;
/** A code repository named as the source of listing data: "(https://github.com/x/y@f509b53, n=71)". */
const REPOSITORY = /\s*\(https?:\/\/(?:www\.)?github\.com\/[^\s@)]+(?:@[0-9a-f]{7,40})?(?:,\s*n=(\d+))?\)/g;

/** The sentence without internal keys and repository addresses; everything else as written. */
export function plainText(text: string): string {
  if (!INTERNAL_REFERENCE.test(text) && !/github\.com|\brepository \d{4}/i.test(text)) return text;
  return (
    text
      // "undated, repository 2024": the data set's publication year, in words a reader knows.
      .replace(/\brepository (\d{4})\b/g, "published $1")
      .replace(REPOSITORY, (_, n: string | undefined) => (n ? ` (${n} listings)` : ""))
      .replace(GROUP, (group) => (INTERNAL_REFERENCE.test(group) ? "" : group))
      .replace(/\s*\[DERIVED\]/g, "")
      .replace(/[ \t]+([.,;:])/g, "$1")
      .replace(/[ \t]{2,}/g, " ")
      .trim()
  );
}

/** "Colliers Philippines via Manila Bulletin" → publisher Colliers Philippines, reported by Manila Bulletin. */
function publisherAndOutlet(source: string): { publisher?: string; outlet?: string } {
  const via = source.match(/^(.+?) via ([^,(]+?)(?:[,(].*)?$/);
  if (via?.[1] && via[2]) return { publisher: via[1].trim(), outlet: via[2].trim() };
  return {};
}

/** One citation as the reader sees it: plain source and note, publisher, outlet and title when known. */
export function presentCitation(c: Citation): Citation {
  const source = plainText(c.source);
  const note = c.note === undefined ? undefined : plainText(c.note);
  // A repository of scraped pages is where we found the data, not who published the figure.
  const url = c.url && !/github\.com/i.test(c.url) ? c.url : undefined;
  const title = c.title;
  const { publisher, outlet } = c.publisher ? { publisher: c.publisher, outlet: c.outlet } : publisherAndOutlet(source);
  return {
    kind: c.kind,
    source,
    ...(c.period ? { period: plainText(c.period) } : {}),
    ...(url ? { url } : {}),
    confidence: c.confidence,
    ...(note ? { note } : {}),
    ...(publisher ? { publisher } : {}),
    ...(outlet ? { outlet } : {}),
    ...(title ? { title } : {}),
  };
}

const isCitation = (v: Record<string, unknown>): boolean =>
  typeof v.kind === "string" && typeof v.source === "string" && typeof v.confidence === "string";

/** The listing's own words (title, address, facts, where the place was read) are the seller's: left as written. */
const LISTING_KEYS = new Set(["title", "address", "imageUrl", "placeEvidence", "overview", "city", "marketArea"]);
const LINK_KEYS = new Set(["url", "imageUrl"]);

function plain(value: unknown, key: string): unknown {
  if (typeof value === "string") return LINK_KEYS.has(key) ? value : plainText(value);
  if (Array.isArray(value)) return value.map((v) => plain(v, key));
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (isCitation(record)) return presentCitation(record as unknown as Citation);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(record)) out[k] = plain(v, k);
    return out;
  }
  return value;
}

/** Every citation and sentence of the report in the reader's words (the listing's own words untouched). */
export function plainReport(report: ReportData): ReportData {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(report)) out[k] = LISTING_KEYS.has(k) ? v : plain(v, k);
  return out as ReportData;
}
