import { fieldValue, type Listing } from "@suri/contracts";
import { AppError } from "@suri/kit";
import { listingWords, SQFT_PER_SQM, type StatedFigures, statedFigures } from "./stated-figures";

/**
 * A correction fixes what was misread on the report's listing, for free; it does not turn the report
 * into one about another property. Judged against the listing as first read (never against an earlier
 * correction, so small steps cannot walk a report away from its listing). Pure.
 */

/** Corrections one report takes; after them a new report values other figures. */
export const CORRECTIONS_PER_REPORT_MAX = 5;

/** A figure within this factor of the one read is a fix of it (either way). */
const NEAR_READ_FACTOR = 2;
/** How close a figure must come to a misreading of the one read (×10, sqm for sqft, per sqm for total). */
const MISREADING_TOLERANCE = 0.25;
/** How close a figure must come to one the listing's words state. */
const STATED_TOLERANCE = 0.15;
/** A dropped or extra zero (or three: ₱4,500 for ₱4.5M). */
const DIGIT_SLIPS = [10, 100, 1_000];
/** A rent read per day, month or year instead of another. */
const RENT_PERIODS = [12, 30, 365];

export const NEW_REPORT_ADVICE = "please start a new report";

export const correctionsUsedUpMessage = (max: number) =>
  `This report has been corrected ${max} times, the most one report can be. To value the listing with other figures, ${NEW_REPORT_ADVICE}.`;

export const ANOTHER_PROPERTY_MESSAGE = `A correction fixes what we misread, not which property the report is about: a new property type together with a new town is another property. To value it, ${NEW_REPORT_ADVICE}.`;

type MoneyField = "priceCentavos" | "equityCentavos" | "balanceCentavos" | "monthlyAmortizationCentavos";
type AreaField = "floorAreaSqm" | "lotAreaSqm";

const MONEY: Record<MoneyField, { code: string; name: string }> = {
  priceCentavos: { code: "price_not_a_misreading", name: "price" },
  equityCentavos: { code: "equity_not_a_misreading", name: "equity" },
  balanceCentavos: { code: "balance_not_a_misreading", name: "remaining balance" },
  monthlyAmortizationCentavos: { code: "amortization_not_a_misreading", name: "monthly amortisation" },
};
const AREA: Record<AreaField, { code: string; name: string }> = {
  floorAreaSqm: { code: "floor_area_not_a_misreading", name: "floor area" },
  lotAreaSqm: { code: "lot_area_not_a_misreading", name: "lot area" },
};

const pesos = (centavos: number) => `₱${Math.round(centavos / 100).toLocaleString("en-US")}`;
const sqm = (value: number) => `${Number(value.toFixed(1)).toLocaleString("en-US")} sqm`;

/** `value` within `tolerance` of `target`, as a ratio either way. */
function near(value: number, target: number, tolerance: number): boolean {
  if (!(target > 0) || !(value > 0)) return false;
  const ratio = value / target;
  return ratio <= 1 + tolerance && ratio >= 1 / (1 + tolerance);
}

const nearAny = (value: number, targets: number[], tolerance: number) => targets.some((t) => near(value, t, tolerance));

/** `was` turned into `was × f` and `was ÷ f` for each factor. */
const slips = (was: number, factors: number[]) => factors.flatMap((f) => [was * f, was / f]);

const numberOf = (listing: Listing, field: MoneyField | AreaField) => {
  const v = fieldValue(listing, field);
  return typeof v === "number" ? v : null;
};

const defined = (values: (number | null | undefined)[]) => values.filter((v): v is number => typeof v === "number");

/** Every figure a real misreading of `was` could have been instead. */
function moneyMisreadings(field: MoneyField, was: number, read: Listing, next: Listing, stated: StatedFigures) {
  const areas = defined([read.floorAreaSqm, read.lotAreaSqm, next.floorAreaSqm, next.lotAreaSqm]);
  const rent = read.offerType === "rent" || next.offerType === "rent";
  const deal = read.assumption;
  const others = (Object.keys(MONEY) as MoneyField[]).filter((f) => f !== field).map((f) => numberOf(read, f));
  return {
    close: [
      ...slips(was, DIGIT_SLIPS),
      ...slips(was, rent ? RENT_PERIODS : []),
      // A price per sqm read as the total, or the total read as a price per sqm.
      ...areas.flatMap((a) => [was * a, was / a]),
      // A pasalo's figures read in each other's place; its total cost is the equity plus the balance.
      ...defined([
        ...others,
        deal?.equityCentavos && deal.balanceCentavos && deal.equityCentavos + deal.balanceCentavos,
      ]),
    ],
    stated: stated.amountsCentavos,
  };
}

