import { describe, expect, it } from "vitest";
import { en } from "./en";
import { ingestEn } from "./ingest.en";
import { tl } from "./tl";
import { placeholders } from "./translate";

describe("ingestion and news strings", () => {
  it("are all in the catalogues, not shadowed, with the same placeholders in Tagalog", () => {
    for (const [key, text] of Object.entries(ingestEn)) {
      const k = key as keyof typeof en;
      expect(en[k], key).toBe(text);
      expect(tl[k], key).toBeTruthy();
      expect(placeholders(tl[k]), key).toEqual(placeholders(text));
    }
  });

  it("keep SPEC wording in English", () => {
    expect(`${en["ingest.noFileTitle"]}: ${en["ingest.noFileBody"]}`).toBe(
      "No File Selected: Please select a property image or document first.",
    );
    expect(en["ingest.errorTitle"]).toBe("Error Processing File");
    expect(en["ingest.errorBody"]).toBe("Could not generate the report from your file. Please try again.");
    expect(en["ingest.doneTitle"]).toBe("File Analysis Complete");
    expect(en["ingest.upload.replace"]).toBe("Replace File");
    expect(en["news.error"]).toBe("Failed to load the latest property investment news");
    expect(en["news.empty"]).toBe("No recent news available");
    expect(en["news.checkForUpdates"]).toBe("Check for Updates");
  });
});
