/**
 * Shapes of real posts from sources the rules were not written against (issue 26): brokers' one-line posts,
 * portal cards whose lines run together, search cards with each label's value on the next line, a land
 * site's comparisons. Each case quotes the real words (../shared/data rows named beside it).
 */
import { describe, expect, it } from "vitest";
import { readPasted as read, readsAsType } from "../../test/support/pasted";
import { extractListings } from "./index";

describe("labels with their value on the next line", () => {
  it("reads a search card's bedrooms and bathrooms (Lifenavi row 92)", () => {
    const card = [
      "Condo For Rent in Nicanor Garcia Street, Makati City",
      "",
      "PHP 28,000/ month",
      "/ month",
      "Nicanor Garcia Street, Makati City, Metro Manila",
      "Bedrooms:",
      "1",
      "Area:",
      "40 m²",
      "Bathrooms:",
      "2",
      "Available from:",
      "4 Jan",
    ].join("\n");
    expect(read(card)).toMatchObject({ bedrooms: 1, bathrooms: 2, floorAreaSqm: 40, priceCentavos: 2_800_000 });
  });
});

describe("lot and floor area in one run of text", () => {
  it("keeps each figure with its own label (Dot Property row 515)", () => {
    const card =
      "4 bedroom house for sale in lahug cebu\n\nGemssville, Lahug, Cebu CityCorner unit — largest in the project Lot Area: 123 sqm Floor Area: 183 sqmPhp. 21,500,000.00 Net3 StoreysFully Furnished4 Bedrooms";
    expect(read(card)).toMatchObject({ lotAreaSqm: 123, floorAreaSqm: 183, priceCentavos: 2_150_000_000 });
  });

  it("reads 'lot 160 sqm floor 300 sqm' with no comma between", () => {
    expect(read("For sale 15 doors apartment lot 160 sqm floor 300 sqm 25M")).toMatchObject({
      propertyType: "commercial",
      lotAreaSqm: 160,
      floorAreaSqm: 300,
    });
  });

  it("reads a price whose decimals run into the next line's figure (Dot Property row 1139)", () => {
    const card =
      "5 bedroom house for sale in poblacion cebu\n\nCatarman, Liloan, Cebu Floor Area: 400 SQ.M.Lot Area: 659 SQ.M.Price: Pls. Php 35,000,000.002 Storey Furnished House and Lot5 Bedrooms";
    expect(read(card)).toMatchObject({ priceCentavos: 3_500_000_000, floorAreaSqm: 400, lotAreaSqm: 659 });
  });
});

describe("a condo unit named by its rooms", () => {
  it.each([
    // ABIC rows 3 and 1: facts run together with dashes; the area is not a range up to the floor number.
    [
      "FOR SALE\n\nFOR SALE!! 5.6M ONLY TIVOLI GARDEN RESIDENCES 2BR - 59SQM - 30TH FLOOR - FF Please Contact:JUSTIN DE CASTRO No.: [PHONE]",
      { propertyType: "condo", floorAreaSqm: 59, bedrooms: 2, priceCentavos: 560_000_000 },
    ],
    [
      "Residential\n\nFOR LEASE! ICON PLAZA - 105 sqm 2 bedroom - 34th Floor - Fully Furnished - 100k per month. Please Contact :JUSTIN DE CASTRO NO: [PHONE]",
      { propertyType: "condo", floorAreaSqm: 105, offerType: "rent" },
    ],
    // Leechiu row 35: no figure at all, but a unit, its rooms and its offer.
    ["3 BEDROOMS FOR SALE IN AURELIA RESIDENCES, TAGUIG\n\n3BR", { propertyType: "condo", bedrooms: 3 }],
  ])("%s", (text, expected) => {
    expect(read(text)).toMatchObject(expected);
  });

  it("is not taken for a condo when the post names a house, a lot or storeys", () => {
    expect(read("3 Bedroom for sale in Talisay\n\n2-storey, lot area 120 sqm, 4.5M")?.propertyType).not.toBe("condo");
  });
});

