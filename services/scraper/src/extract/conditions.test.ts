/**
 * The conditions a listing's own words state, and the words quoted for each. The sentences here are rule
 * fixtures written by hand, one per rule and language; the real pages and bank lists are measured in
 * tests/accuracy (flags found by source).
 */
import { CONDITION_QUOTE_MAX_CHARS, type ListingCondition, ListingSchema } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { conditionEvidenceIn, withConditions } from "./conditions";
import { listingFromText } from "./from-text";

const found = (text: string) => conditionEvidenceIn([text]).map((e) => e.condition);
const quoteOf = (text: string, condition: string) =>
  conditionEvidenceIn([text]).find((e) => e.condition === condition)?.quote;

const STATED: [ListingCondition, string][] = [
  // Title problems
  ["title_encumbered", "Document Status - Notice of Levy on Attachment - Title bears annotation, Entry No. 76126"],
  ["title_encumbered", "The title has an existing encumbrance."],
  ["title_encumbered", "Mortgage not yet released by the bank."],
  ["title_encumbered", "Hindi pa na-release ang mortgage sa titulo."],
  ["title_encumbered", "Title bears annotation: subject to verification as a questionable title."],
  ["legal_case", "With annotation of lis pendens."],
  ["legal_case", "There is an adverse claim on the title."],
  ["legal_case", "Subject of a civil case at the RTC."],
  ["legal_case", "May kaso sa korte ang lote."],
  ["legal_case", "Naay kaso ang yuta."],
  ["title_pending", "Title still in the name of the previous owner."],
  ["title_pending", "Not yet consolidated; transfer under the bank's name is in process."],
  ["title_pending", "Nasa pangalan pa ng dating may-ari ang titulo."],
  ["title_pending", "Wala pa na-transfer ang titulo."],
  ["rights_only", "Tax declaration only, no title."],
  ["rights_only", "Rights only, selling price 450k."],
  ["rights_only", "Tax dec ra ni, walay titulo."],
  ["agrarian", "CLOA title, agrarian reform land."],
  ["agrarian", "Agricultural lot, 2 hectares."],
  // Occupancy
  ["occupied", "Physical Status - Occupied by Illegal Settlers/Tenants"],
  ["occupied", "With stay-in caretaker."],
  ["occupied", "May nakatira pa sa bahay."],
  ["occupied", "Naay nagpuyo sa balay."],
  ["occupied", "Informal settlers on the lot."],
  ["occupied", "Physical Status - Bank is not in control of the property"],
  ["tenanted", "The unit is tenanted until October 2025."],
  ["tenanted", "Currently rented at ₱50,000/month."],
  ["tenanted", "May umuupa sa unit hanggang Disyembre."],
  // Sale terms
  ["as_is", 'Property is sold on an "as-is, where-is" basis.'],
  ["as_is", "Sold as is, where is."],
  ["foreclosed", "Bank foreclosed property for sale."],
  ["foreclosed", "Pag-IBIG acquired assets, 2nd public auction."],
  ["foreclosed", "Physical Status - Bank has full control of the property"],
];

