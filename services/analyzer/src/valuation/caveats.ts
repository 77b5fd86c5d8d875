/** Honest caveats: what is missing, what was assumed, which figures are weak or old. */

import type { Listing } from "@suri/contracts";
import { formatPeso } from "@suri/contracts";
import type { FoundFigure } from "../market-data";
import { joined, type PhraseKey, phrase, type Writer, writerFor } from "../wording/writer";
import { COMPARABLES_MIN } from "./comparables";
import { problemConditions } from "./listing-conditions";
import { broadContextFigure } from "./reference";
import { describeRange } from "./reliability";
import type { Valuation } from "./value-listing";

/** Figures older than this, counted from the report date, get an age caveat. */
export const FIGURE_AGE_CAVEAT_MONTHS = 36;

function monthsBetween(asOf: string, now: Date): number {
  const [year, month] = asOf.split("-").map(Number);
  if (!year || !month) return 0;
  return (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - month);
}

/** Where the place came from, for the report; null for listings read before places carried evidence. */
export function placeEvidenceText(listing: Listing, w: Writer = writerFor("en")): string | null {
  const place = listing.place;
  if (!place) return null;
  const where =
    [listing.address.city, listing.address.province ?? listing.address.region].filter(Boolean).join(", ") ||
    w.say("caveat.placeUnknown");
  if (place.setByUser) return w.say("caveat.placeSetByYou", { where });
  const others = place.conflicting.length
    ? w.say("caveat.placeAlsoNames", { places: place.conflicting.join(", ") })
    : "";
  const doubt = place.uncertain ? w.say("caveat.placeUncertain") : "";
  return w.say("caveat.placeFrom", {
    where,
    from: w.say(`caveat.placeSource.${place.from}` as PhraseKey),
    others,
    doubt,
  });
}

function listingCaveats(listing: Listing, v: Valuation, w: Writer): string[] {
  const out: string[] = [];
  const place = placeEvidenceText(listing, w);
  if (place && listing.place?.uncertain) out.push(place);
  const stated = problemConditions(v.conditions);
  if (stated.length) {
    const conditions = stated.map((c) => phrase(`caveat.condition.${c}` as PhraseKey));
    out.push(w.say("caveat.conditions", { conditions: joined(conditions, "join.andThat") }));
  }
  const label = typeLabel(v.basis.propertyType, w);
  if (v.basis.propertyType === null) out.push(w.say("caveat.noTypeNoArea"));
  else if (v.basis.typeInferred) out.push(w.say("caveat.typeInferred", { label }));
  if (listing.offerType === "rent") {
    out.push(
      v.listedRent === null
        ? w.say("caveat.rentDaily")
        : w.say("caveat.rentListing", { rent: formatPeso(v.listedRent) }),
    );
  } else if (v.price === null && !v.assumption) {
    out.push(w.say("caveat.noPrice"));
  }
  if (v.basis.areaBasis !== null && v.basis.areaSqm === null) {
    const floor = v.basis.areaBasis === "floor";
    const lotOnly = floor && listing.lotAreaSqm ? w.say("caveat.lotOnly") : "";
    out.push(w.say(floor ? "caveat.noFloorArea" : "caveat.noLotArea", { extra: lotOnly }));
  }
  return out;
}

/** "condominium", "house and lot": the type in running text; "property" when there is none. */
export function typeLabel(type: Valuation["basis"]["propertyType"], w: Writer): string {
  return w.say(type === null ? "type.property.lower" : (`type.${type}.lower` as PhraseKey));
}

function missingReferenceCaveat(v: Valuation, label: string, w: Writer): string {
  const topic = v.basis.areaBasis === "lot" ? "lot" : v.basis.propertyType === "condo" ? "condo" : "house";
  const relevant = v.resolved.area.gaps.filter((g) => g.topic === topic || g.topic === "all");
  const gaps = relevant.map((g) => ` ${g.text}`).join("");
  const broad = broadContextFigure(v.resolved.area, v.basis.propertyType, v.basis.areaBasis);
  const context = broad
    ? w.say("caveat.broadFigure", {
        value: formatPeso(broad.figure.value),
        place: broad.area.name,
        period: broad.figure.period,
      })
    : "";
  return w.say("caveat.noReference", {
    label,
    place: v.resolved.area.name,
    min: COMPARABLES_MIN,
    gaps,
    context,
  });
}

