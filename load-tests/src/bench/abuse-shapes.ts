/**
 * The hostile inputs of `npm run bench:abuse`: pasted texts up to the paste limit (20,000 characters),
 * pages holding the same paragraphs, and a pasted list of 40 priced condos. Each shape once stalled a
 * regular expression somewhere or was once let through; none of them is a listing anyone would write.
 */

/** A town, then letters: the barangay finder once backtracked on this (2,016 characters: ~110 s). */
const afterTown = (pairs: number) => `Condo in Makati\n${"Ab".repeat(pairs)}`;

export const HOSTILE_TEXTS: [name: string, text: string][] = [
  ['"Condo in Makati" + "Ab" × 500', afterTown(500)],
  ['"Condo in Makati" + "Ab" × 1,000', afterTown(1_000)],
  ['"Condo in Makati" + "Ab" × 9,990', afterTown(9_990)],
  ['("Ab" × 30 + ", Makati ") × 280', `Condo in Makati\n${`${"Ab".repeat(30)}, Makati `.repeat(280)}`],
  ["20,000 digits", `Condo in Makati ${"1".repeat(19_980)}`],
  ['"1,234 " × 3,300', `Condo in Makati ${"1,234 ".repeat(3_300)}`],
  ['"₱1 " × 6,600', `Condo in Makati ${"₱1 ".repeat(6_600)}`],
  ['"sqm " × 4,900', `Condo in Makati 1 ${"sqm ".repeat(4_900)}`],
  ['"Lot area: " + 19,900 digits', `House and lot, Lot area: ${"9".repeat(19_900)}`],
  ["emoji × 9,900", `Condo in Makati ${"🏠".repeat(9_900)}`],
  ["spaces and line breaks", `Condo in Makati${" \n".repeat(9_900)}₱5M`],
];

/** 40 condos, each with its own price and area: a list, not a listing. */
export const PASTED_LIST = Array.from(
  { length: 40 },
  (_, i) =>
    `${i + 1}. ${["1BR", "2BR", "Studio"][i % 3]} condo in ${["Makati", "BGC, Taguig", "Mandaluyong", "Pasig"][i % 4]}, ${
      24 + i
    } sqm — ₱${(3.2 + i * 0.15).toFixed(2)}M`,
).join("\n");

const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;

/** Listing pages a user could link to, each holding a hostile paragraph or structure. */
export function hostilePages(): Map<string, string> {
  return new Map([
    ["/ab-after-town", page("Condo for sale in Makati", `<p>${"Ab".repeat(9_990)}</p>`)],
    ["/ab-beside-town", page("Condo for sale in Makati", `<p>${`${"Ab".repeat(30)}, Makati `.repeat(280)}</p>`)],
    ["/digits", page("Condo for sale in Makati", `<p>₱${"1".repeat(100_000)}</p>`)],
    [
      "/nested",
      page("Condo for sale in Makati", `${"<div>".repeat(20_000)}₱5,000,000 30 sqm${"</div>".repeat(20_000)}`),
    ],
  ]);
}
