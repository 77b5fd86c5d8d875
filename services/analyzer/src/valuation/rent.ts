/**
 * Market rent for a built unit and its gross yield. Rent comes from the market, not from the asking
 * price: cited rent per sqm × floor area, else the reference value of the unit (reference price per
 * sqm × floor area) × the cited gross yield / 12. So a dearer listing of the same unit earns the
 * same rent and shows a lower yield.
 */
import type { Citation } from "@suri/contracts";
import { derivedCitation } from "./citations";

export interface CitedValue {
  readonly value: number;
  readonly citation: Citation;
}

export type RentMethod = "rent_per_sqm" | "yield_on_reference_value";

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
