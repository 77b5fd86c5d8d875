/**
 * The shapes of real sellers' posts that were read wrong (issue 16), each with the real words:
 * quoted from the posts themselves, or the real rows of ../shared/data/listing-texts that show the
 * shape. Each case is one rule; accuracy over all real material is `npm run accuracy`.
 */
import { describe, expect, it } from "vitest";
import { readPasted as read, readsAsType } from "../../test/support/pasted";

const pesos = (text: string) => (read(text)?.priceCentavos ?? 0) / 100;

describe("the price, never an equity, appraisal or fee beside it", () => {
  it.each([
    [
      "Condo for sale\nTotal EQUITY: Php 223,394.60\nTotal Package Price: Php1,890,000.00\nFloor area 24 sqm",
      1_890_000,
    ],
    [
      "Condo for sale. The unit was appraised by the bank at Php 24,048,524. We are selling our unit for Php 21.9M. 120 sqm",
      21_900_000,
    ],
    ["HOUSE AND LOT FOR SALE\nRUSH PRICE ONLY 13M NETT\nLot Area: 150 sqm", 13_000_000],
    ["Lot for sale\nPhp 3,500,000 Incl CGT\n200 sqm", 3_500_000],
    // Row 2 of the listing texts: the old price, then the one asked now.
    [
      "House For Sale in Bolinawan\nPrice: Sacrifice SALE From 15M down 👇 to 11M NET\nLot Area     : 288 sq mtr.",
      11_000_000,
    ],
    // Row 18: a selling price, the taxes, then the total contract price the buyer pays.
    [
      "Condo For Sale\nSelling Price: Php 15,043,032\nTaxes and Other Related Charges: Php 1,308,090\nTotal Contract Price : Php 16,351,122\n1.) Reservation Fee (RF): Php 50,000\n3.) 87% Loanable Balance: Php 13,087,438\n36 sqm",
      16_351_122,
    ],
    // Row 249: "Million" after a figure already in the millions.
    ["House For Sale in Pooc\nPrice: 21,880,000 Million\nLot Area: 313 sqm", 21_880_000],
  ])("%s", (text, expected) => {
    expect(pesos(text)).toBe(expected);
  });

  it("multiplies a per-sqm rate by the area when no total is given, and reads the bracketed total beside one", () => {
    // A rate and an area state the price: ₱15,000 × 500 sqm, with both figures' words as its source.
    expect(pesos("Land For Sale\nThe price is P15,000 per square meters.\nLot area 500 sqm")).toBe(7_500_000);
    expect(pesos("Land For Sale\nSelling Price: P 1,600 per sqm (80M)\n5 hectares")).toBe(80_000_000);
  });

  it("reads no price from metres, gifts or an assumed balance (real rows 179, 181, 245, 246)", () => {
    expect(
      read("Beach lot for sale\n20,400 sqm total area with 130m of pristine beach frontage and 80m of road frontage.")
        ?.priceCentavos,
    ).toBeUndefined();
    expect(
      read("Condo for sale\nThe first 50 buyers will receive ₱200,000 worth of household items.\n30 sqm")
        ?.priceCentavos,
    ).toBeUndefined();
    expect(read("Condo for sale\nSM City CDO Uptown — just ~100 m away\n24 sqm")?.priceCentavos).toBeUndefined();
    expect(read("House for sale\nAssume Price: 850k\nLot area 80 sqm")?.priceCentavos).toBeUndefined();
    expect(pesos("Condo for sale 2 Bedroom\n25k / sqm\n4.5m selling\n60 sqm")).toBe(4_500_000);
  });

  it("reads no price from a range, a down payment or a monthly amortisation alone", () => {
    const listing = read(
      "Condo for sale\nPrice Range: 3.3M – 8M\nDown payment: Php 330,000\nMonthly: Php 25,000\n30 sqm",
    );
    expect(listing?.priceCentavos).toBeUndefined();
  });
});

