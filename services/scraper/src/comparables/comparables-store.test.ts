import { readFileSync } from "node:fs";
import { type Database, migrate, openDatabase } from "@suri/kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractListings } from "../extract/index";
import { migrations, SCHEMA } from "../migrations";
import { ComparablesStore, fingerprint } from "./store";

const LAMUDI = "/work/shared/fixtures/lamudi/search-results-iloilo-foreclosures.html";
let db: Database;
let store: ComparablesStore;
let now = new Date("2026-11-01T00:00:00Z");

beforeAll(async () => {
  db = await openDatabase({ dataDir: ":memory:" });
  await migrate(db, SCHEMA, migrations);
  store = new ComparablesStore(db.knex, `${SCHEMA}.comparables`, () => now);
}, 30_000);
afterAll(() => db?.close());

describe("comparables store", () => {
  const { items } = extractListings(readFileSync(LAMUDI, "utf8"), "https://www.lamudi.com.ph/buy/iloilo/foreclosures/");

  it("keeps every priced, sized listing of a search page once, however often it is seen", async () => {
    const worthKeeping = items.filter((l) => l.url && l.priceCentavos && (l.floorAreaSqm || l.lotAreaSqm));
    expect(worthKeeping.length).toBeGreaterThan(20);
    await store.add(items);
    await store.add(items);
    const rows = (await db.knex(`${SCHEMA}.comparables`).count("* as count")) as { count: number }[];
    expect(Number(rows[0]?.count)).toBe(new Set(worthKeeping.map(fingerprint)).size);
  });

  it("drops a repost of the same property under another URL (fingerprint)", async () => {
    const condo = items.find((l) => l.title === "Condo For Sale in Mandurriao" && l.floorAreaSqm === 40)!;
    await store.add([{ ...condo, url: "https://www.dotproperty.com.ph/ads/repost-of-the-same-condo" }]);
    const found = await store.find({ city: "Iloilo City", propertyType: "condo", areaSqm: 40 });
    expect(
      found.filter((c) => c.listing.priceCentavos === condo.priceCentavos && c.listing.floorAreaSqm === 40),
    ).toHaveLength(1);
  });

  it("keeps a pasalo out: its price is the seller's equity", async () => {
    const condo = items.find((l) => l.title === "Condo For Sale in Mandurriao" && l.floorAreaSqm === 40)!;
    const pasalo = { ...condo, url: "https://example.test/for-assume", priceCentavos: 50_000_000 };
    expect(await store.add([{ ...pasalo, assumption: { equityCentavos: 50_000_000, quote: "For Assume" } }])).toBe(0);
  });

  it("answers by city, type, size band, bedrooms and recency, with each one's URL and date", async () => {
    const condos = await store.find({ city: "iloilo city", propertyType: "condo" });
    expect(condos.length).toBeGreaterThan(0);
    for (const c of condos) {
      expect(c.listing.propertyType).toBe("condo");
      expect(c.listing.address.city).toBe("Iloilo City");
      expect(c.url).toMatch(/^https:\/\/www\.lamudi\.com\.ph\/property\//);
      expect(c.seenAt).toBe(now.toISOString());
    }
    const band = await store.find({ city: "Iloilo City", propertyType: "condo", areaSqm: 40 });
    for (const c of band) expect(c.listing.floorAreaSqm).toBeGreaterThanOrEqual(24);
    for (const c of band) expect(c.listing.floorAreaSqm).toBeLessThanOrEqual(56);
    const oneBedroom = await store.find({ city: "Iloilo City", propertyType: "condo", bedrooms: 1 });
    expect(oneBedroom.every((c) => c.listing.bedrooms === 1)).toBe(true);
    const lots = await store.find({ city: "Iloilo City", propertyType: "lot" });
    expect(lots.every((c) => c.listing.lotAreaSqm && !c.listing.floorAreaSqm)).toBe(true);
    now = new Date("2027-12-01T00:00:00Z");
    expect(await store.find({ city: "Iloilo City", propertyType: "condo", maxAgeDays: 180 })).toEqual([]);
  });
});
