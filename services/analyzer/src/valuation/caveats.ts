/** Honest caveats: what is missing, what was assumed, which figures are weak or old. */

import type { Listing } from "@suri/contracts";
import { formatPeso } from "@suri/contracts";
import { propertyTypeLabel } from "./basis";
import { COMPARABLES_MIN } from "./comparables";
import { INVALID_DELTA_PCT } from "./fairness";
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

const PLACE_SOURCES: Record<NonNullable<Listing["place"]>["from"], string> = {
  structured: "the listing's structured address",
  portal: "the site's location field",
  title: "the listing title",
  breadcrumb: "the page's breadcrumb trail",
  label: "the page's labelled location",
  prose: "the description text only",
};

/** Where the place came from, for the report; null for listings read before places carried evidence. */
export function placeEvidenceText(listing: Listing): string | null {
  const place = listing.place;
  if (!place) return null;
  const where = [listing.address.city, listing.address.province ?? listing.address.region].filter(Boolean).join(", ");
  if (place.setByUser) return `Location ${where || "unknown"} set by you.`;
  const others = place.conflicting.length ? `; the page also names ${place.conflicting.join(", ")}` : "";
  const doubt = place.uncertain ? " The location is uncertain" : "";
  return `Location ${where || "unknown"} taken from ${PLACE_SOURCES[place.from]}${others}.${doubt}${doubt ? "." : ""}`;
}

function listingCaveats(listing: Listing, v: Valuation): string[] {
  const out: string[] = [];
  const place = placeEvidenceText(listing);
  if (place && listing.place?.uncertain) out.push(place);
  if (v.conditions.length) {
    const words = {
      occupied: "it is occupied",
      legal_case: "a legal case is pending",
      title_pending: "the title is not yet transferred",
    };
    out.push(
      `The listing states that ${v.conditions.map((c) => words[c]).join(", and that ")}: see the risks before relying on the price or the rent.`,
    );
  }
  const label = propertyTypeLabel(v.basis.propertyType)?.toLowerCase();
  if (v.basis.propertyType === null)
    out.push("The listing gives neither a property type nor any area, so nothing can be compared per sqm.");
  else if (v.basis.typeInferred) {
    out.push(`The listing does not state a property type; it is valued as a ${label} from the areas it gives.`);
  }
  if (listing.offerType === "rent") {
    out.push(
      v.listedRent === null
        ? "This is a rental listing with a daily or missing rate: sale-price analysis does not apply."
        : `This is a rental listing (${formatPeso(v.listedRent)} a month): price fairness, yield and projections need a sale price.`,
    );
  } else if (v.price === null) {
    out.push(
      "The listing has no sale price, so price fairness, rental yield, the 5-year value and net gain are not computed.",
    );
  }
  if (v.basis.areaBasis !== null && v.basis.areaSqm === null) {
    const missing = v.basis.areaBasis === "floor" ? "floor" : "lot";
    const extra =
      missing === "floor" && listing.lotAreaSqm
        ? " (only the lot area is given; floor-area references do not apply to it)"
        : "";
    out.push(`No ${missing} area${extra}, so there is no price per sqm.`);
  }
  return out;
}

function missingReferenceCaveat(v: Valuation, label: string): string {
  const topic = v.basis.areaBasis === "lot" ? "lot" : v.basis.propertyType === "condo" ? "condo" : "house";
  const relevant = v.resolved.area.gaps.filter((g) => g.topic === topic || g.topic === "all");
  const gaps = relevant.map((g) => ` ${g.text}`).join("");
  const broad = broadContextFigure(v.resolved.area, v.basis.propertyType, v.basis.areaBasis);
  const context = broad
    ? ` The nearest cited figure, ${formatPeso(broad.figure.value)}/sqm for ${broad.area.name} (${broad.figure.period}, all residential types), is too broad to judge one listing.`
    : "";
  return `No cited market price per sqm for a ${label} in ${v.resolved.area.name}, and fewer than ${COMPARABLES_MIN} comparable listings; price fairness is insufficient_data rather than a guess.${gaps}${context}`;
}

