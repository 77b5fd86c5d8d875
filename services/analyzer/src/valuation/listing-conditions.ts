/**
 * What the listing's own words state (scraper `conditions.ts`) and what follows from it beyond the score:
 * which conditions are a buyer's problems, and which rule out a Pag-IBIG or bank loan.
 */
import type { ListingCondition } from "@suri/contracts";

/** A condition that is a buyer's problem (and so a red flag). */
export type ProblemCondition = Exclude<ListingCondition, "foreclosed">;

/** The conditions that are problems for a buyer: a foreclosure is a kind of sale, not one. */
export function problemConditions(conditions: readonly ListingCondition[]): ProblemCondition[] {
  return conditions.filter((c): c is ProblemCondition => c !== "foreclosed");
}

/** Conditions no lender takes as security, the one that names the title's own state first. */
const NO_LOAN: readonly ListingCondition[] = ["title_encumbered", "rights_only", "agrarian", "legal_case"];

/**
 * The condition that rules out a Pag-IBIG or bank loan, or null. Pag-IBIG and banks lend against a clean
 * title they can take as security and a property they can inspect and take back: not against a title under
 * a case, a levy or another's claim, not against rights or agrarian land, not against a foreclosure whose
 * occupants the buyer must still see out. ("occupied" alone — someone lives in a house being resold — does
 * not: the seller hands it over empty at the sale.)
 */
export function loanBar(conditions: readonly ListingCondition[]): ListingCondition | null {
  const bar = NO_LOAN.find((c) => conditions.includes(c));
  if (bar) return bar;
  return conditions.includes("occupied") && conditions.includes("foreclosed") ? "occupied" : null;
}
