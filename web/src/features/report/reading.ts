import {
  AMORTIZATION_MESSAGE,
  BALANCE_MESSAGE,
  CORRECTABLE_FIELDS,
  type CorrectableField,
  EQUITY_MESSAGE,
  FIELD_CONFIDENCE_MIN,
  type FieldSource,
  FLOOR_AREA_MESSAGE,
  type ListingDetails,
  ListingDetailsSchema,
  LOT_AREA_MESSAGE,
  PLACE_NAME_MESSAGE,
  PRICE_MESSAGE,
  PropertyTypeSchema,
  READING_ORDER,
  ROOMS_MESSAGE,
  readingFields,
} from "@suri/contracts";
import type { MessageKey, Translate } from "../../i18n";
import { formatNumber, formatPeso } from "../../lib/format";

export { READING_ORDER, readingFields };

/** Fields holding pesos: shown and typed in pesos, sent in centavos. */
export const MONEY_FIELDS: ReadonlySet<CorrectableField> = new Set([
  "priceCentavos",
  "equityCentavos",
  "balanceCentavos",
  "monthlyAmortizationCentavos",
]);

/** The fields a reading shows: a pasalo's figures (equity, balance, amortisation) only on a listing that offers one. */
export function fieldsOfReading(reading: { fields: Partial<Record<CorrectableField, unknown>> } | undefined) {
  return readingFields({ assumption: reading?.fields.balanceCentavos !== undefined });
}

/**
 * "What we read" and its form, as plain data: which fields in which order, how each value reads, where
 * it came from, and the form's text boxes turned into the changes the API takes.
 */

export type FieldValue = number | string | null;

/** The order the fields are shown and asked in: the figures first, the place last. */

export const FIELD_LABEL: Record<CorrectableField, MessageKey> = {
  priceCentavos: "reading.field.price",
  offerType: "reading.field.offer",
  propertyType: "report.details.type",
  floorAreaSqm: "report.details.floorArea",
  lotAreaSqm: "report.details.lotArea",
  bedrooms: "report.details.bedrooms",
  bathrooms: "report.details.bathrooms",
  city: "reading.field.city",
  province: "reading.field.province",
  barangay: "reading.field.barangay",
  equityCentavos: "reading.field.equity",
  balanceCentavos: "reading.field.balance",
  monthlyAmortizationCentavos: "reading.field.monthly",
};

const SOURCE_KEY: Record<FieldSource, MessageKey> = {
  "json-ld": "reading.source.structured",
  microdata: "reading.source.structured",
  meta: "reading.source.meta",
  adapter: "reading.source.adapter",
  text: "reading.source.text",
  ocr: "reading.source.ocr",
  model: "reading.source.model",
  user: "reading.source.user",
};

export const sourceKey = (source: FieldSource): MessageKey => SOURCE_KEY[source];

/** How sure the reader was: a word, not a number. */
export function surenessKey(confidence: number): MessageKey {
  if (confidence >= 0.8) return "reading.sure.high";
  if (confidence >= FIELD_CONFIDENCE_MIN) return "reading.sure.medium";
  return "reading.sure.low";
}

/** A field's value as the reader sees it; "Not stated" when there is none. */
export function displayValue(t: Translate, field: CorrectableField, value: FieldValue): string {
  if (value === null || value === "") return t("reading.notStated");
  if (MONEY_FIELDS.has(field)) return formatPeso(Number(value) / 100);
  switch (field) {
    case "floorAreaSqm":
    case "lotAreaSqm":
      return t("reading.sqm", { value: formatNumber(Number(value)) });
    case "propertyType": {
      const type = PropertyTypeSchema.safeParse(value);
      return type.success ? t(`type.${type.data}`) : String(value);
    }
    case "offerType":
      return value === "rent" ? t("reading.offer.rent") : t("reading.offer.sale");
    default:
      return typeof value === "number" ? formatNumber(value) : value;
  }
}

/** The form's text boxes, one per field. */
export type FormValues = Record<CorrectableField, string>;

/** The form filled with values (a price in pesos, as people write it). */
export function formValuesOf(valueFor: (field: CorrectableField) => FieldValue): FormValues {
  const out = {} as FormValues;
  for (const field of CORRECTABLE_FIELDS) {
    const value = valueFor(field);
    out[field] = value === null ? "" : MONEY_FIELDS.has(field) ? pesos.format(Number(value) / 100) : String(value);
  }
  return out;
}

const pesos = new Intl.NumberFormat("en-PH", { maximumFractionDigits: 2 });