function areaMisreadings(field: AreaField, was: number, read: Listing, stated: StatedFigures) {
  const other = numberOf(read, field === "floorAreaSqm" ? "lotAreaSqm" : "floorAreaSqm");
  return {
    close: [...slips(was, [...DIGIT_SLIPS, SQFT_PER_SQM, 10_000]), ...defined([other])],
    stated: stated.areasSqm,
  };
}

function isMisreading(now: number, was: number, misreadings: { close: number[]; stated: number[] }) {
  return (
    near(now, was, NEAR_READ_FACTOR - 1) ||
    nearAny(now, misreadings.close, MISREADING_TOLERANCE) ||
    nearAny(now, misreadings.stated, STATED_TOLERANCE)
  );
}

function figureRefusal(read: Listing, next: Listing): AppError | null {
  const stated = statedFigures(read);
  for (const field of Object.keys(MONEY) as MoneyField[]) {
    const was = numberOf(read, field);
    const now = numberOf(next, field);
    if (was === null || now === null || now === was) continue;
    if (isMisreading(now, was, moneyMisreadings(field, was, read, next, stated))) continue;
    const { code, name } = MONEY[field];
    return new AppError(
      code,
      `The listing gives a ${name} of ${pesos(was)}; ${pesos(now)} is not a misreading of it (a missing or extra zero, a price per sqm instead of the total, or another amount the listing states). A correction fixes what we misread; to value other figures or another property, ${NEW_REPORT_ADVICE}.`,
      422,
    );
  }
  for (const field of Object.keys(AREA) as AreaField[]) {
    const was = numberOf(read, field);
    const now = numberOf(next, field);
    if (was === null || now === null || now === was) continue;
    if (isMisreading(now, was, areaMisreadings(field, was, read, stated))) continue;
    const { code, name } = AREA[field];
    return new AppError(
      code,
      `The listing gives a ${name} of ${sqm(was)}; ${sqm(now)} is not a misreading of it (a missing or extra zero, square feet or hectares instead of square metres, the other area, or another area the listing states). A correction fixes what we misread; for another property, ${NEW_REPORT_ADVICE}.`,
      422,
    );
  }
  return null;
}

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\bcity of\b|\bcity\b/g, "")
    .replace(/[^\p{L}\d]+/gu, " ")
    .trim();

/** The town is named in the listing's own words, or a source named it: reading another was a misreading. */
function townNamed(town: string, read: Listing): boolean {
  const name = fold(town);
  if (!name) return false;
  if ((read.place?.conflicting ?? []).some((c) => fold(c).includes(name))) return true;
  return ` ${fold(listingWords(read))} `.includes(` ${name} `);
}

function propertyRefusal(read: Listing, next: Listing): AppError | null {
  const typeChanged = read.propertyType !== undefined && next.propertyType !== read.propertyType;
  const was = read.address.city;
  const now = next.address.city;
  const townChanged = was !== undefined && now !== undefined && fold(now) !== fold(was);
  if (typeChanged && townChanged && !townNamed(now, read)) {
    return new AppError("another_property", ANOTHER_PROPERTY_MESSAGE, 422);
  }
  return null;
}

/**
 * Why `next` (the listing with every correction applied) is no longer the listing `read` misread, or
 * null when it is a fix: each figure near the one read or a misreading of it, and the property's type
 * and town not both replaced. A figure the listing did not state, or one removed, is always a fix.
 */
export function correctionRefusal(read: Listing, next: Listing): AppError | null {
  return propertyRefusal(read, next) ?? figureRefusal(read, next);
}

export function correctionsUsedUp(made: number, max = CORRECTIONS_PER_REPORT_MAX): AppError | null {
  return made >= max ? new AppError("corrections_used_up", correctionsUsedUpMessage(max), 409) : null;
}