describe("areas: floor, lot, building only, hectares", () => {
  it("takes the total floor area over the building-only one, and the lot apart", () => {
    const listing = read(
      "House and lot for sale\nTotal Floor Area: 207.4 sqm\nBuilding only Area – 109 sqm\nLot Area: 150 sqm\nPrice 12M",
    );
    expect(listing).toMatchObject({ floorAreaSqm: 207.4, lotAreaSqm: 150 });
  });

  it("turns hectares into the lot of land, never a floor area", () => {
    const listing = read("Land for sale 2.5 hectares in Consolacion, Cebu. 25M");
    expect(listing).toMatchObject({ propertyType: "lot", lotAreaSqm: 25_000 });
    expect(listing?.floorAreaSqm).toBeUndefined();
  });

  it("reads capital SQM as square metres", () => {
    expect(read("Condo unit for sale 68 SQM 2BR 8.5M")?.floorAreaSqm).toBe(68);
  });

  it("gives a condo no lot area from its project's hectares", () => {
    const listing = read(
      "Condo For Sale in Mactan\nSpread across a 12-hectare estate\n1-bed, 1-bath, 36.5 SQ.M.\nPHP 5.2M",
    );
    expect(listing).toMatchObject({ propertyType: "condo", floorAreaSqm: 36.5 });
    expect(listing?.lotAreaSqm).toBeUndefined();
  });
});

describe("type from what the text says", () => {
  readsAsType([
    ["12 bedroom house for sale in Talisay City, Cebu. 25M. Lot area 500 sqm", "house_and_lot"],
    ["4 bedroom house for sale, Liloan. Php 8M. Lot 200 sqm", "house_and_lot"],
    ["15-door apartment for sale, Mandaue City. Income generating. 30M. Lot area 400 sqm", "commercial"],
    ["House For Sale in Tabla\nA rowhouse in Velmiro Heights Consolacion. 3.5M. Floor area 50 sqm", "townhouse"],
    ["Commercial For Sale in Mandaue\nCommercial lot for sale along the highway. 1,000 sqm. P35M", "lot"],
  ]);
});

describe("place from the listing's own address words", () => {
  it.each([
    ["Newly Built Modern House & Lot for Sale in Consolacion, Cebu! 8M. Lot 120 sqm", "Consolacion"],
    ["House and lot for sale in Vista Grande Subdivision, Talisay City, Cebu. 9M. Lot 200 sqm", "Talisay"],
    [
      "House For Sale in Pitalo\nAlberlyn Highlands, Pitalo, San Fernando, Cebu\nTotal Contract Price: 5,888,000.00",
      "San Fernando",
    ],
    ["House and lot in Catarman, Liloan, Cebu. Php 4M. Lot area 100 sqm", "Liloan"],
  ])("%s", (text, city) => {
    expect(read(text)?.address).toMatchObject({ city, province: "Cebu" });
  });

  it("does not take a town the listing is only near", () => {
    const listing = read(
      "House For Sale in Tabla\nLooking for your dream home near in Cebu City? Velmiro Heights Consolacion. 3M",
    );
    expect(listing?.address.city).toBe("Consolacion");
  });

  it.each([
    ["Townhouse for sale, Brgy. Agus, Lapu-Lapu City. 3.2M. Floor area 60 sqm", "Agus"],
    // A sitio is read as the PSGC barangay it lies in: Banawa is in Guadalupe.
    ["House and lot in Banawa, Cebu City. 3 bedrooms. 9M. Lot 120 sqm", "Guadalupe"],
    ["House For Sale in Pitalo\nPitalo, San Fernando, Cebu\nPrice 5M\nLot area 75 sqm", "Pitalo"],
  ])("reads the barangay: %s", (text, barangay) => {
    expect(read(text)?.address.barangay).toBe(barangay);
  });
});

describe("areas: one figure once, in square metres", () => {
  it("reads an area restated in square feet once, and a figure with a '+' [263]", () => {
    expect(
      read(
        "House for sale\nPrice: 16.5M\nLot Area: 240 sqm (Approx. 2,583 sq ft)\nFloor Area: Approx. 287+ sqm (Approx. 3,090+ sq ft)",
      ),
    ).toMatchObject({ lotAreaSqm: 240, floorAreaSqm: 287 });
  });

  it("takes no unit area from a list of amenities' sizes [325]", () => {
    expect(
      read(
        "Condominium for sale in Cebu Business Park\nPrivate Lounge - 61 sq.m.\nFitness Gym - 48 sq.m.\nRoof Deck - 371 sq.m.",
      )?.floorAreaSqm,
    ).toBeUndefined();
  });

  it("reads no condo unit of 20,000 sqm: that is the grounds [179]", () => {
    expect(
      read("Condotel For Sale in Cebu\nA beachfront resort property. This 20,400 sqm property (20,000 sqm titled)")
        ?.floorAreaSqm,
    ).toBeUndefined();
  });
});

