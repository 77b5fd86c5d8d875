import type { MissingDetail } from "@suri/contracts";

/** What a needs_details job tells the user: which figures the listing lacks, and that nothing was spent. */
export function needsDetailsMessage(missing: readonly MissingDetail[]): string {
  const price = missing.includes("price");
  const area = missing.includes("area");
  const what =
    price && area
      ? "states neither a price nor a floor or lot area. Please enter both"
      : price
        ? "does not state a price. Please enter the asking price"
        : "does not state its floor or lot area. Please enter the area";
  return `We read the listing, but it ${what} to make the report. No credit was used.`;
}
