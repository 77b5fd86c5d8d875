import {
  GenerateReportFromTextRequestSchema,
  LISTING_TEXT_MAX_CHARS,
  LISTING_TEXT_TOO_LONG_MESSAGE,
  LISTING_TEXT_TOO_SHORT_MESSAGE,
} from "@suri/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { withSourceKindOf } from "../../api/jobs";
import { loadCatalogue } from "../../i18n/catalogues";
import { tl } from "../../i18n/tl";
import { translateValidation } from "../../i18n/translate";
import { linklessSourceKey } from "../../lib/listing-source";
import { listingTextExcerpt, listingTextLength, validateListingText } from "./analyze-request";
import { reportJob } from "./report-job.fixture";

const LISTING = "House For Sale in Bolinawan\nLot Area : 288 sq mtr.\nPrice: 11M NET";

describe("the paste tab's checks are the API's", () => {
  beforeAll(async () => {
    await loadCatalogue("en");
    await loadCatalogue("tl");
  });

  it("counts what the server counts: control characters out, CRLF as one break, trimmed", () => {
    const raw = `\u0000  ${LISTING.replaceAll("\n", "\r\n")}\u0007  \n`;
    expect(listingTextLength(raw)).toBe(LISTING.length);
    const server = GenerateReportFromTextRequestSchema.parse({ text: raw }).text;
    expect(validateListingText(raw)).toEqual({ ok: true, text: server });
    expect(server).toBe(LISTING);
  });

  it("refuses too short and too long with the API's messages, shown in Tagalog too", () => {
    expect(validateListingText("  2BR condo, Cebu.  ")).toEqual({ ok: false, message: LISTING_TEXT_TOO_SHORT_MESSAGE });
    expect(validateListingText("a".repeat(LISTING_TEXT_MAX_CHARS + 1))).toEqual({
      ok: false,
      message: LISTING_TEXT_TOO_LONG_MESSAGE,
    });
    expect(validateListingText(` ${"a".repeat(LISTING_TEXT_MAX_CHARS)} `).ok).toBe(true);
    expect(translateValidation("tl", LISTING_TEXT_TOO_SHORT_MESSAGE)).toBe(tl["validation.listingTextShort"]);
    expect(translateValidation("tl", LISTING_TEXT_TOO_LONG_MESSAGE)).toBe(tl["validation.listingTextLong"]);
    expect(translateValidation("en", LISTING_TEXT_TOO_LONG_MESSAGE)).toBe(LISTING_TEXT_TOO_LONG_MESSAGE);
  });

  it("shows the sign-up prompt the start of the text on one line", () => {
    expect(listingTextExcerpt(LISTING)).toBe("House For Sale in Bolinawan Lot Area : 288 sq mtr. Price: 11M NET");
    expect(listingTextExcerpt("word ".repeat(100), 20)).toBe("word word word word…");
  });
});

describe("a report or job without a link", () => {
  it("says it was made from a pasted text or an uploaded file", () => {
    expect(linklessSourceKey({ sourceKind: "text" })).toBe("ingest.text.pasted");
    expect(linklessSourceKey({ sourceSite: "pasted-text" })).toBe("ingest.text.pasted");
    expect(linklessSourceKey({ sourceKind: "upload" })).toBe("ingest.uploadedFile");
    expect(linklessSourceKey({ sourceSite: "upload" })).toBe("ingest.uploadedFile");
  });

  it("keeps the job's source kind when a push (which carries none) replaces it", () => {
    const job = reportJob({ jobId: "j" });
    const read = { ...job, sourceKind: "text" as const };
    const pushed = { ...job, stage: "valuing" as const, progress: 80 };
    expect(withSourceKindOf(read, pushed)).toEqual({ ...pushed, sourceKind: "text" });
    expect(withSourceKindOf(undefined, pushed)).toEqual(pushed);
    expect(withSourceKindOf(read, { ...pushed, sourceKind: "link" }).sourceKind).toBe("link");
  });
});
