import type { Listing, UploadSource } from "@suri/contracts";
import type { ObjectStore } from "@suri/kit";
import { checkUpload, type UploadLimits } from "@suri/netguard";
import { listingFromText } from "../extract/from-text";
import type { ReadOutcome } from "../read-listing/read-listing";
import { type OcrEngine, OcrTimeoutError } from "./ocr";
import { type PdfTextLimits, pdfText } from "./pdf-text";

export interface UploadReader {
  objects: ObjectStore;
  ocr: OcrEngine;
  limits: UploadLimits & PdfTextLimits;
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
  let text: string;
  let from: "ocr" | "text";
  try {
    if (checked.contentType === "application/pdf") {
      text = await pdfText(stored.bytes, reader.limits);
      from = "text";
      if (!text.trim()) {
        return notAListing("the PDF has no text layer (a scan); upload a screenshot of the listing instead");
      }
    } else if (checked.contentType === "image/heif") {
      return unreadable("HEIF/HEIC photos cannot be read here yet; please upload a JPEG or PNG screenshot");
    } else {
      text = await reader.ocr.recognize(stored.bytes);
      from = "ocr";
    }
  } catch (err) {
    if (err instanceof OcrTimeoutError) return { ok: false, reason: "timeout", message: err.message };
    return unreadable(`the file could not be read (${err instanceof Error ? err.message : String(err)})`);
  }
  const listing = listingFromText(text, { source: from, sourceSite: UPLOAD_SOURCE_SITE });
  if (!listing) return notAListing("no price or floor area could be read from the file");
  return { ok: true, listing: withoutUrl(listing), comparables: [] };
}

function withoutUrl(listing: Listing): Listing {
  const { url: _url, ...rest } = listing;
  return rest;
}

const unreadable = (message: string): ReadOutcome => ({ ok: false, reason: "unreadable_file", message });
const notAListing = (message: string): ReadOutcome => ({ ok: false, reason: "not_a_listing", message });
