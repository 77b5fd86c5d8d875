/**
 * Pasalo deals on real material: every listing of ../shared/data that offers one, read the way a pasted post
 * is read, with the equity, balance and amortisation found. `npx tsx tests/accuracy/assumption-deals.ts`
 * prints them for a person to read for false positives; assumption-deals.test.ts holds the counts.
 *
 *   lamudi       cebu_lamudi_descriptions.csv: title and description, as pasted
 *   landmarket   cebu_landmarket_listings_2026-07.json: title, description and story
 *   dotproperty  cebu_dotproperty_dp_raw.csv: title and the seller's truncated words (location_text)
 *   onepropertee cebu_onepropertee_op_raw.csv: titles only (the portal's "Pasalo" category beside them)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ListingAssumption } from "@suri/contracts";
import { parseCsv } from "@suri/kit/csv";
import { assumptionIn } from "../../services/scraper/src/extract/assumption";
import { listingFromText } from "../../services/scraper/src/extract/from-text";
import { pastedText, SHARED_DIR } from "./real-material";

export interface DealRow {
  source: "lamudi" | "landmarket" | "dotproperty" | "onepropertee";
  id: string;
  text: string;
  /** What the portal's own fields say (OnePropertee's "Pasalo" category), where it has any. */
  portalSaysPasalo?: boolean;
}

export interface FoundDeal extends DealRow {
  assumption: ListingAssumption;
}

const csv = (file: string) => parseCsv(readFileSync(join(SHARED_DIR, file), "utf8"));

export function dealRows(): DealRow[] {
  const lamudi = csv("data/listing-texts/cebu_lamudi_descriptions.csv").map((row, index) => ({
    source: "lamudi" as const,
    id: String(index),
    text: pastedText({ title: row.title ?? "", description: row.description ?? "" }),
  }));
  const land = JSON.parse(
    readFileSync(join(SHARED_DIR, "data/listing-texts/cebu_landmarket_listings_2026-07.json"), "utf8"),
  ) as { id: string; title: string; description: string; story?: string }[];
  const landmarket = land.map((row) => ({
    source: "landmarket" as const,
    id: row.id,
    text: [row.title, row.description, row.story ?? ""].join("\n\n"),
  }));
  const dot = csv("data/listings/cebu_dotproperty_dp_raw.csv").map((row) => ({
    source: "dotproperty" as const,
    id: row.ad_id ?? "",
    text: `${row.title ?? ""}\n${row.location_text ?? ""}`,
  }));
  const seen = new Set<string>();
  const one = csv("data/listings/cebu_onepropertee_op_raw.csv")
    .filter((row) => !seen.has(row.url ?? "") && seen.add(row.url ?? ""))
    .map((row) => ({
      source: "onepropertee" as const,
      id: row.url ?? "",
      text: row.title ?? "",
      portalSaysPasalo: /pasalo/i.test(row.property_type_raw ?? ""),
    }));
  return [...lamudi, ...landmarket, ...dot, ...one];
}

/** The rows whose words offer a pasalo, with what was read of it. */
export function foundDeals(rows: readonly DealRow[] = dealRows()): FoundDeal[] {
  return rows.flatMap((row) => {
    // A title alone is no post: read its words directly; a post goes through the pasted-text reader.
    const assumption =
      row.source === "onepropertee"
        ? assumptionIn([row.text])?.assumption
        : listingFromText(row.text, { source: "text", sourceSite: "pasted-text" })?.assumption;
    return assumption ? [{ ...row, assumption }] : [];
  });
}

const pesos = (centavos: number | undefined) =>
  centavos === undefined ? "—" : `₱${(centavos / 100).toLocaleString("en-PH")}`;

function main(): void {
  const rows = dealRows();
  const deals = foundDeals(rows);
  for (const deal of deals) {
    const a = deal.assumption;
    console.log(
      `${deal.source} ${deal.id.slice(-60)}\n  equity ${pesos(a.equityCentavos)} · balance ${pesos(a.balanceCentavos)} · monthly ${pesos(a.monthlyAmortizationCentavos)}${a.monthsLeft ? ` × ${a.monthsLeft} mo` : ""}${a.orSale ? " · or sale" : ""}\n  “${a.quote}”`,
    );
  }
  const bySource = new Map<string, { rows: number; deals: number; equity: number; balance: number }>();
  for (const row of rows) {
    const entry = bySource.get(row.source) ?? { rows: 0, deals: 0, equity: 0, balance: 0 };
    entry.rows += 1;
    bySource.set(row.source, entry);
  }
  for (const deal of deals) {
    const entry = bySource.get(deal.source)!;
    entry.deals += 1;
    if (deal.assumption.equityCentavos !== undefined) entry.equity += 1;
    if (deal.assumption.balanceCentavos !== undefined) entry.balance += 1;
  }
  console.log("\nsource        rows  deals  equity  balance");
  for (const [source, n] of bySource) {
    console.log(
      `${source.padEnd(13)} ${String(n.rows).padStart(4)}  ${String(n.deals).padStart(5)}  ${String(n.equity).padStart(6)}  ${String(n.balance).padStart(7)}`,
    );
  }
  const portal = rows.filter((row) => row.portalSaysPasalo);
  const matched = portal.filter((row) => deals.some((deal) => deal.id === row.id));
  console.log(
    `\nOnePropertee "Pasalo" category: ${portal.length} listings, ${matched.length} of them offer it in their title`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