describe("type words brokers use", () => {
  readsAsType([
    ["4BR H&L - SAMAT, AYALA ALABANG\n\n4BR H&L for sale - Samat, Ayala Alabang", "house_and_lot"],
    ["28 HA BEACHFRONT PROPERTY FOR SALE IN PANGLAO, BOHOL\n\n28-has with 900-meter beach frontage", "lot"],
    ["HILLSBOROUGH ALABANG 2 LOTS FOR SALE\n\nHillsborough Alabang Village Blk 2 lot 12 Phase 1", "lot"],
  ]);
});

describe("the asking price, not a comparison, a difference or a rent the property earns", () => {
  it.each([
    [
      "takes the price, not the market price it is compared with (land site listing 18)",
      "Fully Furnished House & Lot in Mulberry Drive, Talamban, Cebu City\n\n50 sqm lot, 55 sqm floor area.\n\nAt P4.7M fully furnished, this is below the current market price of P5.5M for unfurnished units in the same area.",
      470_000_000,
    ],
    [
      "takes the total, not the saving below the developer's price (land site listing 21)",
      "100 sqm Lot at El Monte Grande Heights, San Vicente, Liloan\n\nThe developer's current price is ₱10,000 per sqm, but this lot is being offered at only ₱8,000 per sqm — ₱800,000 total. That's ₱200,000 below developer price.",
      80_000_000,
    ],
    [
      "does not read the sentence before as the price's label (land site listing 17)",
      "3-Level House and Lot in White Hills Subdivision, Banawa, Cebu City\n\nBank financing available. P13M nett.",
      1_300_000_000,
    ],
  ])("%s", (_case, text, centavos) => {
    expect(read(text)?.priceCentavos).toBe(centavos);
  });

  it("keeps a house for sale that is let at ₱50,000 a month a sale (land site listing 2)", () => {
    const text =
      "3 Bedroom House and Lot in Banilad, Cebu City\n\n2-storey home with 3 bedrooms. Currently rented at ₱50,000/month — a proven income property.\n100 sqm floor area on an 85 sqm lot.";
    const listing = read(text);
    expect(listing?.offerType).toBe("sale");
    expect(listing?.priceCentavos).toBeUndefined();
  });
});

describe("a broker's one-line post", () => {
  it("reads the unit, its area and a price written with 'Php' after it (issue 26; Leechiu row 140 has the shape)", () => {
    const post =
      "For Sale Oak Harbor Residences Unit 1004 2 Bedroom 97 sqm Balcony Seaview Maids w T&B 1 Parking Semi furnished 24,002,240 Php Incl CGT & 3% Broker Fee";
    expect(read(post)).toMatchObject({
      propertyType: "condo",
      bedrooms: 2,
      floorAreaSqm: 97,
      priceCentavos: 2_400_224_000,
    });
  });
});

describe("figures restated in another currency or unit", () => {
  const mansion = [
    "12 Bedroom Mansion for sale in Maria Luisa Park, Cebu City",
    "Price: ₱200,000,000 (≈ $3,500,000 USD*)",
    "Lot Area: 1,018 sqm (≈ 10,958 sq ft)",
    "Floor Area: 2,480 sqm",
  ].join("\n");

  it("reads the peso price and the square metres once, and a mansion is a house (issue 26)", () => {
    expect(read(mansion)).toMatchObject({
      propertyType: "house_and_lot",
      priceCentavos: 20_000_000_000,
      lotAreaSqm: 1_018,
      floorAreaSqm: 2_480,
      bedrooms: 12,
    });
  });

  it("takes no price from dollars written after the figure", () => {
    expect(read("House for sale\nLot area 300 sqm\n(approx. 3,500,000 USD)")?.priceCentavos).toBeUndefined();
  });
});

