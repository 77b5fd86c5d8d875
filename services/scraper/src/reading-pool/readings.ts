/**
 * The readings that run in the pool's worker threads: pure extraction, nothing else (no bus, no
 * database, no fetching). The same functions run on the calling thread when no pool is given (tests).
 */
import type { Listing } from "@suri/contracts";
import { type ExtractedListings, extractListings } from "../extract";
import { listingFromText, type TextListVerdict, textListVerdict } from "../extract/from-text";
import type { ReadOutcome } from "../read-listing/outcome";
import { readPastedText } from "../read-text/read-pasted-text";

export type ReadingTask =
  | { kind: "page"; html: string; url: string }
  | { kind: "pasted-text"; text: string }
  | { kind: "file-text"; text: string; source: "ocr" | "text"; sourceSite: string; listCheck: boolean };

/** A file's text: the refusal of a list, or its one listing (null when it names no property). */
export type FileTextReading = { list: TextListVerdict } | { list?: undefined; listing: Listing | null };

export interface ReadingResults {
  page: ExtractedListings;
  "pasted-text": ReadOutcome;
  "file-text": FileTextReading;
}

export function runReading(task: ReadingTask): ReadingResults[ReadingTask["kind"]] {
  switch (task.kind) {
    case "page":
      return extractListings(task.html, task.url);
    case "pasted-text":
      return readPastedText(task.text);
    case "file-text": {
      const list = task.listCheck ? textListVerdict(task.text) : null;
      if (list) return { list };
      return { listing: listingFromText(task.text, { source: task.source, sourceSite: task.sourceSite }) };
    }
    default: {
      const _: never = task;
      throw new Error(`unknown reading ${JSON.stringify(_)}`);
    }
  }
}

/** Where a listing is read: in the pool's worker threads, or (tests, tools) on the calling thread. */
export interface ListingReading {
  page(html: string, url: string): Promise<ExtractedListings>;
  pastedText(text: string): Promise<ReadOutcome>;
  fileText(task: Omit<Extract<ReadingTask, { kind: "file-text" }>, "kind">): Promise<FileTextReading>;
}

/** The readings on the calling thread, with no budget: for tests and tools, never for the service. */
export const readingInThread: ListingReading = {
  page: async (html, url) => extractListings(html, url),
  pastedText: async (text) => readPastedText(text),
  fileText: async (task) => runReading({ kind: "file-text", ...task }) as FileTextReading,
};