function referenceCaveats(v: Valuation, w: Writer): string[] {
  const out: string[] = [];
  const ref = v.priceReference;
  const dataset = ref?.dataset;
  const label = typeLabel(v.basis.propertyType, w);
  if (!ref) {
    if (v.basis.areaSqm !== null) out.push(missingReferenceCaveat(v, label, w));
  } else if (ref.origin === "comparables") {
    const context = dataset
      ? w.say("caveat.citedWouldBe", { value: formatPeso(dataset.value), period: dataset.found.figure.period })
      : "";
    out.push(w.say("caveat.comparablesReference", { n: ref.compsUsed, context }));
  } else if (dataset?.found.figure.sourceKey.startsWith("listings:")) {
    const source = dataset.found;
    const wider = source.fallbackNote ? ` ${fallbackText(source, w)}.` : "";
    out.push(
      w.say("caveat.listingsReference", {
        label,
        place: source.area.name,
        value: formatPeso(dataset.value),
        period: source.figure.period,
        confidence: w.say(`confidence.${source.confidence}` as PhraseKey),
        wider,
      }),
    );
  } else if (dataset?.found.fallback) {
    out.push(
      w.say("caveat.widerReference", {
        label,
        place: v.resolved.area.name,
        wider: dataset.found.area.name,
        value: formatPeso(dataset.value),
        period: dataset.found.figure.period,
      }),
    );
  } else if (dataset?.found.confidence === "low") {
    out.push(w.say("caveat.weakReference", { value: formatPeso(dataset.value) }));
  }
  if (!v.comparison.reliable && v.fairness.rawDeltaPercent !== null) {
    const range = v.fairValueRange ? w.say("fairness.rangeWorth", { range: describeRange(v.fairValueRange) }) : "";
    out.push(w.say("caveat.unreliable", { reasons: joined(v.comparison.reasons, "join.semicolon"), range }));
  }
  if (!v.yieldCheck.plausible && v.yieldCheck.reason) out.push(`${w.text(v.yieldCheck.reason)}.`);
  return out;
}

/** Why a figure of a wider place stands in, in the reader's words (the dataset's own note otherwise). */
function fallbackText(found: Pick<FoundFigure, "fallbackNote" | "fallbackPhrase">, w: Writer): string {
  return found.fallbackPhrase ? w.text(found.fallbackPhrase) : (found.fallbackNote ?? "");
}

function figureCaveats(v: Valuation, now: Date, w: Writer): string[] {
  const out: string[] = [];
  for (const { label, found } of v.market.used) {
    const key = FIGURE_LABEL_KEYS[label];
    const what = key ? w.say(`figure.${key}` as PhraseKey) : label;
    if (found.fallback && found.fallbackNote && label !== "reference price per sqm")
      out.push(w.say("caveat.fallback", { note: fallbackText(found, w), what }));
    const age = monthsBetween(found.figure.asOf, now);
    if (age > FIGURE_AGE_CAVEAT_MONTHS)
      out.push(w.say("caveat.oldFigure", { what, period: found.figure.period, years: Math.floor(age / 12) }));
  }
  if (v.rent?.caveat) out.push(v.rent.caveat);
  if (v.basis.areaBasis === "lot") {
    out.push(w.say("caveat.landNoRent"));
  } else if (v.rent === null && v.listedRent === null && v.basis.areaSqm !== null) {
    out.push(w.say("caveat.noRent", { place: v.resolved.area.name }));
  }
  return out;
}

/** The market figures' labels (market-inputs.ts), as catalogue keys. */
const FIGURE_LABEL_KEYS: Readonly<Record<string, string>> = {
  "reference price per sqm": "referencePerSqm",
  "rent per sqm": "rentPerSqm",
  "gross yield": "grossYield",
  "price growth": "priceGrowth",
  "lot price growth": "lotPriceGrowth",
  vacancy: "vacancy",
  "association dues": "dues",
};

/** What the score could not weigh, in plain words, and whether a rating is given at all. */
function scoreCaveats(v: Valuation, w: Writer): string[] {
  const missing = v.detailed.factors.filter((f) => !f.dataAvailable).map((f) => f.name);
  if (missing.length === 0) return [];
  const what = w.say("caveat.missingFactors", { factors: missing, share: 100 - v.detailed.coveragePercent });
  return [w.say(v.detailed.score === null ? "caveat.notRated" : "caveat.scoreLeavesOut", { what })];
}

function trendCaveat(v: Valuation, w: Writer): string[] {
  const recent = v.market.recentGrowthPct;
  if (!recent || v.recentTrendFutureValue === null || v.growthPct === null) return [];
  return [
    w.say("caveat.trend", {
      growth: v.growthPct,
      recent: recent.value,
      period: recent.citation.period ?? "",
      value: formatPeso(v.recentTrendFutureValue),
    }),
  ];
}

function modelCaveats(v: Valuation, w: Writer): string[] {
  const out: string[] = [];
  const plan = v.plan;
  if (plan) out.push(w.say("caveat.propertyTax"));
  if (plan?.rentKnown) {
    out.push(
      w.say("caveat.assumptions", {
        management: plan.defaults.managementPercent,
        maintenance: plan.defaults.maintenancePercent,
      }),
    );
    if (v.inMetroManila) out.push(w.say("caveat.colliersRents"));
  }
  return out;
}

export function collectCaveats(listing: Listing, v: Valuation, now: Date, w: Writer = writerFor("en")): string[] {
  const all = [
    ...listingCaveats(listing, v, w),
    ...referenceCaveats(v, w),
    ...figureCaveats(v, now, w),
    ...scoreCaveats(v, w),
    ...trendCaveat(v, w),
    ...modelCaveats(v, w),
    w.say("caveat.estimates"),
  ];
  return [...new Set(all)];
}