describe("sellers' own words", () => {
  it("reads labels behind emoji bullets and the Cebuano word for a house", () => {
    const post = [
      "📢 FOR SALE 📢",
      "👉 Nangita kag baratong balay?",
      "👉 Lot Area: 150 sqm",
      "👉 Floor Area: 90 sqm",
      "✅ 3 bedrooms, 2 T&B",
      "💰 Price: 4.5M",
    ].join("\n");
    expect(read(post)).toMatchObject({
      propertyType: "house_and_lot",
      lotAreaSqm: 150,
      floorAreaSqm: 90,
      bedrooms: 3,
      priceCentavos: 450_000_000,
    });
  });

  it("reads a value on the line after an emoji-bulleted label", () => {
    expect(read("📢 House for sale\n👉 Bedrooms\n3\n👉 Lot Area\n150 sqm\n👉 Price\n4.5M")).toMatchObject({
      bedrooms: 3,
      lotAreaSqm: 150,
      priceCentavos: 450_000_000,
    });
  });

  readsAsType([
    ["Bahay at lupa for sale, 120 sqm lot, 2.8M", "house_and_lot"],
    ["Lupa for sale sa Liloan, 300 sqm, 1.5M", "lot"],
    ["Yuta baligya sa Compostela, 500 sqm, 2M", "lot"],
    ["Kondo for sale sa IT Park, 30 sqm, 3.2M", "condo"],
    ["2-storey home with swimming pool for sale, 5 bedrooms, 18M", "house_and_lot"],
    ["Apartments for sale, 6 doors, lot 200 sqm, 12M", "commercial"],
  ]);
});

describe("a page with structured data and a prose line of facts", () => {
  it("reads the lot area from the prose beside the structured floor size (issue 26 regression)", () => {
    const ld = {
      "@context": "https://schema.org",
      "@type": "SingleFamilyResidence",
      name: "House and Lot in Talisay",
      floorSize: { "@type": "QuantitativeValue", value: 90, unitCode: "MTK" },
    };
    const html = `<html><head><title>House and Lot in Talisay</title><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><h1>House and Lot in Talisay</h1><p>Price: ₱7.8M (negotiable). Lot area: 120 sqm. Floor area: 90 sqm.</p></body></html>`;
    expect(extractListings(html, "https://example.ph/listing/1").primary).toMatchObject({
      floorAreaSqm: 90,
      lotAreaSqm: 120,
      priceCentavos: 780_000_000,
    });
  });
});

