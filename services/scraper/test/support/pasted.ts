import type { PropertyType } from "@suri/contracts";
import { expect, it } from "vitest";
import { listingFromText } from "../../src/extract/from-text";

/** A text as a user pastes it, read into a listing. */
export const readPasted = (text: string) => listingFromText(text, { source: "text", sourceSite: "pasted-text" });

/** One test per text: pasted, it reads as its property type. */
export function readsAsType(cases: [text: string, type: PropertyType][]): void {
  it.each(cases)("%s", (text, type) => {
    expect(readPasted(text)?.propertyType).toBe(type);
  });
}
