/**
 * Every real listing of ../shared read the way a user brings it, for judging whole reports: the
 * labelled Lamudi descriptions pasted as text, the other sellers' and brokers' texts of
 * data/listing-texts pasted as text, the Dot Property sellers' (truncated) wording, and the real
 * detail pages of fixtures/. A listing is "complete" when it states a sale price, an area, a type
 * and its town: by its labels where a person labelled it, else by what Suri read (said so per source).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type Listing, ListingSchema } from "@suri/contracts";
import { parseCsv } from "@suri/kit/csv";
import { listingFromText } from "../../services/scraper/src/extract/from-text";
import { type Labels, labelledTexts, SHARED_DIR, scorePages } from "./real-material";

export interface CorpusListing {
  /** The kind of material: one line of every per-source table. */
  source: string;
  id: string;
  listing: Listing | null;
  /** States a sale price, an area, a type and a place. */
  complete: boolean;
  /** Whether `complete` comes from a person's labels (true) or from what Suri read (false). */
  labelled: boolean;
  /** A pasted text (its reading is shown and confirmed before the report), not a page. */
  pasted: boolean;
}

const stated = (value: unknown) => value !== null && value !== undefined && value !== "unclear";

function completeByLabels(labels: Labels): boolean {
  return (
    labels.offer === "sale" &&
    stated(labels.price) &&
    (stated(labels.floorAreaSqm) || stated(labels.lotAreaSqm)) &&
    stated(labels.type) &&
    // The place is its town: a barangay alone is one of some 42,000, and the report asks for the town.
    stated(labels.city)
  );
}

/** Complete as read: used only where no person labelled the listing. */
export function completeAsRead(listing: Listing | null): boolean {
  if (listing?.offerType !== "sale") return false;
  const area = listing.floorAreaSqm ?? listing.lotAreaSqm;
  return Boolean(listing.priceCentavos && area && listing.propertyType && listing.address.city);
}

const fromText = (text: string) => {
  const read = listingFromText(text, { source: "text", sourceSite: "pasted-text" });
  return read ? ListingSchema.parse(read) : null;
};

const lines = (...parts: (string | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join("\n");

function csv(file: string) {
  return parseCsv(readFileSync(join(SHARED_DIR, file), "utf8"));
}

/** Unlabelled texts, each pasted the way its page shows it: title, price, place, then the seller's words. */
function unlabelledTexts(): { source: string; id: string; text: string }[] {
  const out: { source: string; id: string; text: string }[] = [];
  csv("data/listing-texts/qc_eastwood_broker_ads_2022.csv").forEach((row, i) => {
    const price = row.price_php ? `Price: PHP ${row.price_php}` : undefined;
    out.push({
      source: "broker ads (Eastwood)",
      id: `ad ${row.ad_no ?? i}`,
      text: lines(row.ad_title, row.offer_type, price, row.unit_description, row.building, row.building_location),
    });
  });
  csv("data/listing-texts/ncr_leechiu_broker_listings.csv").forEach((row, i) => {
    out.push({
      source: "broker listings (Leechiu)",
      id: `row ${i}`,
      text: lines(row.title, row.price, row.location, row.description),
    });
  });
  csv("data/listing-texts/ncr_abic_broker_posts_2024.csv").forEach((row, i) => {
    out.push({ source: "agents' posts (ABIC)", id: `row ${i}`, text: lines(row.description, row.location) });
  });
  const land = JSON.parse(
    readFileSync(join(SHARED_DIR, "data/listing-texts/cebu_landmarket_listings_2026-07.json"), "utf8"),
  ) as Record<string, unknown>[];
  for (const row of land) {
    const price =
      typeof row.total_price === "number" ? `Price: ₱${row.total_price.toLocaleString("en-US")}` : undefined;
    out.push({
      source: "land site (Cebu)",
      id: `id ${String(row.id)}`,
      text: lines(String(row.title ?? ""), price, String(row.address ?? ""), String(row.description ?? "")),
    });
  }
  csv("data/listings/cebu_dotproperty_dp_raw.csv").forEach((row, i) => {
    const words = row.location_text ?? "";
    // Only rows carrying the seller's words (the others hold a bare place name).
    if (words.length < 80) return;
    const price = row.price_php ? `Price: ₱${Number(row.price_php).toLocaleString("en-US")}` : undefined;
    out.push({ source: "Dot Property seller text", id: `ad ${row.ad_id ?? i}`, text: lines(row.title, price, words) });
  });
  return out;
}

/** The whole corpus, in a fixed order. */
export function reportCorpus(): CorpusListing[] {
  const out: CorpusListing[] = [];
  for (const item of labelledTexts()) {
    out.push({
      source: item.source,
      id: item.id,
      listing: fromText(item.text),
      complete: completeByLabels(item.labels),
      labelled: true,
      pasted: true,
    });
  }
  for (const page of scorePages().scored) {
    const listing = page.listing ? ListingSchema.parse(page.listing) : null;
    const expected = Object.fromEntries(
      Object.entries(page.fields).map(([field, result]) => [field, result.expected]),
    ) as Labels;
    out.push({
      source: "detail pages",
      id: page.id,
      listing,
      complete: completeByLabels(expected),
      labelled: true,
      pasted: false,
    });
  }
  for (const item of unlabelledTexts()) {
    const listing = fromText(item.text);
    out.push({
      source: item.source,
      id: item.id,
      listing,
      complete: completeAsRead(listing),
      labelled: false,
      pasted: true,
    });
  }
  return out;
}