describe("a portal card's place and fields run together (Dot Property, cebu_dotproperty_dp_raw.csv)", () => {
  it("reads the barangay a lower-case title is 'in', without the province after it (row 426)", () => {
    const card =
      "4 bedroom house for sale in basak cebu\n\nSecure subdivision, Basak, Mandaue City, Cebu This House and lot is located inside a well-maintained, gated subdivision in Basak, Mandaue... Beth Gucio Verified seller Call";
    expect(read(card)?.address).toMatchObject({ barangay: "Basak", city: "Mandaue", province: "Cebu" });
  });

  it("takes the title's last place before the province, in PSGC's spelling (rows 2198, 3003, 628)", () => {
    const luz =
      "1 bedroom condo for sale in taft east gate cebu luz cebu\n\nCebu Business ParkBedroom: StudioToilet & Bath: 1Floor Area: 30.20 sqmMonthly Rent: Php 26,000Sale: Php 5M Cebu Globenet Realty Verified seller Call";
    expect(read(luz)?.address).toMatchObject({ barangay: "Luz", city: "Cebu City", province: "Cebu" });
    const pitos =
      "land for sale in pit os cebu\n\nPit-os, Talamban, Cebu City✔️ Walking distance to the highway✔️ Near international schools, colleges & public schools✔️ Adjacent to high-end subdivisions📐 AVAILABLE LOTS🏡... Home and Investment Partners Verified seller Call";
    expect(read(pitos)?.address.barangay).toBe("Pit-os");
    const yati =
      "4 bedroom house for sale in serenis north yati cebu\n\nSerenis North SubdivisionYati, Liloan, Cebu near SM Concolacion🗞 ASSUME PRICE : 2M negotiable Monthly amortization: 64K ( bank ) Bank Balance: 7M ++📑 Details: 🏘 2 storey Single Detached✅️ 140 sqm lot area✅️ 85 sqm flr area🛏 4 bedrooms... Loida O'donovan Verified seller Call";
    expect(read(yati)?.address).toMatchObject({ barangay: "Yati", city: "Liloan" });
  });

  it("reads the city glued to the next field and the rooms glued to their neighbours (rows 883, 515, 1139)", () => {
    const banilad =
      "5 bedroom house for sale in banilad cebu\n\nBanilad, Cebu CityTotal Number of Bedrooms: 5 Bedrooms House plus maid’s roomTurn-over condition: CleanParking: 2 to 3Lot Area: 515 Square meters (5543.41 Square Foot)Floor Area: 928 Square meters ( 9988.91 Square Foot)Selling Price: PhP 70,000,000 Million (Highly Negotiable)5-Bedroom House for Sale with swimming pool located... Fareast Habitat and Settlements. Inc. Verified seller Call";
    expect(read(banilad)).toMatchObject({
      address: { city: "Cebu City", province: "Cebu", barangay: "Banilad" },
      lotAreaSqm: 515,
      floorAreaSqm: 928,
      priceCentavos: 7_000_000_000,
    });
    const lahug =
      "4 bedroom house for sale in lahug cebu\n\nGemssville, Lahug, Cebu CityCorner unit — largest in the project Lot Area: 123 sqm Floor Area: 183 sqmPhp. 21,500,000.00 Net3 StoreysFully Furnished4 Bedrooms4 Full Bathrooms4 Split-Type Air Conditioning UnitsHot & Cold Water in All Bathrooms and KitchenReverse Osmosis Drinking Water System (no need... Fredelito A. Asegurado Verified seller Call";
    expect(read(lahug)).toMatchObject({ bedrooms: 4, bathrooms: 4 });
    const catarman =
      "5 bedroom house for sale in poblacion cebu\n\nCatarman, Liloan, Cebu Floor Area: 400 SQ.M.Lot Area: 659 SQ.M.Price: Pls. Php 35,000,000.002 Storey Furnished House and Lot5 Bedrooms4 Toilet and BathroomsHuge BalconyHuge Garden4 Car ParkingCLUB House :Infinity swimming pool with jacuzziGarden lobbySocial hallFunction roomBeach barAdmin officeSPORTS AND RECREATION CLUBCovered basketball court";
    expect(read(catarman)).toMatchObject({ bedrooms: 5, bathrooms: 4, floorAreaSqm: 400, lotAreaSqm: 659 });
  });

  it("reads the province a comma sets before a capitalised word ('Talisay, Cebu Floor Area', row 3248)", () => {
    const card =
      "land for sale in pooc cebu\n\nTalisay, Cebu Floor Area: 270 sqmSale: Php 9,450,000 Cebu Globenet Realty Verified seller Call";
    expect(read(card)?.address).toMatchObject({ city: "Talisay", province: "Cebu", barangay: "Pooc" });
  });

  it("reads 'No parking' as no parking fee and a price 'lowered fr' another as the old one (row 1465)", () => {
    const card =
      "1 bedroom condo for sale in luz cebu\n\nTower 132nd floorUnit: 32DFloor area: 37sqm1 bedroom 1 bathroomFully Furnished No parkingFor Sale: ₱7,000,000 (lowered fr ₱7.8m) Rhua Mae Revilla, Broker & Appraiser Verified seller Call";
    expect(read(card)).toMatchObject({ priceCentavos: 700_000_000, floorAreaSqm: 37, bedrooms: 1, bathrooms: 1 });
  });

  it("leaves a short line's camel-case names as written", () => {
    expect(read("2BR condo for sale at SkyTower, McKinley Hill Taguig\n\nPrice: ₱9M, 60 sqm")?.title).toBe(
      "2BR condo for sale at SkyTower, McKinley Hill Taguig",
    );
  });
});

describe("bathrooms the text names but does not count", () => {
  it("reads no bathroom count from a master bedroom beside 'ensuite bathrooms' (Leechiu row 49)", () => {
    const post =
      "3BR CONDOMINIUM FOR SALE IN TWO ROXAS TRIANGLE, MAKATI\n\nA 3 bedroom condominium unit for sale in Two Roxas Triangle, Makati with a floor area of 374 SQM. This unit has 3 parking spaces, amenity floor, a private garden, utility kitchen & maid's room with separate entrance, a walk-in closet in the Master's bedroom, and ensuite bathrooms. This unit is priced at Php PHP 203,571,428.57 plus VAT.";
    const listing = read(post);
    expect(listing).toMatchObject({ bedrooms: 3, floorAreaSqm: 374 });
    expect(listing?.bathrooms).toBeUndefined();
  });
});