const NUMBER_MESSAGE: Partial<Record<CorrectableField, string>> = {
  priceCentavos: PRICE_MESSAGE,
  floorAreaSqm: FLOOR_AREA_MESSAGE,
  lotAreaSqm: LOT_AREA_MESSAGE,
  bedrooms: ROOMS_MESSAGE,
  bathrooms: ROOMS_MESSAGE,
  equityCentavos: EQUITY_MESSAGE,
  balanceCentavos: BALANCE_MESSAGE,
  monthlyAmortizationCentavos: AMORTIZATION_MESSAGE,
};
/** Fields a report cannot lose: emptied, they are refused rather than removed. */
const KEPT: ReadonlySet<CorrectableField> = new Set(["priceCentavos", "propertyType", "offerType", "city"]);

/** "₱ 9,500,000.50" → 9500000.5; anything that is not a plain number → NaN. */
function parseAmount(text: string): number {
  const plain = text.replace(/[₱,\s]/g, "").replace(/^php/i, "");
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

function parsed(field: CorrectableField, text: string): FieldValue | undefined {
  if (NUMBER_MESSAGE[field]) {
    const amount = parseAmount(text);
    if (Number.isNaN(amount)) return undefined;
    return MONEY_FIELDS.has(field) ? Math.round(amount * 100) : amount;
  }
  return text.trim();
}

export interface FormOutcome {
  details: ListingDetails;
  /** The contract's message (English) per field; shown through the catalogue. */
  errors: Partial<Record<CorrectableField, string>>;
}

/**
 * The changes a filled form makes: each field whose text differs from what it started with (and those
 * in `always`, e.g. the figures a needs_details job asks for); an emptied field removes its value.
 * Checked with the contract's own schema, so the form says exactly what the API would.
 */
export function detailsFromForm(
  form: FormValues,
  initial: FormValues,
  always: readonly CorrectableField[] = [],
): FormOutcome {
  const details: Record<string, FieldValue> = {};
  const errors: FormOutcome["errors"] = {};
  for (const field of CORRECTABLE_FIELDS) {
    const text = form[field].trim();
    if (text === initial[field].trim() && !always.includes(field)) continue;
    if (text === "") {
      if (KEPT.has(field) || always.includes(field)) {
        errors[field] = NUMBER_MESSAGE[field] ?? (field === "city" ? PLACE_NAME_MESSAGE : PRICE_MESSAGE);
      } else if (initial[field].trim() !== "") details[field] = null;
      continue;
    }
    const value = parsed(field, text);
    if (value === undefined) errors[field] = NUMBER_MESSAGE[field] ?? PLACE_NAME_MESSAGE;
    else details[field] = value;
  }
  const checked = ListingDetailsSchema.safeParse(details);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as CorrectableField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return { details: checked.success ? checked.data : (details as ListingDetails), errors };
}

/** Which field an analyzer refusal is about, by its code (the place is checked against the gazetteer there). */
export const FIELD_OF_ERROR_CODE: Record<string, CorrectableField> = {
  unknown_city: "city",
  city_ambiguous: "city",
  place_mismatch: "province",
  unknown_province: "province",
  price_not_a_misreading: "priceCentavos",
  floor_area_not_a_misreading: "floorAreaSqm",
  lot_area_not_a_misreading: "lotAreaSqm",
  equity_not_a_misreading: "equityCentavos",
  balance_not_a_misreading: "balanceCentavos",
  amortization_not_a_misreading: "monthlyAmortizationCentavos",
};

/** Refusals of a correction that only a new report gets past (the dialog offers one). */
export const NEW_REPORT_ERROR_CODES = new Set(["another_property", "corrections_used_up"]);

/** The catalogue's wording of an analyzer refusal, by its code. */
export const MESSAGE_OF_ERROR_CODE: Record<string, MessageKey> = {
  unknown_city: "corrections.error.unknownCity",
  city_ambiguous: "corrections.error.cityAmbiguous",
  place_mismatch: "corrections.error.placeMismatch",
  unknown_province: "corrections.error.unknownProvince",
  details_missing: "corrections.error.detailsMissing",
  stale_revision: "corrections.error.stale",
  insufficient_credits: "corrections.error.noCredits",
  price_not_a_misreading: "corrections.error.notMisread",
  floor_area_not_a_misreading: "corrections.error.notMisread",
  lot_area_not_a_misreading: "corrections.error.notMisread",
  equity_not_a_misreading: "corrections.error.notMisread",
  balance_not_a_misreading: "corrections.error.notMisread",
  amortization_not_a_misreading: "corrections.error.notMisread",
  another_property: "corrections.error.anotherProperty",
  corrections_used_up: "corrections.error.usedUp",
};