function referenceCaveats(v: Valuation): string[] {
  const out: string[] = [];
  const ref = v.priceReference;
  const dataset = ref?.dataset;
  const label = propertyTypeLabel(v.basis.propertyType)?.toLowerCase() ?? "property";
  if (!ref) {
    if (v.basis.areaSqm !== null) out.push(missingReferenceCaveat(v, label));
  } else if (ref.origin === "comparables") {
    const context = dataset
      ? ` (the cited reference would be ${formatPeso(dataset.value)}/sqm, ${dataset.found.figure.period})`
      : "";
    out.push(
      `The price reference is the median of ${ref.compsUsed} comparable listings' asking prices, not sale prices${context}.`,
    );
  } else if (dataset?.found.figure.sourceKey.startsWith("listings:")) {
    const source = dataset.found;
    const wider = source.fallbackNote ? ` ${source.fallbackNote}.` : "";
    out.push(
      `The price reference is the median asking price of ${label} listings in ${source.area.name} (${formatPeso(dataset.value)}/sqm, ${source.figure.period}, ${source.confidence} confidence): asking prices, not sales.${wider}`,
    );
  } else if (dataset?.found.fallback) {
    out.push(
      `No ${label} price reference for ${v.resolved.area.name}: compared with the ${dataset.found.area.name} average (${formatPeso(dataset.value)}/sqm, ${dataset.found.figure.period}), low confidence.`,
    );
  } else if (dataset?.found.confidence === "low") {
    out.push(`The price reference (${formatPeso(dataset.value)}/sqm) is an aggregator or old figure: low confidence.`);
  }
  if (!v.comparison.reliable && v.fairness.rawDeltaPercent !== null) {
    const range = v.fairValueRange
      ? ` At the reference range the unit would be worth ${describeRange(v.fairValueRange)}.`
      : "";
    out.push(`The price comparison is unreliable, so no verdict is given: ${v.comparison.reasons.join("; ")}.${range}`);
  }
  if (!v.yieldCheck.plausible && v.yieldCheck.reason) out.push(`${v.yieldCheck.reason}.`);
  const raw = v.fairness.rawDeltaPercent;
  if (!v.fairness.dataValid && v.fairness.category === "fair" && raw !== null) {
    out.push(
      `The price per sqm is ${raw.toFixed(0)}% above the reference, past the ${INVALID_DELTA_PCT}% plausibility limit: shown as fair and left out of the score (check the area and price).`,
    );
  }
  return out;
}

function figureCaveats(v: Valuation, now: Date): string[] {
  const out: string[] = [];
  for (const { label, found } of v.market.used) {
    if (found.fallback && found.fallbackNote && label !== "reference price per sqm")
      out.push(`${found.fallbackNote} (${label}).`);
    const age = monthsBetween(found.figure.asOf, now);
    if (age > FIGURE_AGE_CAVEAT_MONTHS)
      out.push(`The ${label} figure dates from ${found.figure.period} (${Math.floor(age / 12)} years old).`);
  }
  if (v.basis.areaBasis === "lot") {
    out.push("Raw land is assumed to earn no rent: no rental yield or rent estimate for a lot.");
  } else if (v.rent === null && v.listedRent === null && v.basis.areaSqm !== null) {
    out.push(
      `No cited rent or yield applies to this property in ${v.resolved.area.name}, so there is no rent estimate.`,
    );
  }
  return out;
}

/** What the score could not weigh, in plain words, and whether a rating is given at all. */
function scoreCaveats(v: Valuation): string[] {
  const missing = v.detailed.factors.filter((f) => !f.dataAvailable).map((f) => f.name);
  if (missing.length === 0) return [];
  const share = 100 - v.detailed.coveragePercent;
  const what = `${missing.join(", ")} (${share}% of the weight)`;
  return [
    v.detailed.score === null
      ? `Not enough data to rate: no data for ${what}. The factors with data carry less than half of the weight.`
      : `The score leaves out what has no data: ${what}. It is the weighted average of the other factors.`,
  ];
}

function trendCaveat(v: Valuation): string[] {
  const recent = v.market.recentGrowthPct;
  if (!recent || v.recentTrendFutureValue === null || v.growthPct === null) return [];
  return [
    `Projection uses the long-run ${v.growthPct}%/yr; at the recent trend of ${recent.value}%/yr (${recent.citation.period}, measured from the pandemic low) the 5-year value would be ${formatPeso(v.recentTrendFutureValue)}.`,
  ];
}

function modelCaveats(v: Valuation): string[] {
  const out: string[] = [];
  const plan = v.plan;
  if (plan) {
    out.push(
      "Real property tax is estimated on the asking price as the market value (the direction of RA 12001): the city's current bill may be lower.",
    );
  }
  if (plan?.rentKnown) {
    out.push(
      `Management (${plan.defaults.managementPercent}% of rent collected) and a repairs reserve (${plan.defaults.maintenancePercent}% of rent) are model assumptions, not statistics: adjust them on the calculator page.`,
    );
    if (v.inMetroManila) {
      out.push(
        "Colliers expected Metro Manila rents to fall 1.5% in 2025 before recovering; the projection lets rent rise with inflation.",
      );
    }
  }
  return out;
}

export function collectCaveats(listing: Listing, v: Valuation, now: Date): string[] {
  const all = [
    ...listingCaveats(listing, v),
    ...referenceCaveats(v),
    ...figureCaveats(v, now),
    ...scoreCaveats(v),
    ...trendCaveat(v),
    ...modelCaveats(v),
    "Figures are estimates from published market data, not an appraisal or investment advice.",
  ];
  return [...new Set(all)];
}
