/**
 * `npx tsx tests/accuracy/listing-flags.ts [--quotes]`: the red flags Suri reads from the listing's own
 * words (services/scraper/src/extract/conditions.ts) on the real material of ../shared, counted by source,
 * with every quote printed under --quotes so false positives can be read. Texts are read as a pasted post
 * is; saved pages as a link is; each record of the bank PDFs (a list, which Suri refuses as one listing)
 * as the post a user would paste from it. Measures, never fails: the rules' unit tests are
 * services/scraper/src/extract/conditions.test.ts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ConditionEvidence } from "@suri/contracts";
import { parseCsv } from "@suri/kit/csv";
import { extractListings } from "../../services/scraper/src/extract";
import { conditionEvidenceIn } from "../../services/scraper/src/extract/conditions";
import { listingFromText } from "../../services/scraper/src/extract/from-text";
import { pdfText } from "../../services/scraper/src/read-upload/pdf-text";
import { pastedText, SHARED_DIR } from "./real-material";

interface SourceTally {
  read: number;
  counts: Map<string, number>;
  quotes: string[];
}

const tallies = new Map<string, SourceTally>();

function count(source: string, id: string, evidence: readonly ConditionEvidence[] | undefined): void {
  const tally: SourceTally = tallies.get(source) ?? { read: 0, counts: new Map(), quotes: [] };
  tallies.set(source, tally);
  tally.read += 1;
  for (const e of evidence ?? []) {
    tally.counts.set(e.condition, (tally.counts.get(e.condition) ?? 0) + 1);
    tally.quotes.push(`${e.condition.padEnd(17)} ${id.slice(0, 30).padEnd(30)} | ${e.quote}`);
  }
}

const post = (text: string) => listingFromText(text, { source: "text", sourceSite: "paste" })?.conditionEvidence;
const csv = (path: string) => parseCsv(readFileSync(join(SHARED_DIR, path), "utf8"));

for (const row of csv("data/listing-texts/cebu_lamudi_descriptions.csv")) {
  count(
    "Lamudi Cebu descriptions",
    row.url ?? "",
    post(pastedText({ title: row.title ?? "", description: row.description ?? "" })),
  );
}
for (const row of csv("data/listing-texts/ncr_leechiu_broker_listings.csv")) {
  count("Leechiu broker listings", row.title ?? "", post(`${row.title}\n${row.description}`));
}
for (const row of csv("data/listing-texts/qc_eastwood_broker_ads_2022.csv")) {
  count("Eastwood broker ads", row.ad_title ?? "", post(`${row.ad_title}\n${row.unit_description}`));
}
for (const row of csv("data/listing-texts/ncr_abic_broker_posts_2024.csv")) {
  count("ABIC agents' posts", row.name ?? "", post(row.description ?? ""));
}
const landmarket = JSON.parse(
  readFileSync(join(SHARED_DIR, "data/listing-texts/cebu_landmarket_listings_2026-07.json"), "utf8"),
) as { title: string; description: string }[];
for (const row of landmarket) count("Cebu land site", row.title, post(`${row.title}\n${row.description}`));
for (const row of csv("data/listings/cebu_dotproperty_dp_raw.csv")) {
  count("Dot Property snippets", row.title ?? "", post(`${row.title}\n${row.location_text}`));
}

const PAGES: [string, string][] = [
  ["fixtures/panay/foreclosurephilippines-detail.html", "https://www.foreclosurephilippines.com/advert/pag-ibig-ropa/"],
  ["fixtures/lamudi/search-results-iloilo-foreclosures.html", "https://www.lamudi.com.ph/iloilo/foreclosure/buy/"],
  ["fixtures/real-dev/pages/lamudi-apartment-buy-search.html", "https://www.lamudi.com.ph/apartment/buy/?page=1"],
  ["fixtures/real-dev/pages/lamudi-house-buy-search.html", "https://www.lamudi.com.ph/house/buy/?page=1"],
  [
    "fixtures/real-dev/pages/lamudi-warehouse-buy-search.html",
    "https://www.lamudi.com.ph/commercial/warehouse/buy/?page=1",
  ],
];
for (const [file, url] of PAGES) {
  const { primary } = extractListings(readFileSync(join(SHARED_DIR, file), "utf8"), url);
  // A list page is refused: nothing of it becomes a listing, so it raises no flag.
  count("saved pages (list pages refused)", file.split("/").pop() ?? file, primary?.conditionEvidence);
}

const readPdf = async (path: string) =>
  pdfText(new Uint8Array(readFileSync(join(SHARED_DIR, path))), {
    pdfPagesMax: 20,
    textCharsMax: 200_000,
    pdfTimeoutMs: 60_000,
    pdfHeapMbMax: 512,
  });
// Metrobank numbers each property (14 digits); Security Bank starts each with its property type.
const metrobank = await readPdf("data/listings/ph_foreclosed_metrobank_2025-06.pdf");
for (const record of metrobank.split(/\n(?=1\d{13}\b)/).filter((r) => /^1\d{13}/.test(r))) {
  count("Metrobank PDF, per property", record.slice(0, 14), conditionEvidenceIn([record]));
}
const securityBank = await readPdf("data/listings/ph_foreclosed_securitybank_2025-05.pdf");
for (const record of securityBank.split(/\n(?=(?:Residential|Commercial|Agricultural|Industrial)\b)/)) {
  count("Security Bank PDF, per property", record.slice(0, 30).replace(/\n/g, " "), conditionEvidenceIn([record]));
}

for (const [source, tally] of tallies) {
  const found = [...tally.counts].map(([condition, n]) => `${condition} ${n}`).join(", ") || "none";
  console.log(`${source}: ${tally.read} read; ${found}`);
  if (process.argv.includes("--quotes")) for (const line of tally.quotes) console.log(`    ${line}`);
}
