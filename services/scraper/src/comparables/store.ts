import { createHash } from "node:crypto";
import { type Comparable, type ComparablesQuery, ComparablesQuerySchema, type Listing } from "@suri/contracts";
import { isUniqueViolation, type Knex } from "@suri/kit";
import { areaIsLand } from "../extract/property-type";

/** How far a comparable's area may be from the subject's: ±40 %. */
const SIZE_BAND = 0.4;

interface Row {
  url: string;
  listing: Listing | string;
  seen_at: Date | string;
}

/** The area a valuation compares: the lot for land, the floor area for anything built. */
export function comparableArea(listing: Listing): number | undefined {
  return areaIsLand(listing.propertyType) ? listing.lotAreaSqm : (listing.floorAreaSqm ?? listing.lotAreaSqm);
}

/**
 * Identity of a property across sites and reposts: the same market, type, terms, price and size.
 * Titles and URLs differ between portals; these facts do not.
 */
export function fingerprint(listing: Listing): string {
  const facts = [
    listing.address.city?.toLowerCase() ?? "",
    listing.propertyType ?? "",
    listing.offerType,
    listing.priceCentavos ?? "",
    Math.round(listing.floorAreaSqm ?? 0),
    Math.round(listing.lotAreaSqm ?? 0),
    listing.bedrooms ?? "",
  ];
  return createHash("sha256").update(facts.join("|")).digest("hex").slice(0, 32);
}

/** Every listing the scraper reads, kept as comparables: deduplicated by URL and by fingerprint. */
export class ComparablesStore {
  constructor(
    private readonly knex: Knex,
    private readonly table: string,
    private readonly now: () => Date,
  ) {}

  /** Stores the listings worth comparing (a URL, a price and an area); returns how many were new or refreshed. */
  async add(listings: Listing[]): Promise<number> {
    let stored = 0;
    for (const listing of listings) {
      const area = comparableArea(listing);
      // A pasalo's price is the seller's equity, not what the unit sells for.
      if (!listing.url || !listing.priceCentavos || !area || listing.assumption) continue;
      const at = this.now();
      const row = {
        url: listing.url,
        fingerprint: fingerprint(listing),
        source_site: listing.sourceSite,
        city: listing.address.city ?? null,
        property_type: listing.propertyType ?? null,
        offer_type: listing.offerType,
        area_sqm: area,
        bedrooms: listing.bedrooms ?? null,
        price_centavos: listing.priceCentavos,
        listing: JSON.stringify(listing),
        first_seen_at: at,
        seen_at: at,
      };
      try {
        await this.knex(this.table)
          .insert(row)
          .onConflict("url")
          .merge([
            "fingerprint",
            "city",
            "property_type",
            "offer_type",
            "area_sqm",
            "bedrooms",
            "price_centavos",
            "listing",
            "seen_at",
          ]);
        stored += 1;
      } catch (err) {
        // The same property under another URL (a repost, another portal): seen again, not added.
        if (!isUniqueViolation(err)) throw err;
        await this.knex(this.table).where({ fingerprint: row.fingerprint }).update({ seen_at: at });
      }
    }
    return stored;
  }

  /** Comparables by city, type, terms, size band, bedrooms and recency, newest first. */
  async find(raw: ComparablesQuery): Promise<Comparable[]> {
    const query = ComparablesQuerySchema.parse(raw);
    const since = new Date(this.now().getTime() - query.maxAgeDays * 86_400_000);
    const rows = (await this.knex(this.table)
      .whereRaw("lower(city) = lower(?)", [query.city])
      .andWhere({ property_type: query.propertyType, offer_type: query.offerType })
      .andWhere("seen_at", ">=", since)
      .modify((builder) => {
        if (query.areaSqm) {
          builder.whereBetween("area_sqm", [query.areaSqm * (1 - SIZE_BAND), query.areaSqm * (1 + SIZE_BAND)]);
        }
        if (query.bedrooms !== undefined) builder.andWhere({ bedrooms: query.bedrooms });
      })
      .orderBy("seen_at", "desc")
      .limit(query.limit)
      .select("url", "listing", "seen_at")) as Row[];
    return rows.map((row) => ({
      url: row.url,
      listing: typeof row.listing === "string" ? JSON.parse(row.listing) : row.listing,
      seenAt: new Date(row.seen_at).toISOString(),
    }));
  }
}
