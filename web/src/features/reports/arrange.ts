import type { ReportListItem } from "@suri/contracts";

export type SortKey = "date" | "score" | "price";
export type Verdict = "fair" | "underpriced" | "overpriced" | "withheld";

export interface Arrangement {
  query: string;
  sort: SortKey;
  type: string | null;
  city: string | null;
  verdict: Verdict | null;
}

export const NO_ARRANGEMENT: Arrangement = { query: "", sort: "date", type: null, city: null, verdict: null };

/** The list's price verdict: no verdict when the comparison was withheld or the data was thin. */
export function verdictOf(item: ReportListItem): Verdict | null {
  const pf = item.reportData.priceFairness;
  if (!pf) return null;
  if (pf.reliable === false || pf.category === "insufficient_data") return "withheld";
  return pf.category;
}

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Types and cities the reports have, for the filters (sorted, each once). */
export function facets(items: readonly ReportListItem[]): { types: string[]; cities: string[] } {
  const types = new Set<string>();
  const cities = new Set<string>();
  for (const item of items) {
    if (item.reportData.overview.type) types.add(item.reportData.overview.type);
    if (item.reportData.city) cities.add(item.reportData.city);
  }
  return { types: [...types].sort(), cities: [...cities].sort() };
}

/**
 * My Reports as the reader arranged it: searched in the title and address (accents and case ignored),
 * filtered by type, city and verdict, sorted newest first, by score (unrated last) or by price (lowest first,
 * unpriced last).
 */
export function arrangeReports(items: readonly ReportListItem[], a: Arrangement): ReportListItem[] {
  const words = fold(a.query).split(/\s+/).filter(Boolean);
  const kept = items.filter((item) => {
    const r = item.reportData;
    if (a.type && r.overview.type !== a.type) return false;
    if (a.city && r.city !== a.city) return false;
    if (a.verdict && verdictOf(item) !== a.verdict) return false;
    const haystack = fold(`${r.title} ${r.address}`);
    return words.every((w) => haystack.includes(w));
  });
  const last = (v: number | null | undefined, dir: 1 | -1) =>
    v === null || v === undefined ? Number.POSITIVE_INFINITY : dir * v;
  const byDate = (x: ReportListItem, y: ReportListItem) => Date.parse(y.generatedAt) - Date.parse(x.generatedAt);
  return [...kept].sort((x, y) => {
    if (a.sort === "score") {
      const d = last(x.reportData.investmentScore?.score, -1) - last(y.reportData.investmentScore?.score, -1);
      return d || byDate(x, y);
    }
    if (a.sort === "price") {
      const d = last(x.reportData.price, 1) - last(y.reportData.price, 1);
      return d || byDate(x, y);
    }
    return byDate(x, y);
  });
}
