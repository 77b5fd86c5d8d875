import type { Listing, UploadContentType, UploadSource } from "@suri/contracts";
import type { ObjectStore } from "@suri/kit";
import { checkUpload, type UploadLimits } from "@suri/netguard";
import { mergeListings } from "../extract/extract-listings";
import { namesProperty } from "../extract/from-text";
import { listingOutcome, type ReadOutcome } from "../read-listing/outcome";
import { ReadingBudgetError } from "../reading-pool/reading-pool";
import { type ListingReading, readingInThread } from "../reading-pool/readings";
import { type OcrEngine, OcrTimeoutError } from "./ocr";
import { type PdfTextLimits, PdfTimeoutError, PdfTooLargeError, pdfText } from "./pdf-text";
import type { VisionReader } from "./vision";

export interface UploadReader {
  objects: ObjectStore;
  ocr: OcrEngine;
  limits: UploadLimits & PdfTextLimits;
  /** A vision model beside OCR for images; only when OPENAI_API_KEY is set. */
  vision?: VisionReader;
  /** Where the file's text is read (the service's worker pool); on this thread when absent (tests). */
  reading?: ListingReading;
}

/** What an upload's listing says its source is: there is no site, and no URL. */
export const UPLOAD_SOURCE_SITE = "upload";

/**
 * Read the listing in an uploaded screenshot or brochure: check the bytes again (the object store
 * is not trusted to hold what the gateway checked), get the text (OCR for images, the text layer
 * for PDFs), and apply the same text rules as to a web page. The object is left in place; the
 * caller deletes it once the outcome is committed.
 */
export async function readUpload(reader: UploadReader, source: UploadSource): Promise<ReadOutcome> {
  const stored = await reader.objects.get(source.objectKey);
  if (!stored) return unreadable("the uploaded file is no longer available; please upload it again");
  const checked = checkUpload(stored.bytes, reader.limits);
  if (!checked.ok) return unreadable(checked.message);
  if (checked.contentType === "image/heif") {
    return unreadable("HEIF/HEIC photos cannot be read here yet; please upload a JPEG or PNG screenshot");
  }
  let listing: Listing | null;
  try {
    const read =
      checked.contentType === "application/pdf"
        ? await readPdf(reader, stored.bytes)
        : await readImage(reader, stored.bytes, checked.contentType);
    if (read && "list" in read) return read.list;
    listing = read;
  } catch (err) {
    if (err instanceof OcrTimeoutError || err instanceof PdfTimeoutError || err instanceof ReadingBudgetError) {
      return { ok: false, reason: "timeout", message: err.message };
    }
    if (err instanceof NoTextLayerError) return notAListing(err.message);
    if (err instanceof PdfTooLargeError) return { ok: false, reason: "too_large", message: err.message };
    return unreadable(`the file could not be read (${err instanceof Error ? err.message : String(err)})`);
  }
  // A file that names a property but lacks its price or area asks the user for them (incomplete).
  if (!listing || !namesProperty(listing)) {
    return notAListing("no price or floor area could be read from the file");
  }
  return listingOutcome(withoutUrl(listing), []);
}

class NoTextLayerError extends Error {}

/**
 * A PDF's listing, or the refusal of a PDF that lists many properties (a bank's foreclosure
 * list): one report never mixes the fields of several properties.
 */
async function readPdf(reader: UploadReader, bytes: Uint8Array): Promise<Listing | null | { list: ReadOutcome }> {
  const text = await pdfText(bytes, reader.limits);
  if (!text.trim())
    throw new NoTextLayerError("the PDF has no text layer (a scan); upload a screenshot of the listing instead");
  const read = await (reader.reading ?? readingInThread).fileText({
    text,
    source: "text",
    sourceSite: UPLOAD_SOURCE_SITE,
    listCheck: true,
  });
  if (read.list) {
    return {
      list: {
        ok: false,
        reason: "list_page",
        message: `a list of ${read.list.count} properties`,
        listingCount: read.list.count,
      },
    };
  }
  return read.listing;
}

/** OCR, and the vision model beside it when one is configured: the model's transcription first, OCR filling gaps. */
async function readImage(reader: UploadReader, bytes: Uint8Array, type: UploadContentType): Promise<Listing | null> {
  const [ocr, model] = await Promise.allSettled([
    reader.ocr
      .recognize(bytes)
      .then((text) =>
        (reader.reading ?? readingInThread).fileText({
          text,
          source: "ocr",
          sourceSite: UPLOAD_SOURCE_SITE,
          listCheck: false,
        }),
      )
      .then((read) => (read.list ? null : read.listing)),
    reader.vision ? reader.vision(bytes, type) : Promise.resolve(null),
  ]);
  const fromModel = model.status === "fulfilled" ? model.value : null;
  const describes = (l: Listing | null) =>
    !!l && (l.priceCentavos !== undefined || l.floorAreaSqm !== undefined || l.lotAreaSqm !== undefined);
  if (ocr.status === "rejected") {
    if (describes(fromModel)) return fromModel;
    throw ocr.reason;
  }
  if (describes(fromModel) && ocr.value) return mergeListings(fromModel!, ocr.value);
  return describes(fromModel) ? fromModel : ocr.value;
}

function withoutUrl(listing: Listing): Listing {
  const { url: _url, ...rest } = listing;
  return rest;
}

const unreadable = (message: string): ReadOutcome => ({ ok: false, reason: "unreadable_file", message });
const notAListing = (message: string): ReadOutcome => ({ ok: false, reason: "not_a_listing", message });