describe("the conditions a listing's words state", () => {
  it.each(STATED)("%s: %s", (condition, text) => {
    expect(found(text)).toContain(condition);
  });

  const NEGATED = [
    "Not occupied.",
    "Non-occupied, vacant and ready.",
    "Occupied: No",
    "Clean title, no encumbrance.",
    "Free from liens and encumbrances.",
    "Legal Status - No Pending Case",
    "Walang kaso, malinis ang titulo.",
    "No adverse claim or lis pendens.",
    "Vacant lot.",
    "Document Status - With Other Annotation - Title bears annotation under Entry No. 2018001957 - Subdivision restrictions",
    "Title bears inherent annotation of Restrictions.",
    "This beautiful home is waiting to be occupied.",
    "Located in an informal settler-free area.",
    "Physical Status - With look-out\ncaretaker",
    "The levy was already cancelled.",
    "Agricultural land converted to residential.",
    "No squatter issues.",
    "Land only (no tenants).",
    "No title issues.",
  ];
  it.each(NEGATED)("no flag: %s", (text) => {
    expect(found(text)).toEqual([]);
  });

  it("keeps the words around each flag, whitespace normalised, in one sentence", () => {
    const text =
      "•Physical Status - Bank has full control of the property - With stay-in\ncaretaker NA\n•Legal Status - No Pending Case";
    expect(quoteOf(text, "occupied")).toBe(
      "Physical Status - Bank has full control of the property - With stay-in caretaker NA",
    );
    expect(quoteOf("Selling 3M. Title   has a levy from Civil Case No. 5550.  Call now.", "title_encumbered")).toBe(
      "Title has a levy from Civil Case No. 5550.",
    );
  });

  it("cuts a long sentence around the words, marked, never over the limit", () => {
    const long = `${"Spacious house with garden and parking ".repeat(6)}occupied by the former owner ${"near schools, malls and churches ".repeat(6)}`;
    const quote = quoteOf(long, "occupied") ?? "";
    expect(quote.length).toBeLessThanOrEqual(CONDITION_QUOTE_MAX_CHARS);
    expect(quote).toContain("occupied by the former owner");
    expect(quote.startsWith("…")).toBe(true);
    expect(quote.endsWith("…")).toBe(true);
  });

  it("reads a hostile 20,000-character paste in one pass (patterns without nested repeats)", () => {
    const hostile = [
      "Ab".repeat(10_000),
      "levy ".repeat(4_000),
      "no levy ".repeat(2_500),
      `${"a".repeat(19_990)} as is`,
      `${"Title ".repeat(3_000)}x`,
      "not occupied ".repeat(1_600),
      "annotation inherent ".repeat(1_000),
      "No. ".repeat(5_000),
      "mortgage ".repeat(2_200),
      "turnover ".repeat(2_200),
    ];
    for (const text of hostile) expect(Array.isArray(conditionEvidenceIn([text]))).toBe(true);
    expect(found("levy ".repeat(4_000))).toEqual(["title_encumbered"]);
    expect(found("no levy ".repeat(2_500))).toEqual([]);
    const post = listingFromText(`House for sale ₱3M\n${"AbAb ".repeat(4_000)}\nOccupied.`, {
      source: "text",
      sourceSite: "paste",
    });
    expect(post?.conditions).toEqual(["occupied"]);
  });
});

describe("a listing with its conditions", () => {
  it("reads a pasted post whole: the post is the listing's own words", () => {
    const listing = listingFromText(
      [
        "House and lot for sale in Cebu City",
        "3 bedrooms, 120 sqm lot, ₱3,500,000",
        "Foreclosed property, sold as is where is.",
        "Naay nagpuyo karon. Title with levy.",
        "Walang kaso.",
      ].join("\n"),
      { source: "text", sourceSite: "paste" },
    );
    expect(listing?.conditions).toEqual(["occupied", "title_encumbered", "as_is", "foreclosed"]);
    expect(listing?.conditionEvidence).toContainEqual({ condition: "occupied", quote: "Naay nagpuyo karon." });
    expect(ListingSchema.parse(listing).conditionEvidence).toHaveLength(4);
  });

  it("quotes a pre-selling unit's turnover date, and only when its status says pre-selling", () => {
    const lines = ["2BR condo, pre-selling", "Turnover: December 2028", "Price: 8.5M"];
    const base = ListingSchema.parse({ sourceSite: "test", description: lines.join(". ") });
    expect(withConditions({ ...base, status: "pre_selling" }, lines).conditionEvidence).toEqual([
      { condition: "pre_selling", quote: "Turnover: December 2028." },
    ]);
    expect(withConditions(base, lines).conditionEvidence).toBeUndefined();
    const noDate = { ...base, status: "pre_selling" as const, description: "Pre-selling units in Cebu." };
    expect(withConditions(noDate, []).conditionEvidence).toEqual([
      { condition: "pre_selling", quote: "Pre-selling units in Cebu." },
    ]);
  });

  it("reads a page in its remarks and status lines, not its other text", () => {
    const base = ListingSchema.parse({ sourceSite: "bank", title: "House and lot in Binangonan" });
    const lines = [
      "Buying tips: ask whether the property is occupied.",
      "Legal Status - With Civil Case",
      "Remarks: Occupied",
    ];
    expect(withConditions(base, lines).conditions).toEqual(["occupied", "legal_case"]);
    expect(withConditions(base, lines.slice(0, 1))).toBe(base);
  });
});
