import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Listing } from "@suri/contracts";
import { extractListings } from "../../src/extract";
import { listingFromText } from "../../src/extract/from-text";
import type { ListPageVerdict } from "../../src/extract/list-page";

/** The labelled corpus of pages (test/fixtures/corpus/labels.json) and how each one reads today. */
export const CORPUS_DIR = join(dirname(fileURLToPath(import.meta.url)), "../fixtures/corpus");
const SHARED_FIXTURES = process.env.SHARED_FIXTURES_DIR ?? "/work/shared/fixtures";

export interface ExpectedPage {
  list: boolean;
  count?: number;
  candidates?: number;
  propertyType?: string;
  priceCentavos?: number;
  floorAreaSqm?: number;
  lotAreaSqm?: number;
  bedrooms?: number;
  city?: string;
  province?: string;
  region?: string;
  placeUncertain?: boolean;
  conditions?: string[];
}

export interface LabelledPage {
  file: string;
  url: string;
  shape: string;
  expect: ExpectedPage;
}

export interface ReadPage {
  page: LabelledPage;
  listing: Listing | null;
  listPage?: ListPageVerdict;
}

export function labelledPages(): LabelledPage[] {
  return (JSON.parse(readFileSync(join(CORPUS_DIR, "labels.json"), "utf8")) as { pages: LabelledPage[] }).pages;
}

function pathOf(file: string): string {
  return file.startsWith("shared:") ? join(SHARED_FIXTURES, file.slice("shared:".length)) : join(CORPUS_DIR, file);
}

/** Reads one labelled page the way the product does: HTML through the extractor, text as an upload's text. */
export function readLabelledPage(page: LabelledPage): ReadPage {
  const content = readFileSync(pathOf(page.file), "utf8");
  if (page.file.endsWith(".txt")) {
    return { page, listing: listingFromText(content, { source: "ocr", sourceSite: "upload" }) };
  }
  const { primary, listPage } = extractListings(content, page.url);
  return { page, listing: primary, listPage };
}

export const CHECKED_FIELDS = [
  "propertyType",
  "priceCentavos",
  "floorAreaSqm",
  "lotAreaSqm",
  "bedrooms",
  "city",
  "province",
  "region",
  "placeUncertain",
  "conditions",
] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];

/** A field as extracted, in the shape labels.json states it. */
export function extractedField(listing: Listing | null, field: CheckedField): unknown {
  if (!listing) return undefined;
  switch (field) {
    case "city":
    case "province":
    case "region":
      return listing.address[field];
    case "placeUncertain":
      return listing.place?.uncertain;
    case "conditions":
      return listing.conditions ?? [];
    default:
      return listing[field];
  }
}
