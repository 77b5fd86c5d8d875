import { describe, expect, it } from "vitest";
import { listingFromText } from "./from-text";

const read = (text: string) => listingFromText(text, { source: "text", sourceSite: "pasted-text" });

/** Dot Property sellers' texts (data/listings/cebu_dotproperty_dp_raw.csv), pasted as title, price and words. */
const LUZ_CONDO = [
  "2 bedroom condo for sale in luz cebu",
  "Price: ₱13,500,000",
  "Solinea Tower 3Unit: 3312AFloor area: 67 sqm.2 bedrooms2 bathrooms With balcony Unfurnished Brand newFor Sale: ₱13,500,000 - ALL IN - Inclusive of all taxes Disclaimer: Price may change without prior notice. Marisa Ocaya Pitogo Verified seller Call",
].join("\n");
const MARIBAGO_CONDO = [
  "condo for sale in maribago cebu",
  "Price: ₱7,000,000",
  "Tambuli Seaside Living, Tower C🏢 Floor: 6th Floor🏠 Unit Type: Studio Unit📐 Floor Area: 36 Square Meters🛋️ Condition: Fully Furnished📜 Title Status: Clean TitleThis... MDC REALTY AND BROKERAGE Verified seller Call",
].join("\n");
const LAGTANG_LOT = [
  "land for sale in lagtang cebu",
  "Price: ₱7,473,000",
  "Close to supermarkets, malls, restaurants, etc.* Community: Gated and secured* Ambiance: Quiet and tranquil environmentContact Haller International Realty, your Cebu real estate specialists, for more information on this listing and to schedule a free consultation. Haller International Realty Verified seller Call",
].join("\n");
const GUADALUPE_LOT = [
  "land for sale in guadalupe cebu",
  "Price: ₱85,000,000",
  "The Peaks, MonterrazasBlock 3 Lot 1Lot Area: 740 square meterPrice: Php 85,000,000.00FEATURES, FACILITIES & AMENITIES:Resort type clubhouses at The PeaksMulti-sport courtsTrails for walking or jogging",
].join("\n");
const SAN_LORENZO_LOT = [
  "land for sale in guadalupe cebu",
  "Price: ₱17,500,000",
  "Villa San Lorenzo Village, Guadalupe, Cebu CityLot Area: 350 sqmForntage: 20.70 MetersPrice: 50,000.00 per sqmPrice: 17,500,000.00 Net from TaxesTECHNICAL DESCRIPTION:1-2 = 3.72 Meters2-3 = 3.72 Meters",
].join("\n");
/** Row 356 of the same file: a short card whose town's "City" runs into the next field's label. */
const BUENA_HILLS_HOUSE = [
  "5 bedroom house for sale in guadalupe cebu",
  "Price: ₱15,900,000",
  "Buena Hills, Guadalupe, Cebu CityStatus:... Cebu Property Buzz Verified seller Call",
].join("\n");
/** A Lamudi text (data/listing-texts/cebu_lamudi_descriptions.csv, row 358): its title names only the province. */
const CASA_MIRA_CONDO = [
  "Condo For Sale in Cebu",
  "🔰Casa Mira Towers Guadalupe (across Guadalupe Barangay Hall)",
  "✅️HLURB LTS NO.: 033677 (Tower 1)",
  "✨️A beautifully designed 2-tower Residential Condominium located in Guadalupe that offers the best of both affordable living and an upgraded lifestyle",
].join("\n");

