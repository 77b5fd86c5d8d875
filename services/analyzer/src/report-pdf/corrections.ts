import {
  type CorrectableField,
  type FieldCorrection,
  formatPeso,
  PropertyTypeSchema,
  type ReportRecord,
} from "@suri/contracts";
import type { PdfLabels } from "./labels";
import { bullets, heading, paragraph } from "./layout";

type Doc = Parameters<typeof heading>[0];

function valueText(field: CorrectableField, value: FieldCorrection["value"], L: PdfLabels): string {
  if (value === null || value === "") return L.notStated;
  switch (field) {
    case "priceCentavos":
    case "equityCentavos":
    case "balanceCentavos":
    case "monthlyAmortizationCentavos":
      return formatPeso(Number(value) / 100);
    case "floorAreaSqm":
    case "lotAreaSqm":
      return `${Number(value).toLocaleString("en-PH")} sqm`;
    case "propertyType": {
      const type = PropertyTypeSchema.safeParse(value);
      return type.success ? L.typeLabels[type.data] : String(value);
    }
    case "offerType":
      return value === "rent" ? L.forRent : L.forSale;
    default:
      return String(value);
  }
}

/**
 * The fields the owner corrected, each with the value the report now uses and the value as read, so a
 * printed report says which figures are the user's word and which the listing's.
 */
export function correctionsSection(doc: Doc, record: ReportRecord, L: PdfLabels): void {
  const corrections = Object.entries(record.corrections ?? {}) as [CorrectableField, FieldCorrection][];
  if (corrections.length === 0) return;
  heading(doc, L.corrected);
  paragraph(doc, L.correctedIntro.replace("{revision}", String(record.revision ?? 1)), { size: 9 });
  bullets(
    doc,
    corrections.map(
      ([field, c]) =>
        `${L.fields[field]}: ${valueText(field, c.value, L)} (${L.readAs} ${valueText(field, c.original, L)})`,
    ),
    9,
  );
}
