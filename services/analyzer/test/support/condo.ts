/** A condo's report with the listing data on (condo rents, similar listings), as production builds it. */
import { type Listing, ListingSchema, type ReportData, ReportDataSchema } from "@suri/contracts";
import { buildReport } from "../../src/valuation";

const NOW = new Date("2026-11-25T08:00:00Z");

export function condoReport(
  address: Listing["address"],
  floorAreaSqm: number,
  bedrooms: number,
  price: number,
): ReportData {
  const listing = ListingSchema.parse({
    sourceSite: "test",
    priceCentavos: price * 100,
    floorAreaSqm,
    bedrooms,
    propertyType: "condo",
    address,
  });
  return ReportDataSchema.parse(buildReport(listing, { now: NOW }));
}
