/**
 * Market rent for a built unit and its gross yield. Rent comes from the market, not from the asking
 * price: cited rent per sqm × floor area, else the reference value of the unit (reference price per
 * sqm × floor area) × the cited gross yield / 12. So a dearer listing of the same unit earns the
 * same rent and shows a lower yield.
 */
import type { Citation } from "@suri/contracts";
import { ONE_BROKER_SOURCES } from "../market-data/listing-build/condo-rent-cells";
import { type CondoRentTable, type RentCell, rentCellFor } from "../market-data/listing-build/condo-rents";
import condoRentsJson from "../market-data/listing-references/condo-rents.json";
import { type Writer, writerFor } from "../wording/writer";
import { derivedCitation } from "./citations";

const CONDO_RENTS = condoRentsJson as unknown as CondoRentTable;

export interface CitedValue {
  readonly value: number;
  readonly citation: Citation;
}

/** "listed": the rent a sale listing states for the unit itself (let now, or offered for rent too). */
export type RentMethod = "rent_per_sqm" | "condo_rent_by_bedrooms" | "yield_on_reference_value" | "listed";

export interface RentEstimate {
  readonly monthlyRent: number;
  readonly method: RentMethod;
  readonly citation: Citation;
  /** The dataset citations the estimate rests on. */
  readonly inputs: readonly Citation[];
  /** What the reader should know about the data the rent rests on (one brokerage's upper-market stock). */
  readonly caveat?: string;
}

export function monthlyRentEstimate(
  input: {
    floorAreaSqm: number | null;
    rentPerSqmMonth: CitedValue | null;
    referencePerSqm: CitedValue | null;
    grossYieldPct: CitedValue | null;
  },
  w: Writer = writerFor("en"),
): RentEstimate | null {
  const { floorAreaSqm, rentPerSqmMonth, referencePerSqm, grossYieldPct } = input;
  if (floorAreaSqm === null || floorAreaSqm <= 0) return null;
  if (rentPerSqmMonth) {
    const inputs = [rentPerSqmMonth.citation];
    return {
      monthlyRent: rentPerSqmMonth.value * floorAreaSqm,
      method: "rent_per_sqm",
      inputs,
      citation: derivedCitation(
        w.say("rent.perSqmSource"),
        w.say("rent.perSqmNote", { rate: rentPerSqmMonth.value.toLocaleString("en-PH"), area: floorAreaSqm }),
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
        w.say("rent.yieldSource"),
        w.say("rent.yieldNote", {
          pct: grossYieldPct.value,
          reference: Math.round(referencePerSqm.value).toLocaleString("en-PH"),
          area: floorAreaSqm,
        }),
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

/** Where no public condo-rent data with floor areas exists (data README): the report says what the rent rests on instead. */
const NO_CONDO_RENT_DATA: ReadonlySet<string> = new Set(["Cebu"]);

/** A condo rent estimated without condo rent data, in a province that has none, carries that caveat. */
export function withoutCondoRentData(
  rent: RentEstimate | null,
  place: { city: string | null; province: string | null },
  w: Writer = writerFor("en"),
): RentEstimate | null {
  if (!rent || !place.province || !NO_CONDO_RENT_DATA.has(place.province)) return rent;
  const source = rent.inputs.map((c) => c.source).join("; ") || rent.citation.source;
  return { ...rent, caveat: w.say("caveat.noCondoRentData", { place: place.city ?? place.province, source }) };
}

/** The held-out error of the cell's own file where it was measured alone, else of its basis. */
function heldOutOf(cell: RentCell) {
  const own = CONDO_RENTS.heldOut.find((m) => m.basis === cell.basis && m.source === cell.source);
  return own ?? CONDO_RENTS.heldOut.find((m) => m.basis === cell.basis && m.source === undefined);
}

/** One brokerage's stock: its rentals lean to the upper market, and the report says so. */
function upperMarketNote(cell: RentCell, w: Writer): string | null {
  if (!ONE_BROKER_SOURCES.has(cell.source) || cell.basis !== "sqm") return null;
  const city = CONDO_RENTS.lifenavi.cities.find((c) => c.city === cell.city);
  return w.say("rent.upperMarket", {
    share: Math.round(CONDO_RENTS.lifenavi.topPosterSharePct),
    area: String(city?.medianAreaSqm ?? ""),
    city: cell.city,
  });
}

/**
 * A condo's rent from condo rent data (market-data/listing-references/condo-rents.json): the
 * median rent per sqm × floor area where the city has rentals with their areas, else the median
 * month's rent of rentals with as many bedrooms. Null where the data has no such cell.
 */
export function condoRentEstimate(
  input: {
    city: string | null;
    floorAreaSqm: number | null;
    bedrooms: number | null;
  },
  w: Writer = writerFor("en"),
): RentEstimate | null {
  const { city, floorAreaSqm, bedrooms } = input;
  if (city === null) return null;
  const cell = rentCellFor(CONDO_RENTS.cells, city, floorAreaSqm, bedrooms);
  if (!cell) return null;
  const source = CONDO_RENTS.sources.find((s) => s.key === cell.source)!;
  const held = heldOutOf(cell);
  const rooms =
    cell.bedrooms === 0
      ? w.say("rent.studio")
      : cell.bedrooms === 3
        ? w.say("rent.threePlus")
        : w.count("rent.bedrooms", cell.bedrooms ?? 0);
  const median = cell.median.toLocaleString("en-PH");
  const what =
    cell.basis === "sqm"
      ? w.say("rent.condoSqm", { median, n: cell.n, city })
      : cell.basis === "sqm-derived"
        ? w.say("rent.condoDerived", {
            n: cell.n,
            city,
            rooms,
            area: String(cell.areaSqm),
            areaN: String(cell.areaN),
            median,
          })
        : w.say("rent.condoUnit", { n: cell.n, city, rooms });
  const upper = upperMarketNote(cell, w);
  const input_: Citation = {
    kind: "dataset",
    source: `${source.title} (${source.repository})`,
    period: source.period,
    confidence: cell.n >= 40 ? "medium" : "low",
    note: [
      w.say("rent.condoNote", {
        what,
        half:
          cell.basis === "unit"
            ? `₱${cell.q1.toLocaleString("en-PH")}–${cell.q3.toLocaleString("en-PH")}`
            : `₱${cell.q1}–${cell.q3}/sqm`,
        held: held ? w.say("rent.heldOut", { pct: held.medianAbsErrorPct }) : "",
      }),
      upper,
    ]
      .filter(Boolean)
      .join(" "),
  };
  const perSqm = cell.basis !== "unit" && floorAreaSqm !== null && floorAreaSqm > 0;
  return {
    monthlyRent: perSqm ? cell.median * floorAreaSqm : cell.median,
    method: perSqm ? "rent_per_sqm" : "condo_rent_by_bedrooms",
    inputs: [input_],
    citation: derivedCitation(
      w.say(perSqm ? "rent.condoPerSqmSource" : "rent.condoBedroomsSource"),
      perSqm ? w.say("rent.perSqmNote", { rate: cell.median, area: floorAreaSqm }) : what,
      [input_],
    ),
    ...(upper
      ? {
          caveat: w.say("caveat.upperMarketRent", {
            source: source.title,
            period: source.period,
            n: cell.n,
            median,
            upper,
          }),
        }
      : {}),
  };
}