describe("a broker's capitalised headings (Leechiu, ncr_leechiu_broker_listings.csv)", () => {
  it("reads towns written with ñ in capitals or not, and 'Governor's Drive, Dasmariñas' as the place (rows 130, 91)", () => {
    const parañaque = read(
      "10,215 SQM COMMERCIAL PROPERTY FOR SALE - CORAL WAY AVENUE, PARAÑAQUE CITY\n\nCommercial lot along Coral Way Avenue",
    );
    expect(parañaque?.address).toMatchObject({ city: "Parañaque", province: "Metro Manila" });
    expect(parañaque?.address.barangay).toBeUndefined();
    expect(read("GOVERNOR'S DRIVE, DASMARIÑAS PROPERTY FOR SALE\n\nCommercial Lot")?.address).toMatchObject({
      city: "Dasmariñas",
      province: "Cavite",
    });
  });

  it("reads QC in capitals as Quezon City, and Legazpi Village as Makati (row 43; ABIC row 0)", () => {
    expect(read("1,695 SQM LAND FOR SALE - N. DOMINGO, QC\n\n1,695 Sqm Land for Sale - N. Domingo, QC")).toMatchObject({
      lotAreaSqm: 1695,
      address: { city: "Quezon City", province: "Metro Manila" },
    });
    const abic =
      "Residential\n\nFOR LEASE! The Columns Legazpi Village T2 9th floor 32sqm Studio Near RCBC and PBcom Php28k/month, inclusive of dues Swimming Pool view Fully Furnished 2 dep + 1 adv CAN ISSUE OR / OFFICIAL RECEIPT";
    expect(read(abic)?.address).toMatchObject({ city: "Makati", province: "Metro Manila" });
  });

  it("keeps a heading that offers a place's property, to ask for its price and area (rows 4, 30)", () => {
    expect(read("BRGY. TEJEROS, MAKATI FOR SALE\n\nProperty across Circuit Makati")).toMatchObject({
      offerType: "sale",
      address: { city: "Makati", barangay: "Tejeros" },
    });
    expect(read("REGALADO HIGHWAY PROPERTY, QUEZON CITY\n\nRegalado Highway Property")?.address.city).toBe(
      "Quezon City",
    );
    // A sentence about property in a town is not a listing.
    expect(read("Property prices in Makati rise as offices fill\n\nThe market report says so")).toBeNull();
  });

  it("reads a figure hyphened to its unit, an office unit's bare area as its floor (rows 20, 122, 191)", () => {
    expect(read("314-SQM OFFICE UNIT IN SALCEDO VILLAGE\n\nUnits 2101 and 2102")).toMatchObject({ floorAreaSqm: 314 });
    expect(read("STILES OFFICE - 1,421 SQM 12/F\n\nWhole office floor")).toMatchObject({ floorAreaSqm: 1421 });
    expect(
      read("1-HECTARE LAND ON WEST SERVICE ROAD, BICUTAN FOR SALE\n\nIndustrial lot with office building and warehouse")
        ?.lotAreaSqm,
    ).toBe(10_000);
  });

  it("takes a lot's exact square metres over its rounded hectares (row 14)", () => {
    expect(read("1.2 HAS LOT FOR SALE IN DAVAO CITY\n\n12,157 sqm. Maryknoll Drive")).toMatchObject({
      lotAreaSqm: 12_157,
      address: { city: "Davao City" },
    });
  });
});

describe("a townhouse sold as a house and lot (Cebu Land Market, cebu_landmarket_listings_2026-07.json)", () => {
  it("reads the townhouse the text names under a 'House and Lot' title, storeys and all (items 4, 18)", () => {
    const item =
      "Fully Furnished House & Lot in Mulberry Drive, Talamban, Cebu City\n\nFully furnished 2-storey townhouse inside Mulberry Drive subdivision in Talamban, Cebu City. 50 sqm lot, 55 sqm floor area. 2 bedrooms, 2 bathrooms. Clean title.";
    expect(read(item)).toMatchObject({ propertyType: "townhouse", lotAreaSqm: 50, floorAreaSqm: 55 });
    expect(
      read("Bungalow House and Lot in Talisay, Cebu\n\nSingle detached bungalow near townhouses, 120 sqm lot")
        ?.propertyType,
    ).toBe("house_and_lot");
  });
});
