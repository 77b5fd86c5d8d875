/**
 * A pasted text holding many priced properties is refused as a list (as an uploaded list is), at no
 * charge; a single listing that names several amounts (an old and a new price, its reservation and
 * monthly, a pasalo's equity and balance, one unit's payment terms) is read. The false-refusal count
 * comes from the real listing texts of ../shared/data/listing-texts.
 */
import { readFileSync } from "node:fs";
import { listingTextListMessage } from "@suri/contracts";
import { parseCsv } from "@suri/kit/csv";
import { describe, expect, it } from "vitest";
import { readingOfPastedText, readPastedText } from "./read-text";

const fixture = (name: string) =>
  readFileSync(new URL(`../../test/fixtures/pasted-lists/${name}`, import.meta.url), "utf8");
const SINGLE_LISTINGS = JSON.parse(fixture("single-listings.json")) as Record<string, string>;

describe("a pasted list of properties", () => {
  it.each([
    ["forty condos, one a line, each with its area and price", "forty-condos.txt", 40],
    ["a group post of twelve units, area and price on their own lines", "group-post-twelve-units.txt", 12],
    ["fifteen condos named by their rooms, priced, with no areas", "fifteen-condos-no-areas.txt", 15],
  ])("%s is refused as a list", (_, file, count) => {
    expect(readPastedText(fixture(file))).toEqual({
      ok: false,
      reason: "list_page",
      message: `a list of ${count} properties`,
      listingCount: count,
    });
  });

  it("is answered by the free reading with a 422 that says what to paste", () => {
    expect(() => readingOfPastedText(fixture("forty-condos.txt"))).toThrowError(
      expect.objectContaining({ status: 422, code: "list_page", message: listingTextListMessage(40) }),
    );
  });

  it.each(Object.entries(SINGLE_LISTINGS))("one listing with several amounts (%s) is read, not refused", (_, text) => {
    const outcome = readPastedText(text);
    expect(outcome.ok ? "read" : outcome.reason).not.toBe("list_page");
    expect(outcome.ok || outcome.reason === "incomplete").toBe(true);
  });
});

const TEXTS = "/work/shared/data/listing-texts";

/** Every real listing text we hold, as a user would paste it. */
function realTexts(): { id: string; text: string }[] {
  const csv = (file: string) => parseCsv(readFileSync(`${TEXTS}/${file}`, "utf8"));
  const land = JSON.parse(readFileSync(`${TEXTS}/cebu_landmarket_listings_2026-07.json`, "utf8")) as Record<
    string,
    string
  >[];
  return [
    ...csv("cebu_lamudi_descriptions.csv").map((r, i) => ({
      id: `lamudi row ${i}`,
      text: `${r.title}\n\n${r.description}`,
    })),
    ...csv("ncr_leechiu_broker_listings.csv").map((r, i) => ({
      id: `leechiu row ${i}`,
      text: `${r.title}\n${r.price}\n${r.location}\n${r.description}`,
    })),
    ...csv("qc_eastwood_broker_ads_2022.csv").map((r, i) => ({
      id: `eastwood row ${i}`,
      text: `${r.ad_title}\n${r.unit_description}\n${r.price_php}\n${r.payment_terms}`,
    })),
    ...csv("ncr_abic_broker_posts_2024.csv").map((r, i) => ({
      id: `abic row ${i}`,
      text: `${r.name}\n${r.description}`,
    })),
    ...land.map((r, i) => ({ id: `landmarket ${i}`, text: `${r.title}\n${r.address}\n${r.description}` })),
  ];
}

describe("the real listing texts", () => {
  it("are refused as lists only where a post prices several properties", () => {
    const texts = realTexts();
    expect(texts.length).toBeGreaterThan(780);
    const refused = texts.filter(({ text }) => {
      const outcome = readPastedText(text);
      return !outcome.ok && outcome.reason === "list_page";
    });
    // Lamudi row 322 is a developer's post of eight lots (Priveya Hills, Talamban), each with its own
    // area and price: a list. No other real text is.
    expect(refused.map(({ id }) => id)).toEqual(["lamudi row 322"]);
  });
});
