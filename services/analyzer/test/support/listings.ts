/**
 * Listings more than one test works through. The golden ones are worked by hand: golden.test.ts checks
 * their verdicts and quick score, golden-metro.test.ts and golden-provinces.test.ts every figure of their reports.
 */
import type { Listing } from "@suri/contracts";

type PlacedListing = Partial<Listing> & { address: Listing["address"] };

export const BGC_CONDO: PlacedListing = {
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

export const CUBAO_STUDIO: PlacedListing = {
  title: "Studio in Cubao",
  priceCentavos: 4_200_000_00,
  floorAreaSqm: 30,
  propertyType: "condo",
  address: { city: "Quezon City", barangay: "Cubao" },
};

export const CEBU_CONDO: PlacedListing = {
  priceCentavos: 3_500_000_00,
  floorAreaSqm: 28,
  propertyType: "condo",
  address: { city: "Cebu City", province: "Cebu" },
};

export const JARO_LOT: PlacedListing = {
  title: "Residential lot in Jaro",
  priceCentavos: 1_600_000_00,
  lotAreaSqm: 200,
  propertyType: "lot",
  address: { barangay: "Jaro", city: "Iloilo City", province: "Iloilo" },
};

/** A foreclosed house and lot in Binangonan, Rizal, as a bank's foreclosure page gives it (before what it states). */
export const FORECLOSED_HOUSE: PlacedListing = {
  priceCentavos: 2_450_000_00,
  floorAreaSqm: 90,
  lotAreaSqm: 150,
  propertyType: "house_and_lot",
  address: { city: "Binangonan", province: "Rizal" },
};
