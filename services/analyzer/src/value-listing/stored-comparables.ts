import type { Comparable, Listing } from "@suri/contracts";
import type { Runtime } from "@suri/kit";

/** How long the valuation waits for the comparables store before going on without it. */
const COMPARABLES_TIMEOUT_MS = 3000;

/**
 * The listings to compare with: those seen on the same page, plus what the scraper's comparables
 * store holds for the same city, type, terms and size band. The store is a help, not a need:
 * when it does not answer, the page's own comparables (and the dataset) still value the listing.
 */
export async function comparablesFor(rt: Runtime, listing: Listing, onPage: Listing[]): Promise<Comparable[]> {
  // Listings on the page were seen just now; stored ones keep the date the scraper saw them.
  const now = rt.now().toISOString();
  const pageComparables = onPage.map((l) => ({ listing: l, url: l.url ?? "", seenAt: l.postedAt ?? now }));
  const city = listing.address.city;
  if (!city || !listing.propertyType) return pageComparables;
  const area = listing.propertyType === "lot" ? listing.lotAreaSqm : (listing.floorAreaSqm ?? listing.lotAreaSqm);
  let stored: Comparable[] = [];
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
    stored = found;
  } catch (err) {
    rt.log.warn({ err }, "comparables store unavailable; valuing with the page's comparables");
  }
  const seen = new Set<string>(listing.url ? [listing.url] : []);
  const merged: Comparable[] = [];
  for (const candidate of [...pageComparables, ...stored]) {
    const key = candidate.listing.url || candidate.url;
    if (key && seen.has(key)) continue;
    if (key) seen.add(key);
    merged.push(candidate);
  }
  return merged;
}
