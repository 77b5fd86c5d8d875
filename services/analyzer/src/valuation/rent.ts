/**
 * Market rent for a built unit and its gross yield. Rent comes from the market, not from the asking
 * price: cited rent per sqm × floor area, else the reference value of the unit (reference price per
 * sqm × floor area) × the cited gross yield / 12. So a dearer listing of the same unit earns the
 * same rent and shows a lower yield.
 */
import type { Citation } from "@suri/contracts";
import { type CondoRentTable, rentCellFor } from "../market-data/listing-build/condo-rents";
import condoRentsJson from "../market-data/listing-references/condo-rents.json";
import { derivedCitation } from "./citations";

const CONDO_RENTS = condoRentsJson as unknown as CondoRentTable;

export interface CitedValue {
  readonly value: number;
  readonly citation: Citation;
}

export type RentMethod = "rent_per_sqm" | "condo_rent_by_bedrooms" | "yield_on_reference_value";

export interface RentEstimate {
  readonly monthlyRent: number;
  readonly method: RentMethod;
  readonly citation: Citation;
  /** The dataset citations the estimate rests on. */
  readonly inputs: readonly Citation[];
}

export function monthlyRentEstimate(input: {
  floorAreaSqm: number | null;
  rentPerSqmMonth: CitedValue | null;
  referencePerSqm: CitedValue | null;
  grossYieldPct: CitedValue | null;
}): RentEstimate | null {
  const { floorAreaSqm, rentPerSqmMonth, referencePerSqm, grossYieldPct } = input;
  if (floorAreaSqm === null || floorAreaSqm <= 0) return null;
  if (rentPerSqmMonth) {
    const inputs = [rentPerSqmMonth.citation];
    return {
      monthlyRent: rentPerSqmMonth.value * floorAreaSqm,
      method: "rent_per_sqm",
      inputs,
      citation: derivedCitation(
        "Rent per sqm × floor area",
        `PHP ${rentPerSqmMonth.value.toLocaleString("en-PH")}/sqm/month × ${floorAreaSqm} sqm`,
        inputs,
      ),
    };
  }
  if (referencePerSqm && grossYieldPct) {
    const inputs = [referencePerSqm.citation, grossYieldPct.citation];
    const referenceValue = referencePerSqm.value * floorAreaSqm;
    return {
      monthlyRent: (referenceValue * grossYieldPct.value) / 100 / 12,
      method: "yield_on_reference_value",
      inputs,
      citation: derivedCitation(
        "Gross yield × reference value / 12",
        `No rent per sqm for this area: ${grossYieldPct.value}% gross yield on the reference value (PHP ${Math.round(referencePerSqm.value).toLocaleString("en-PH")}/sqm × ${floorAreaSqm} sqm), derived`,
        inputs,
      ),
    };
  }
  return null;
}

/** Annual rent over price, in percent; null without both. */
export function grossRentalYieldPct({ monthlyRent, price }: { monthlyRent: number | null; price: number | null }) {
  if (monthlyRent === null || price === null || price <= 0) return null;
  return ((monthlyRent * 12) / price) * 100;
}

/** A rent listing's asking rent per month (a day rate is not converted: occupancy is unknown). */
export function listedMonthlyRent(amount: number, period: "month" | "day" | "year" | undefined): number | null {
  if (period === undefined || period === "month") return amount;
  if (period === "year") return amount / 12;
  return null;
}

/**
 * A condo's rent from condo rent data (market-data/listing-references/condo-rents.json): the
 * median rent per sqm × floor area where the city has rentals with their areas, else the median
 * month's rent of rentals with as many bedrooms. Null where the data has no such cell.
 */
export function condoRentEstimate(input: {
  city: string | null;
  floorAreaSqm: number | null;
  bedrooms: number | null;
}): RentEstimate | null {
  const { city, floorAreaSqm, bedrooms } = input;
  if (city === null) return null;
  const cell = rentCellFor(CONDO_RENTS.cells, city, floorAreaSqm, bedrooms);
  if (!cell) return null;
  const source = CONDO_RENTS.sources.find((s) => s.key === cell.source)!;
  const held = CONDO_RENTS.heldOut.find((m) => m.basis === cell.basis);
  const rooms =
    cell.bedrooms === 0
      ? "no bedroom (studio)"
      : cell.bedrooms === 3
        ? "3 or more bedrooms"
        : `${cell.bedrooms} bedroom${cell.bedrooms === 1 ? "" : "s"}`;
  const what =
    cell.basis === "sqm"
      ? `median ₱${cell.median.toLocaleString("en-PH")}/sqm a month of ${cell.n} ${city} condo rentals with their floor area`
      : cell.basis === "sqm-derived"
        ? `median month's rent of ${cell.n} ${city} condo rentals with ${rooms}, over the ${cell.areaSqm} sqm median floor area of ${cell.areaN} such condos for sale there: ₱${cell.median.toLocaleString("en-PH")}/sqm a month`
        : `median month's rent of ${cell.n} ${city} condo rentals with ${rooms}`;
  const input_: Citation = {
    kind: "dataset",
    source: `${source.title} (${source.repository})`,
    period: source.period,
    confidence: cell.n >= 40 ? "medium" : "low",
    note: `Asking rents, ${what}; middle half ${cell.basis === "unit" ? `₱${cell.q1.toLocaleString("en-PH")}–${cell.q3.toLocaleString("en-PH")}` : `₱${cell.q1}–${cell.q3}/sqm`}.${held ? ` On held-out rentals this estimate erred by ${held.medianAbsErrorPct}% (median).` : ""}`,
  };
  const perSqm = cell.basis !== "unit" && floorAreaSqm !== null && floorAreaSqm > 0;
  return {
    monthlyRent: perSqm ? cell.median * floorAreaSqm : cell.median,
    method: perSqm ? "rent_per_sqm" : "condo_rent_by_bedrooms",
    inputs: [input_],
    citation: derivedCitation(
      perSqm ? "Condo rent per sqm × floor area" : "Condo rent for the bedroom count",
      perSqm ? `PHP ${cell.median}/sqm/month × ${floorAreaSqm} sqm` : what,
      [input_],
    ),
  };
}