describe("rooms: counted, never invented", () => {
  it("counts CR, T&B and comfort rooms as bathrooms", () => {
    expect(read("House for sale 3BR 1 CR 3M lot 100 sqm")?.bathrooms).toBe(1);
    expect(read("House for sale 3 bedrooms 2 T&B 3M lot 100 sqm")?.bathrooms).toBe(2);
    expect(read("Condo for sale studio with T&B 2M 24 sqm")?.bathrooms).toBe(1);
  });

  // Lines as real sellers wrote them (listing-texts rows in brackets), each a shape of its own.
  it.each([
    ["a total and the maid's own T&B on top [125]", "Toilets & Baths: 2\nMaid’s Room: With own Toilet & Bath", 3],
    ["a total written 'TB' [177]", "Furnished Unit:\nBR: 4\nTB: 3\nParking :1", 3],
    ["a half bath is not a bathroom [455]", "2 Bedrooms\n3.5-Toilet and Bath", 3],
    ["the count of the rooms that have one [176]", "3 Bedrooms w/ Toilet & Bath", 3],
    [
      "room by room, numbered and named [231]",
      "-Masters Bedroom with Walk in Closet and T&B\n-Bedroom 1 with Walk in Closet and T&B\n-Bedroom 2 with Walk in Closet and T&B\n-Guest Room with T&B\n-Powder Room\n-Maids Room with T&B",
      5,
    ],
    [
      "ensuite, common and another, never the powder room [58]",
      "Bathrooms:\n4 Ensuite Baths\n1 Common Toilet & Bath\n1 Dedicated Bath/Shower Room\nPowder room",
      6,
    ],
    [
      "a summary line is not counted twice [237]",
      "2 Bedrooms with Bathrooms\nMASTER BEDROOM WITH T&B\nBEDROOM 1 WITH T&B\nPOWDER ROOM\nMAID’S T&B",
      3,
    ],
    [
      "a bedroom count 'including' the master is no bathroom count [57]",
      "4 Bedrooms including Master's with own T&B and Walk-in Closet\n3 T&B",
      3,
    ],
    ["a maid's bare toilet is not a bathroom [391]", "4 – Toilet and Bath\nMaids Room with toilet\npowder room", 4],
  ])("bathrooms: %s", (_shape, lines, count) => {
    expect(read(`House for sale\nPrice: 18M\nLot area: 120 sqm\n${lines}`)?.bathrooms).toBe(count);
  });

  it("reads no bathroom from a finishing schedule or the building's amenities [76, 166, 331]", () => {
    expect(
      read("Condo for sale\nPrice: 11M\nArea: 33 sqm\nTOILET & BATH\nFrameless Glass Enclosure")?.bathrooms,
    ).toBeUndefined();
    expect(
      read("Condo for sale\nPrice: 5M\nArea: 30 sqm\nTiled toilet and bath with bathroom fixtures")?.bathrooms,
    ).toBeUndefined();
    expect(
      read("Condo for sale\nPrice: 5M\nArea: 30 sqm\nGender-inclusive restrooms for gender equality")?.bathrooms,
    ).toBeUndefined();
  });

  it("adds the master bedroom listed before the other bedrooms (real rows 2 and 137)", () => {
    expect(
      read(
        "House For Sale\n2nd Floor:\nMaster Bedroom with walk in Closet\nGround Floor:\n2 Bedroom with Toilet and Bath\nLot Area: 288 sqm",
      )?.bedrooms,
    ).toBe(3);
    expect(
      read("Townhouse for sale\nMaster's Bedroom with Balcony\nBedroom 1\nBedroom 2\nFloor area 90 sqm")?.bedrooms,
    ).toBe(3);
    expect(
      read("House for sale\n4 Bedrooms\n3 Toilet and Bath\nWith Balcony in the Master's Bedroom\nLot 100 sqm")
        ?.bedrooms,
    ).toBe(4);
  });

  it("reads a count after a figure on the line before, and a label run into the next [228, 219]", () => {
    expect(read("House for sale\nPrice: 6M\nFloor area: 79.99\n-4 Bedrooms\n-2 Toilet and Bath")?.bedrooms).toBe(4);
    expect(read("Condo for sale\nBedrooms: 3Bathrooms: 4Area: 259 SqMSelling Price: Php 44M nett")).toMatchObject({
      bedrooms: 3,
      bathrooms: 4,
    });
  });

  it("reads no bedroom count from a provision or a range", () => {
    expect(read("Townhouse for sale. Provision for 2-3 Bedrooms. 3.2M. Floor area 60 sqm")?.bedrooms).toBeUndefined();
    expect(read("Condo for sale 2 to 3 bedrooms available 5M 60 sqm")?.bedrooms).toBeUndefined();
  });

  it("reads posts written in bold Unicode letters", () => {
    expect(read("𝐇𝐨𝐮𝐬𝐞 𝐟𝐨𝐫 𝐒𝐚𝐥𝐞\n𝐏𝐫𝐢𝐜𝐞: 𝟏𝟑.𝟓𝐌\n𝐋𝐨𝐭 𝐀𝐫𝐞𝐚: 𝟐𝟎𝟎 𝐬𝐪𝐦")).toMatchObject({
      priceCentavos: 13_500_000_00,
      lotAreaSqm: 200,
    });
  });
});

