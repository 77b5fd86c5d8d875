/**
 * Real property tax on real listings: every priced sale listing of the real material (the labelled texts
 * pasted as a user pastes them, and the real saved pages) made into a report through the analyzer's own
 * code. The yearly tax, as the assessor computes it, never takes more than 1% of the asking price; the
 * share's spread is printed for the record.
 */
import { type Listing, ListingSchema } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { buildReport } from "../../services/analyzer/src/valuation";
import { labelledTexts, scorePages, scoreTexts } from "./real-material";

const NOW = new Date("2026-11-21T08:00:00Z");

interface Share {
  id: string;
  type: string;
  place: string;
  price: number;
  sharePct: number;
}

const saleListings = (() => {
  const out: { id: string; listing: Listing }[] = [];
  for (const item of [...scoreTexts(labelledTexts()), ...scorePages().scored]) {
    if (!item.listing) continue;
    const listing = ListingSchema.parse(item.listing);
    if (listing.offerType === "sale" && listing.priceCentavos) out.push({ id: item.id, listing });
  }
  return out;
})();

const shares: Share[] = [];
let unestimated = 0;
for (const { id, listing } of saleListings) {
  const report = buildReport(listing, { now: NOW });
  const tax = report.financialAnalysis.operatingCosts?.lines.find((l) => l.key === "propertyTax");
  if (!tax || !report.price) continue;
  if (tax.amount === null) {
    unestimated += 1;
    continue;
  }
  shares.push({
    id,
    type: listing.propertyType ?? "no type",
    place: listing.address.city ?? listing.address.province ?? "no place",
    price: report.price,
    sharePct: (tax.amount * 100) / report.price,
  });
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

describe("real property tax on real listings", () => {
  it("estimates the tax for most priced sale listings", () => {
    const byType = new Map<string, number[]>();
    for (const s of shares) byType.set(s.type, [...(byType.get(s.type) ?? []), s.sharePct]);
    const highest = [...shares].sort((a, b) => b.sharePct - a.sharePct)[0];
    const lines = [
      `RPT as a share of the asking price, ${shares.length} real sale listings (${unestimated} not estimated):`,
      `  max ${Math.max(...shares.map((s) => s.sharePct)).toFixed(3)}%` +
        (highest
          ? ` (${highest.id}, ${highest.type}, ${highest.place}, ₱${highest.price.toLocaleString("en-PH")})`
          : ""),
      `  median ${median(shares.map((s) => s.sharePct)).toFixed(3)}%`,
      ...[...byType].map(
        ([type, values]) =>
          `  ${type}: n=${values.length}, median ${median(values).toFixed(3)}%, max ${Math.max(...values).toFixed(3)}%`,
      ),
    ];
    console.log(lines.join("\n"));
    expect(saleListings.length).toBeGreaterThan(100);
    expect(shares.length).toBeGreaterThan(saleListings.length / 2);
  });

  it("never takes more than 1% of the asking price a year", () => {
    expect(shares.filter((s) => s.sharePct > 1).map((s) => `${s.id}: ${s.sharePct.toFixed(3)}%`)).toEqual([]);
  });
});
