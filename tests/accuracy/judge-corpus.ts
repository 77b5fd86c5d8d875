/**
 * Every real listing of the corpus (report-corpus.ts) made into a report by the analyzer's own code, and
 * judged: whether a complete listing got a price verdict (and why not), whether the report contradicts
 * itself (consistency.ts), and its real property tax as a share of the asking price.
 */
import { CORRECTABLE_FIELDS, fieldValue, type Listing, ListingDetailsSchema, type ReportData } from "@suri/contracts";
import { withConfirmed } from "../../services/analyzer/src/start-report/confirmed-reading";
import { buildReport } from "../../services/analyzer/src/valuation";
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

/** Verdicts over complete listings, percent; null without any. */
export const verdictShare = (t: Pick<SourceTally, "complete" | "verdicts">) =>
  t.complete ? (t.verdicts * 100) / t.complete : null;