describe("a barangay named beside the province the text states", () => {
  it("places the post in the one town of that province with such a barangay, as stated", () => {
    expect(read(LUZ_CONDO)?.address).toMatchObject({ barangay: "Luz", city: "Cebu City", province: "Cebu" });
    expect(read(LUZ_CONDO)?.place).toMatchObject({ from: "post", uncertain: false, conflicting: [] });
    expect(read(MARIBAGO_CONDO)?.address).toMatchObject({ barangay: "Maribago", city: "Lapu-Lapu", province: "Cebu" });
    expect(read(MARIBAGO_CONDO)?.place).toMatchObject({ from: "post", uncertain: false });
  });

  it("places it even where no listing data names the barangay with its town (Lagtang: Talisay, Cebu)", () => {
    expect(read(LAGTANG_LOT)?.address).toMatchObject({ barangay: "Lagtang", city: "Talisay", province: "Cebu" });
    expect(read(LAGTANG_LOT)?.place).toMatchObject({ uncertain: false });
  });

  it("keeps the town uncertain where several towns of the province have the barangay (Guadalupe)", () => {
    const listing = read(GUADALUPE_LOT);
    expect(listing?.address).toMatchObject({ barangay: "Guadalupe", city: "Cebu City", province: "Cebu" });
    expect(listing?.place).toMatchObject({ from: "prose", uncertain: true });
  });

  it("takes the town the post names where its fields ran together ('Guadalupe, Cebu CityLot Area')", () => {
    expect(read(SAN_LORENZO_LOT)?.address).toMatchObject({ barangay: "Guadalupe", city: "Cebu City" });
    expect(read(SAN_LORENZO_LOT)?.place).toMatchObject({ from: "post", uncertain: false });
  });

  it("takes the town a short card names where its 'City' ran into the next label ('Cebu CityStatus:')", () => {
    expect(read(BUENA_HILLS_HOUSE)?.address).toMatchObject({ barangay: "Guadalupe", city: "Cebu City" });
    expect(read(BUENA_HILLS_HOUSE)?.place).toMatchObject({ from: "post", uncertain: false });
  });

  it("finds, in a text naming only the province, a barangay the listing data places in one of its towns", () => {
    expect(read(CASA_MIRA_CONDO)?.address).toMatchObject({
      barangay: "Guadalupe",
      city: "Cebu City",
      province: "Cebu",
    });
    expect(read(CASA_MIRA_CONDO)?.place).toMatchObject({ from: "prose", uncertain: true });
  });

  it("never takes a province only a town implies for one the text states", () => {
    // "Mabolo" alone: its town (Cebu City) and so its province come from the listing data, not from the text.
    const listing = read("Condo for sale in Mabolo\nPrice: ₱ 4,800,000\nFloor area 32 sqm");
    expect(listing?.address).toMatchObject({ barangay: "Mabolo", province: "Cebu" });
    expect(listing?.place).toMatchObject({ from: "prose", uncertain: true });
  });
});

/** A Dot Property seller's text (cebu_dotproperty_dp_raw.csv): its title ends in a Bogo barangay's name, "Don Pedro Rodriguez". */
const DON_PEDRO_LOT = [
  "land for sale in don pedro rodriguez cebu",
  "Price: ₱3,000,000",
  "Don Pedro, Bogo City\u200b- Selling Price: ₱3,000,000 (Negotiable) KEY ADVANTAGES - Just 200 meters from the national road",
].join("\n");

describe("a town's name followed by another province's", () => {
  it("is not that town: the Bogo lot whose barangay ends in 'rodriguez' stays in Cebu, not Rodriguez, Rizal", () => {
    expect(read(DON_PEDRO_LOT)?.address).toMatchObject({ city: "Bogo", province: "Cebu" });
    expect(read(DON_PEDRO_LOT)?.place).toMatchObject({ uncertain: false });
  });

  it("leaves a town followed by its own province alone", () => {
    expect(read("lot for sale in Rodriguez, Rizal\nPrice: ₱3,000,000\n1000 sqm")?.address).toMatchObject({
      city: "Rodriguez",
      province: "Rizal",
    });
  });
});

describe("a town's name that is also an everyday word (Liloan, Naga, Carmen)", () => {
  it("is the town right after one of its own barangays ('Tayud, Liloan', row 356 of the Lamudi texts)", () => {
    const listing = read(
      "House For Sale in Tayud\n🌟 Solid & Secure Estate in Tayud, Liloan – For Rent or Sale 🌟\nLot Area: 1,124 sqm",
    );
    expect(listing?.address).toMatchObject({ city: "Liloan", province: "Cebu", barangay: "Tayud" });
  });
});
