import { ListingSchema } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { lamudi } from "./adapters/lamudi";
import { listingFromFacts } from "./adapters/site-adapter";
import { listingFromText } from "./from-text";
import { placeInTitle, withResolvedPlace } from "./place-evidence";

const read = (text: string) => listingFromText(text, { source: "text", sourceSite: "pasted-text" });

/** Real Lamudi titles and location lines (data/listings/ph_house_sale_lamudi_2023-08.csv, ph_apartments_lamudi_rent_and_sale.csv). */
const KOTA_KELUARGA_TITLE = "3BR Bungalow House and Lot for Sale at Kota Keluarga in San Juan, Batangas | Aria";
const KOTA_KELUARGA_LOCATION = "Laiya-Ibabao, San Juan";

describe("a town's name Metro Manila shares, beside the province the text states", () => {
  it("is that province's town in a pasted title: San Juan, Batangas, not San Juan, Metro Manila", () => {
    const listing = read(`${KOTA_KELUARGA_TITLE}\nPrice: ₱8,800,000\nFloor area: 70 sqm\nLot area: 213 sqm`);
    expect(listing?.address).toMatchObject({ city: "San Juan", province: "Batangas", region: "CALABARZON" });
    expect(listing?.place).toMatchObject({ uncertain: false, conflicting: [] });
  });

  it("is the listing's town after a landmark and a comma ('near Laiya, San Juan, Batangas')", () => {
    // ph_apartments_lamudi_rent_and_sale.csv: Laiya is a beach of San Juan, Batangas, not a town.
    const listing = read(
      "For sale 1 Bedroom Condominium Unit near Laiya, San Juan, Batangas\nPrice: ₱1,750,000\n49 sqm",
    );
    expect(listing?.address).toMatchObject({ city: "San Juan", province: "Batangas" });
  });

  it("settles a portal's town without a province by the province the title states", () => {
    // The Lamudi card's location names no province; its title does.
    const portal = ListingSchema.parse({
      sourceSite: "lamudi.com.ph",
      title: KOTA_KELUARGA_TITLE,
      address: { text: KOTA_KELUARGA_LOCATION, city: "San Juan", barangay: "Laiya-Ibabao", region: "Metro Manila" },
      provenance: {
        "address.city": { source: "adapter", confidence: 0.8 },
        "address.region": { source: "adapter", confidence: 0.8 },
      },
    });
    const listing = withResolvedPlace(portal, { lines: [] });
    expect(listing.address).toMatchObject({ city: "San Juan", province: "Batangas", region: "CALABARZON" });
    expect(listing.place).toMatchObject({ from: "portal", uncertain: false, conflicting: [] });
  });

  it("takes a location line's region from the province it states, not from the town's Metro Manila namesake", () => {
    const facts = { title: KOTA_KELUARGA_TITLE, locationText: `${KOTA_KELUARGA_LOCATION}, Batangas`, lines: [] };
    const listing = listingFromFacts(facts, "lamudi.com.ph", "https://www.lamudi.com.ph/property/1");
    expect(listing.address).toMatchObject({ city: "San Juan", province: "Batangas", region: "CALABARZON" });
  });

  it("searches Lamudi's listings of that province's town", () => {
    const listing = read(`${KOTA_KELUARGA_TITLE}\nPrice: ₱8,800,000\nFloor area: 70 sqm\nLot area: 213 sqm`);
    expect(lamudi.searchUrl({ ...listing!, propertyType: "house_and_lot", offerType: "sale" })).toBe(
      "https://www.lamudi.com.ph/buy/batangas/san-juan/house/",
    );
  });

  it("reads a portal location's barangay named like a Metro Manila city as the barangay of the town after it", () => {
    // ph_apartments_lamudi_rent_and_sale.csv: "Studio Flats inside Valley Golf, Cainta for rent", location "San Juan, Cainta".
    const facts = {
      title: "Studio Flats inside Valley Golf, Cainta for rent",
      locationText: "San Juan, Cainta",
      lines: [],
    };
    const listing = listingFromFacts(facts, "lamudi.com.ph", "https://www.lamudi.com.ph/property/2");
    expect(listing.address).toMatchObject({ city: "Cainta", barangay: "San Juan", region: "CALABARZON" });
    expect(listing.address.province).not.toBe("Cainta");
  });

  it("stays Metro Manila's town where no other province is stated", () => {
    const listing = read(
      "Unfurnished 2 Bedroom Unit with balcony For Lease in San Juan\nPrice: ₱60,000\nFloor area: 100 sqm",
    );
    expect(listing?.address).toMatchObject({ city: "San Juan", province: "Metro Manila", region: "Metro Manila" });
  });
});

describe("a town and its province written without a comma", () => {
  it("reads as the town of that province (cebu_onepropertee_op_raw.csv: 'For Sale in Talisay Cebu')", () => {
    expect(placeInTitle("Ready For Occupancy 4-bedroom Townhouse For Sale in Talisay Cebu")).toMatchObject({
      city: "Talisay",
      province: "Cebu",
    });
  });
});

/** Lamudi texts (data/listing-texts/cebu_lamudi_descriptions.csv): Talisay is a town of Cebu, Negros Occidental and Batangas. */
const TANGKE_CONDO = [
  "Condo For Sale in Tangke",
  "DESCRIPTION",
  "Name of Project: Almond Drive Condominium-2 Bedroom",
  "Location: Tangke Talisay",
  "Landmarks/Accessibilities:",
  "A 5-minute drive going to Lantaw Native Restaurant, Srp",
].join("\n");
/** Row 287, a held-out row: its town is read from a labelled location whose aside names a landmark. */
const BULACAO_HOUSE = [
  "House For Sale in Talisay",
  "Location: Phase 3, Vista Grande Subd, Bulacao, Talisay City (few meters from Cebu City)",
  "Lot Area: 162sqm",
].join("\n");

describe("a town's name several provinces share, with no province stated", () => {
  it("is the one of them PSGC lists the barangay the text names in (Tangke: Talisay, Cebu)", () => {
    expect(read(TANGKE_CONDO)?.address).toMatchObject({ city: "Talisay", province: "Cebu", barangay: "Tangke" });
    expect(read(TANGKE_CONDO)?.place).toMatchObject({ uncertain: false });
  });

  it("is not replaced by a town a bracketed aside of the address names ('(few meters from Cebu City)')", () => {
    expect(read(BULACAO_HOUSE)?.address).toMatchObject({ city: "Talisay", province: "Cebu" });
  });
});
