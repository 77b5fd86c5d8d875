/**
 * The listings the golden tests work through by hand: golden.test.ts checks their verdicts and quick score,
 * golden-metro.test.ts and golden-provinces.test.ts every figure of their reports.
 */
import type { Listing } from "@suri/contracts";

type GoldenListing = Partial<Listing> & { address: Listing["address"] };

export const BGC_CONDO: GoldenListing = {
  title: "1BR at Uptown Parksuites",
  priceCentavos: 12_000_000_00,
  floorAreaSqm: 45,
  bedrooms: 1,
  bathrooms: 1,
  propertyType: "condo",
  status: "ready_for_occupancy",
  address: {
    barangay: "Fort Bonifacio",
    city: "Taguig",
    text: "Uptown Parksuites, 36th St, Bonifacio Global City, Taguig",
  },
};

export const CUBAO_STUDIO: GoldenListing = {
  title: "Studio in Cubao",
  priceCentavos: 4_200_000_00,
  floorAreaSqm: 30,
  propertyType: "condo",
  address: { city: "Quezon City", barangay: "Cubao" },
};

export const CEBU_CONDO: GoldenListing = {
  priceCentavos: 3_500_000_00,
  floorAreaSqm: 28,
  propertyType: "condo",
  address: { city: "Cebu City", province: "Cebu" },
};

export const JARO_LOT: GoldenListing = {
  title: "Residential lot in Jaro",
  priceCentavos: 1_600_000_00,
  lotAreaSqm: 200,
  propertyType: "lot",
  address: { barangay: "Jaro", city: "Iloilo City", province: "Iloilo" },
};
