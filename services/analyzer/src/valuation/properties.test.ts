/** Property tests: the score stays in 0..100; a higher price never makes a listing look better. */
import { type Listing, ListingSchema, ReportDataSchema } from "@suri/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unknownNumbers } from "../narrative";
import { buildReport, combineFactors, RED_FLAG_CAPS } from ".";

const now = new Date("2026-11-21T08:00:00Z");

const places = [
  { city: "Taguig", text: "Bonifacio Global City" },
  { city: "Makati" },
  { city: "Quezon City" },
  { city: "Pasig", text: "Ortigas Center" },
  { city: "Mandaluyong" },
  { city: "Parañaque" },
  { city: "Cebu City" },
  { city: "Iloilo City" },
  { city: "Santa Rosa", province: "Laguna" },
  { city: "Makati", barangay: "Forbes Park" },
  { city: "Lambunao", province: "Iloilo" },
  {},
];

const listingArb = fc
  .record({
    place: fc.constantFrom(...places),
    propertyType: fc.option(fc.constantFrom("condo", "house_and_lot", "townhouse", "lot", "commercial" as const), {
      nil: undefined,
    }),
    status: fc.option(fc.constantFrom("ready_for_occupancy", "pre_selling" as const), { nil: undefined }),
    floorAreaSqm: fc.option(fc.double({ min: 5, max: 1_000, noNaN: true }), { nil: undefined }),
    lotAreaSqm: fc.option(fc.double({ min: 20, max: 20_000, noNaN: true }), { nil: undefined }),
    priceCentavos: fc.option(fc.integer({ min: 1, max: 50_000_000_000 }), { nil: undefined }),
  })
  .map(({ place, ...rest }) => ListingSchema.parse({ sourceSite: "prop", ...rest, address: place }));

const factorArb = fc.record({
  weight: fc.integer({ min: 1, max: 30 }),
  score: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
});
const flagArb = fc.subarray(
  (Object.keys(RED_FLAG_CAPS) as (keyof typeof RED_FLAG_CAPS)[]).map((key) => ({ key, cap: RED_FLAG_CAPS[key] })),
);

describe("score range", () => {
  it("the score is an integer in 0..100 or none, for any factors with or without data, under any caps", () => {
    fc.assert(
      fc.property(fc.array(factorArb, { minLength: 1, maxLength: 7 }), flagArb, (factors, flags) => {
        const { score, rating, coveragePercent } = combineFactors(factors, flags);
        if (score === null) return rating === null && coveragePercent < 50;
        const capOk = flags.every((f) => score <= f.cap);
        return Number.isInteger(score) && score >= 0 && score <= 100 && capOk && coveragePercent >= 50;
      }),
      { numRuns: 2_000 },
    );
  });

  it("every generated listing yields a schema-valid report: scores in 0..100, each factor in its range", () => {
    fc.assert(
      fc.property(listingArb, (listing) => {
        const report = ReportDataSchema.parse(buildReport(listing, { now }));
        const s = report.investmentScore;
        if (report.simplifiedScore) return false;
        if (s.score !== null && !(Number.isInteger(s.score) && s.score >= 0 && s.score <= 100)) return false;
        if ((s.score === null) !== (s.rating === null)) return false;
        for (const f of s.factors) {
          if (f.score !== null && (f.score < 0 || f.score > 100)) return false;
          if (f.weightedScore < 0 || f.weightedScore > f.weight + 1e-9) return false;
          if ((f.score === null) !== (f.dataAvailable === false)) return false;
        }
        const weights = report.investmentScore.factors.map((f) => f.weight);
        return weights.reduce((a, b) => a + b, 0) === 100 && weights.join(",") === "30,20,15,15,10,5,5";
      }),
      { numRuns: 500 },
    );
  });
});

describe("a higher price, everything else equal, never raises yield, fairness or score", () => {
  const pricedListing = listingArb.filter((l) => l.priceCentavos !== undefined);

  it("holds wherever the SPEC's data-validity verdict does not flip", () => {
    fc.assert(
      fc.property(pricedListing, fc.double({ min: 1, max: 5, noNaN: true }), (listing: Listing, factor) => {
        const cheaper = buildReport(listing, { now });
        const dearerListing = { ...listing, priceCentavos: Math.round((listing.priceCentavos ?? 0) * factor) };
        const dearer = buildReport(dearerListing, { now });
        // SPEC §9 shows implausible deltas (>150%) as fair and drops them from the score: a
        // deliberate discontinuity, tested in fairness.test.ts, so pairs straddling it are skipped.
        fc.pre(cheaper.priceFairness.dataValid === dearer.priceFairness.dataValid);
        // Likewise a comparison that becomes reliable (a price no longer 60 % under the reference) or a
        // yield that becomes plausible (no longer above 15 %) enters the score: the honesty thresholds.
        fc.pre(cheaper.priceFairness.reliable === dearer.priceFairness.reliable);
        fc.pre(
          cheaper.financialAnalysis.rentalYieldDetail.plausible ===
            dearer.financialAnalysis.rentalYieldDetail.plausible,
        );
        const y0 = cheaper.financialAnalysis.rentalYield;
        const y1 = dearer.financialAnalysis.rentalYield;
        if (y0 !== null && y1 !== null) expect(y1).toBeLessThanOrEqual(y0 + 1e-9);
        const d0 = cheaper.priceFairness.deltaPercent;
        const d1 = dearer.priceFairness.deltaPercent;
        if (d0 !== null && d1 !== null) expect(d1).toBeGreaterThanOrEqual(d0 - 1e-9);
        // The score and every one of its factors: the same factors have data at either price.
        for (const f of dearer.investmentScore.factors) {
          const before = cheaper.investmentScore.factors.find((x) => x.key === f.key);
          expect(f.dataAvailable).toBe(before?.dataAvailable);
          if (f.score !== null) expect(f.score).toBeLessThanOrEqual((before?.score ?? 0) + 1e-9);
        }
        expect(dearer.investmentScore.score ?? -1).toBeLessThanOrEqual(cheaper.investmentScore.score ?? -1);
        const n0 = cheaper.financialAnalysis.netYield;
        const n1 = dearer.financialAnalysis.netYield;
        if (n0 !== null && n0 !== undefined && n1 !== null && n1 !== undefined)
          expect(n1).toBeLessThanOrEqual(n0 + 1e-9);
      }),
      { numRuns: 1_000 },
    );
  });
});

