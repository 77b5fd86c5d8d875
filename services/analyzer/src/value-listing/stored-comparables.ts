import type { Listing } from "@suri/contracts";
import type { Runtime } from "@suri/kit";

/** How long the valuation waits for the comparables store before going on without it. */
const COMPARABLES_TIMEOUT_MS = 3000;

/**
 * The listings to compare with: those seen on the same page, plus what the scraper's comparables
 * store holds for the same city, type, terms and size band. The store is a help, not a need:
 * when it does not answer, the page's own comparables (and the dataset) still value the listing.
 */
export async function comparablesFor(rt: Runtime, listing: Listing, onPage: Listing[]): Promise<Listing[]> {
  const city = listing.address.city;
  if (!city || !listing.propertyType) return onPage;
  const area = listing.propertyType === "lot" ? listing.lotAreaSqm : (listing.floorAreaSqm ?? listing.lotAreaSqm);
  let stored: Listing[] = [];
  try {
    const found = await rt.rpc.call(
      "scraper",
      "FindComparables",
      {
        city,
        propertyType: listing.propertyType,
        offerType: listing.offerType,
        ...(area ? { areaSqm: area } : {}),
        limit: 50,
      },
      { timeoutMs: COMPARABLES_TIMEOUT_MS },
    );
    stored = found.map((comparable) => comparable.listing);
  } catch (err) {
    rt.log.warn({ err }, "comparables store unavailable; valuing with the page's comparables");
  }
  const seen = new Set<string>(listing.url ? [listing.url] : []);
  const merged: Listing[] = [];
  for (const candidate of [...onPage, ...stored]) {
    if (candidate.url && seen.has(candidate.url)) continue;
    if (candidate.url) seen.add(candidate.url);
    merged.push(candidate);
  }
  return merged;
}