describe("where each value was read", () => {
  it("keeps the words the price and areas came from", () => {
    const listing = read("House and lot for sale\nLot Area: 150 sqm\nTotal Contract Price: Php 5,888,000.00");
    expect(listing?.provenance.priceCentavos?.snippet).toContain("Total Contract Price");
    expect(listing?.provenance.lotAreaSqm?.snippet).toContain("Lot Area: 150 sqm");
  });
});

describe("a bank's list with 'View details' buttons and prices without a currency mark", () => {
  it("is refused as a list with every card offered, and no card's city becomes the listing's", async () => {
    const { readFileSync } = await import("node:fs");
    const { extractListings } = await import("./index");
    const html = readFileSync(
      new URL("../../test/fixtures/sites/bank-list-view-details.html", import.meta.url),
      "utf8",
    );
    const { primary, listPage } = extractListings(html, "https://www.bank.example.ph/foreclosed?pg=1");
    expect(primary).toBeNull();
    expect(listPage?.count).toBe(5);
    expect(listPage?.candidates).toHaveLength(5);
    expect(listPage?.candidates[0]?.url).toBe("https://www.bank.example.ph/foreclosed/property?id=MB-1000");
  });
});

describe("a barangay alone", () => {
  it("places the listing in the town the listing data puts that barangay in, and says the place is uncertain", () => {
    const listing = read("Condo For Sale in Mabolo\nAwesome 1 Bedroom Condominium unit for SALE @4.8M Net\nFA: 32 sqm");
    expect(listing?.address).toMatchObject({ barangay: "Mabolo", city: "Cebu City", province: "Cebu" });
    expect(listing?.place?.uncertain).toBe(true);
  });

  it("reads a sitio named alone as the barangay and town it lies in (Banawa: Guadalupe, Cebu City)", () => {
    const listing = read("Condo For Sale in Banawa\nAwesome 1 Bedroom Condominium unit for SALE @4.8M Net\nFA: 32 sqm");
    expect(listing?.address).toMatchObject({ barangay: "Guadalupe", city: "Cebu City", province: "Cebu" });
  });

  it("leaves the town out when the barangay's name is shared by towns the text does not choose between", () => {
    const listing = read("House For Sale in Pooc\nBrand new house and lot. Price 27M net of taxes. Lot Area 292 sqm");
    expect(listing?.address.barangay).toBe("Pooc");
    expect(listing?.address.city).toBeUndefined();
  });
});
