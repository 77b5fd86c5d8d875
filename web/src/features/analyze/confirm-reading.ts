import {
  type CorrectableField,
  FLOOR_AREA_MESSAGE,
  type ListingTextReading,
  LOT_AREA_MESSAGE,
  type MissingDetail,
} from "@suri/contracts";
import { detailsFromForm, type FormOutcome, type FormValues, fieldsOfReading, formValuesOf } from "../report/reading";

/**
 * "What we read" of a pasted text, confirmed before the report is started: the form starts from what was
 * read, and confirming sends every value the user left or typed, so each counts as stated.
 */

/** The field that asks for each missing figure: the lot's own area for land, the floor area otherwise. */
export function neededFields(missing: readonly MissingDetail[], propertyType: string): CorrectableField[] {
  return missing.map((m) => (m === "price" ? "priceCentavos" : propertyType === "lot" ? "lotAreaSqm" : "floorAreaSqm"));
}

/** The fields shown, in the report's order (a pasalo's figures follow its price). */
export const fieldsToConfirm = (read: ListingTextReading) => fieldsOfReading(read.reading);

/** The form as read: a price in pesos, an area in square metres, an empty box for a field not stated. */
export const readValues = (read: ListingTextReading): FormValues =>
  formValuesOf((field) => read.reading.fields[field]?.value ?? null);

/** The figures the report cannot be made without, on the field that asks for each. */
export const neededToConfirm = (read: ListingTextReading, values: FormValues): CorrectableField[] =>
  neededFields(read.missing, values.propertyType);

/**
 * What confirming sends: every field with a value (as read or as fixed) and each emptied one as removed,
 * checked with the contract's own schema; a needed figure left empty is refused here, as it would be later.
 */
export function confirmedFromForm(read: ListingTextReading, values: FormValues): FormOutcome {
  const initial = readValues(read);
  const needed = neededToConfirm(read, values);
  const kept = fieldsToConfirm(read).filter((field) => values[field].trim() !== "");
  const outcome = detailsFromForm(values, initial, [
    ...new Set([...kept, ...needed.filter((f) => f === "priceCentavos")]),
  ]);
  const errors = { ...outcome.errors };
  const areaField = needed.find((field) => field !== "priceCentavos");
  if (areaField && !values.floorAreaSqm.trim() && !values.lotAreaSqm.trim()) {
    errors[areaField] = areaField === "lotAreaSqm" ? LOT_AREA_MESSAGE : FLOOR_AREA_MESSAGE;
  }
  return { details: outcome.details, errors };
}
