import { LISTING_TEXT_TOO_SLOW_MESSAGE, listingTextListMessage } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { failureMessage } from "./failure-messages";

describe("what the user is told when the listing could not be read", () => {
  it("a pasted list and an uploaded list say how many properties, and what to give instead", () => {
    expect(failureMessage("list_page", "text", 40)).toBe(listingTextListMessage(40));
    expect(failureMessage("list_page", "text", 40)).toMatch(/lists 40 properties.*one listing only/);
    expect(failureMessage("list_page", "upload", 12)).toMatch(/This file lists 12 properties.*one listing only/);
  });

  it("a pasted text past the reading budget asks for the listing's own words, not for a retry", () => {
    expect(failureMessage("too_large", "text")).toBe(LISTING_TEXT_TOO_SLOW_MESSAGE);
  });

  it("a link's list page keeps its wording", () => {
    expect(failureMessage("list_page", "link", 412)).toBe(
      "This looks like a list of 412 properties — open one listing and paste its link.",
    );
  });
});