describe("the narrative states only numbers the report holds", () => {
  it("in English and Tagalog, for any listing", () => {
    fc.assert(
      fc.property(listingArb, (listing) => {
        const report = buildReport(listing, { now });
        if (!report.narrative) return false;
        expect(unknownNumbers(report.narrative, report)).toEqual([]);
        return report.summary === report.narrative.en.summary;
      }),
      { numRuns: 400 },
    );
  });
});

describe("more comparables never widen the confidence range", () => {
  const compArb = fc.record({
    sqm: fc.integer({ min: 20, max: 200 }),
    perSqm: fc.integer({ min: 60_000, max: 400_000 }),
    bedrooms: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
    daysOld: fc.option(fc.integer({ min: 0, max: 900 }), { nil: undefined }),
  });
  const subject = ListingSchema.parse({
    sourceSite: "prop",
    url: "https://example.ph/subject",
    priceCentavos: 10_000_000_00,
    floorAreaSqm: 50,
    bedrooms: 1,
    propertyType: "condo",
    address: { city: "Makati" },
  });
  type RawComp = { sqm: number; perSqm: number; bedrooms?: number | undefined; daysOld?: number | undefined };
  const toListing = (c: RawComp, i: number): Listing =>
    ListingSchema.parse({
      sourceSite: "prop",
      url: `https://example.ph/${i}`,
      priceCentavos: c.sqm * c.perSqm * 100,
      floorAreaSqm: c.sqm,
      propertyType: "condo",
      address: { city: "Makati" },
      ...(c.bedrooms !== undefined ? { bedrooms: c.bedrooms } : {}),
      ...(c.daysOld !== undefined ? { postedAt: new Date(now.getTime() - c.daysOld * 86_400_000).toISOString() } : {}),
    });
  const width = (comps: Listing[]) =>
    buildReport(subject, { now, comparables: comps }).marketValueAssessment?.rangePercent ?? Number.POSITIVE_INFINITY;

  it("the same evidence counted again narrows or keeps the range", () => {
    fc.assert(
      fc.property(fc.array(compArb, { minLength: 0, maxLength: 30 }), (raw) => {
        const comps = raw.map(toListing);
        const twice = [...comps, ...raw.map((c, i) => toListing(c, i + raw.length))];
        expect(width(twice)).toBeLessThanOrEqual(width(comps) + 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it("comparables never make the range wider than the dataset alone", () => {
    fc.assert(
      fc.property(fc.array(compArb, { minLength: 0, maxLength: 40 }), (raw) => {
        expect(width(raw.map(toListing))).toBeLessThanOrEqual(width([]) + 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it("adding comparables at the current reference price never widens it", () => {
    fc.assert(
      fc.property(fc.array(compArb, { minLength: 5, maxLength: 30 }), fc.integer({ min: 1, max: 10 }), (raw, extra) => {
        const comps = raw.map(toListing);
        const before = buildReport(subject, { now, comparables: comps });
        const reference = before.priceFairness.medianPricePerSqM;
        if (before.priceFairness.citation?.kind !== "comparables" || reference === null) return;
        const more = Array.from({ length: extra }, (_, k) => toListing({ sqm: 50, perSqm: reference }, raw.length + k));
        const after = buildReport(subject, { now, comparables: [...comps, ...more] });
        expect(after.marketValueAssessment?.rangePercent ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(
          (before.marketValueAssessment?.rangePercent ?? 0) + 1e-9,
        );
      }),
      {
        numRuns: 300,
        // Found by fast-check after ~10,000 runs when the range used the trimmed set: the extra listing
        // made two others outliers, and the range came out 0.0001 points wider.
        examples: [
          [
            [
              { sqm: 20, perSqm: 152_445, bedrooms: undefined, daysOld: undefined },
              { sqm: 20, perSqm: 60_000, bedrooms: undefined, daysOld: undefined },
              { sqm: 20, perSqm: 60_000, daysOld: 0, bedrooms: undefined },
              { sqm: 20, perSqm: 211_086, bedrooms: undefined, daysOld: undefined },
              { sqm: 20, perSqm: 211_931, daysOld: 0, bedrooms: undefined },
              { sqm: 20, perSqm: 183_651, bedrooms: 0, daysOld: 0 },
              { sqm: 20, perSqm: 245_055, bedrooms: undefined, daysOld: undefined },
              { sqm: 134, perSqm: 214_214, bedrooms: undefined, daysOld: undefined },
              { sqm: 145, perSqm: 245_055, daysOld: 381, bedrooms: undefined },
            ],
            1,
          ],
        ],
      },
    );
  });
});
