/**
 * Every real listing of the corpus (report-corpus.ts) made into a report by the analyzer's own code, and
 * judged: whether a complete listing got a price verdict (and why not), whether the report contradicts
 * itself (consistency.ts), and its real property tax as a share of the asking price.
 */
import { CORRECTABLE_FIELDS, fieldValue, type Listing, ListingDetailsSchema, type ReportData } from "@suri/contracts";
import { withConfirmed } from "../../services/analyzer/src/start-report/confirmed-reading";
import { buildReport } from "../../services/analyzer/src/valuation";
import { errorStats } from "../../services/analyzer/src/valuation/measured-error";
import { contradictions } from "./consistency";
import { reportCorpus } from "./report-corpus";

export interface SourceTally {
  reports: number;
  complete: number;
  verdicts: number;
  /** Verdicts once "What we read" is confirmed unchanged (a pasted text's one step before it is charged). */
  verdictsConfirmed: number;
  /** Completeness judged from a person's labels (else from what Suri read). */
  labelled: boolean;
}

export interface Judgement {
  bySource: Map<string, SourceTally>;
  /** Why complete listings got no verdict: the reason's words (numbers masked) and how often. */
  withheld: Map<string, number>;
  /** "source · id: contradiction". */
  contradictions: string[];
  /** Real property tax a year as a percent of the asking price, one per sale report that has it. */
  taxShares: number[];
  /** Priced sale reports whose tax could not be estimated (no area, or a figure past the 1 % check). */
  taxUnestimated: number;
  /** Where a verdict is given: the asking price against the report's estimate and range, per source. */
  estimates: Map<string, EstimateCheck[]>;
}

/**
 * Sources from sites the listing data holds no row of: their listings are valued as a portal nobody here
 * has seen would be. The Lamudi and Dot Property texts come from portals the data holds (never from their
 * own rows: a row does not value the same unit posted again).
 */
export const OUTSIDE_DATA: ReadonlySet<string> = new Set([
  "broker ads (Eastwood)",
  "broker listings (Leechiu)",
  "agents' posts (ABIC)",
  "land site (Cebu)",
]);

/** One given verdict's asking price against what the report said the unit is worth. */
export interface EstimateCheck {
  readonly type: string;
  /** Asking ÷ estimate. */
  readonly ratio: number;
  /** The asking price lies inside the range the verdict was judged against. */
  readonly inRange: boolean;
}

/** The listing as its reader confirms "What we read" without changing a value (the dialog sends every field shown). */
export function asConfirmed(listing: Listing): Listing {
  const confirmed: Record<string, unknown> = {};
  for (const field of CORRECTABLE_FIELDS) {
    const value = fieldValue(listing, field);
    if (value !== null) confirmed[field] = value;
  }
  return withConfirmed(listing, ListingDetailsSchema.parse(confirmed));
}

export const given = (report: ReportData) =>
  report.priceFairness.reliable !== false && report.priceFairness.category !== "insufficient_data";

export function judgeCorpus(now: Date): Judgement {
  const out: Judgement = {
    bySource: new Map(),
    withheld: new Map(),
    contradictions: [],
    taxShares: [],
    taxUnestimated: 0,
    estimates: new Map(),
  };
  for (const item of reportCorpus()) {
    const tally = out.bySource.get(item.source) ?? {
      reports: 0,
      complete: 0,
      verdicts: 0,
      verdictsConfirmed: 0,
      labelled: item.labelled,
    };
    out.bySource.set(item.source, tally);
    if (!item.listing) continue;
    const report = buildReport(item.listing, { now });
    tally.reports += 1;
    for (const problem of contradictions(report, item.listing))
      out.contradictions.push(`${item.source} · ${item.id}: ${problem}`);
    const tax = report.financialAnalysis.operatingCosts?.lines.find((line) => line.key === "propertyTax");
    if (tax && report.price) {
      if (tax.amount === null) out.taxUnestimated += 1;
      else out.taxShares.push((tax.amount * 100) / report.price);
    }
    if (!item.complete) continue;
    tally.complete += 1;
    const confirmed = item.pasted ? buildReport(asConfirmed(item.listing), { now }) : report;
    if (given(confirmed)) tally.verdictsConfirmed += 1;
    if (given(report)) {
      tally.verdicts += 1;
      const check = estimateCheck(report);
      if (check) out.estimates.set(item.source, [...(out.estimates.get(item.source) ?? []), check]);
      continue;
    }
    const reasons = report.priceFairness.unreliableReasons?.length
      ? report.priceFairness.unreliableReasons
      : [report.priceFairness.analysis];
    for (const reason of reasons) {
      const key = reason.replace(/\d[\d,.]*/g, "#").slice(0, 110);
      out.withheld.set(key, (out.withheld.get(key) ?? 0) + 1);
    }
  }
  return out;
}

function estimateCheck(report: ReportData): EstimateCheck | null {
  const { subjectPrice: price, fairPrice: estimate, fairValueRange: range } = report.priceFairness;
  if (!price || !estimate || !range) return null;
  return {
    type: report.overview.propertyType ?? "unknown",
    ratio: price / estimate,
    inRange: price >= range.low && price <= range.high,
  };
}

/** Median |asking ÷ estimate − 1| and the share inside the range, percent; null without any. */
export function estimateSummary(
  checks: readonly EstimateCheck[],
): { medianErrorPct: number; inRangePct: number } | null {
  if (!checks.length) return null;
  return {
    medianErrorPct: errorStats(checks.map((c) => c.ratio)).medianAbsErrorPct,
    inRangePct: (checks.filter((c) => c.inRange).length * 100) / checks.length,
  };
}

/** Verdicts over complete listings, percent; null without any. */
export const verdictShare = (t: Pick<SourceTally, "complete" | "verdicts">) =>
  t.complete ? (t.verdicts * 100) / t.complete : null;
