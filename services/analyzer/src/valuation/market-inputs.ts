/**
 * Gathers the dataset figures one listing needs (reference price, rent, yield, growth, vacancy,
 * dues) through the fallback ladder, as cited values. No arithmetic on the listing happens here.
 */
import type { Listing } from "@suri/contracts";
import { type AreaProfile, type FoundFigure, findFigure } from "../market-data";
import { phrase, type Writer, writerFor } from "../wording/writer";
import type { ValuationBasis } from "./basis";
import { figureCitation } from "./citations";
import { type ReferenceValue, referenceForArea } from "./reference";
import type { CitedValue } from "./rent";

export interface MarketInputs {
  readonly reference: ReferenceValue | null;
  readonly rentPerSqmMonth: CitedValue | null;
  readonly grossYieldPct: CitedValue | null;
  readonly growthPct: CitedValue | null;
  readonly recentGrowthPct: CitedValue | null;
  /** Latest year-on-year BSP reading (built homes only): the low projection scenario. */
  readonly latestGrowthPct: CitedValue | null;
  readonly vacancyPct: CitedValue | null;
  readonly duesPerSqmMonth: CitedValue | null;
  /** Every dataset figure used, for caveats about age and fallbacks. */
  readonly used: readonly { readonly label: string; readonly found: FoundFigure }[];
}

type Used = { label: string; found: FoundFigure }[];

function cited(found: FoundFigure | null, label: string, used: Used, w: Writer): CitedValue | null {
  if (!found) return null;
  used.push({ label, found });
  return { value: found.figure.value, citation: figureCitation(found, undefined, w) };
}

/** Land uses lot-only growth where the research has it; otherwise the residential rate, flagged as a stand-in. */
function growthFor(area: AreaProfile, basis: ValuationBasis, used: Used, w: Writer): CitedValue | null {
  if (basis.areaBasis === "lot") {
    const lotGrowth = findFigure(area, "lotGrowthPct");
    if (lotGrowth) return cited(lotGrowth, "lot price growth", used, w);
    const residential = findFigure(area, "annualGrowthPct");
    if (!residential) return null;
    const standIn: FoundFigure = {
      ...residential,
      fallback: true,
      confidence: "low",
      fallbackNote: "No lot-price growth series for this place; the residential (built homes) rate stands in for land",
      fallbackPhrase: phrase("fallback.lotGrowth"),
    };
    return cited(standIn, "price growth", used, w);
  }
  return cited(findFigure(area, "annualGrowthPct"), "price growth", used, w);
}

/** Pre-selling units use the primary-market yield, unless only a proxy has one and the place has its own resale yield. */
function yieldFor(area: AreaProfile, status: Listing["status"]): FoundFigure | null {
  const resale = findFigure(area, "grossYieldPct");
  if (status !== "pre_selling") return resale;
  const primary = findFigure(area, "grossYieldPrimaryPct");
  if (primary && (!primary.fallback || !resale || resale.fallback)) return primary;
  return resale;
}

export function gatherMarketInputs(
  area: AreaProfile,
  basis: ValuationBasis,
  status: Listing["status"],
  w: Writer = writerFor("en"),
): MarketInputs {
  const used: Used = [];
  const reference = referenceForArea(area, basis.propertyType, basis.areaBasis, w);
  if (reference) used.push({ label: "reference price per sqm", found: reference.found });
  const builtHome = basis.areaBasis === "floor" && basis.propertyType !== "commercial";
  const isCondo = basis.propertyType === "condo";
  // Rent per sqm series are condo rents; houses get the yield route on their own reference value.
  const rentPerSqmMonth = isCondo ? cited(findFigure(area, "rentPerSqmMonth"), "rent per sqm", used, w) : null;
  const wantsYield = builtHome && rentPerSqmMonth === null && reference !== null;
  const yieldFound = wantsYield ? yieldFor(area, status) : null;
  const grossYieldPct = cited(yieldFound, "gross yield", used, w);
  const hasRent = rentPerSqmMonth !== null || grossYieldPct !== null;
  return {
    reference,
    rentPerSqmMonth,
    grossYieldPct,
    growthPct: growthFor(area, basis, used, w),
    recentGrowthPct:
      basis.areaBasis === "lot" ? null : cited(findFigure(area, "recentGrowthPct"), "recent growth", [], w),
    latestGrowthPct:
      basis.areaBasis === "lot" ? null : cited(findFigure(area, "latestGrowthPct"), "latest growth", [], w),
    vacancyPct: hasRent ? cited(findFigure(area, "vacancyPct"), "vacancy", used, w) : null,
    duesPerSqmMonth:
      hasRent && isCondo ? cited(findFigure(area, "associationDuesPerSqmMonth"), "association dues", used, w) : null,
    used,
  };
}
