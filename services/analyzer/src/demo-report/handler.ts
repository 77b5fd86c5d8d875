/**
 * The demo report (SPEC §2 /demo-report): a sample listing — a 64 sqm, two-bedroom condominium in
 * Salcedo Village, Makati at ₱16,000,000, the same inputs as the system tests' listing page — valued
 * by the real engine against the real dataset at request time. The listing is a sample; every
 * figure in the report is computed, none is typed in.
 */
import { type DemoReport, type Listing, ListingSchema } from "@suri/contracts";
import { buildReport } from "../valuation";

export const DEMO_NOTICE =
  "Sample report: the listing below is a sample made up for this demonstration; every figure is computed by Suri's engine from its cited market data.";

export const DEMO_LISTING: Listing = ListingSchema.parse({
  sourceSite: "sample",
  title: "Sample: 2 Bedroom Condo in Salcedo Village, Makati",
  description: "Sample listing for the demo report: fully furnished corner unit, ready for occupancy.",
  offerType: "sale",
  priceCentavos: 16_000_000_00,
  floorAreaSqm: 64,
  bedrooms: 2,
  bathrooms: 2,
  propertyType: "condo",
  status: "ready_for_occupancy",
  address: { street: "Tordesillas St", barangay: "Salcedo Village", city: "Makati", region: "Metro Manila" },
});

export function demoReport(now: Date): DemoReport {
  return {
    sample: true,
    notice: DEMO_NOTICE,
    generatedAt: now.toISOString(),
    reportData: buildReport(DEMO_LISTING, { now }),
    parsedData: DEMO_LISTING,
  };
}
