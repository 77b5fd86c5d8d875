/**
 * What could go wrong: the place's natural hazards (dataset rows for every key on the listing's
 * chain plus the typhoon baseline of its island group) and the investment risks the numbers show —
 * vacancy and oversupply, a falling price trend, pre-selling delivery, what the listing says of
 * occupants, court cases and the title, a price far from the reference, and thin data. Overall level: High with two high risks (or one high and two medium),
 * Moderate with any high or medium, else Low.
 */
import type { Citation, Hazard, ListingCondition } from "@suri/contracts";
import { formatPercent } from "@suri/contracts";
import { HAZARDS, islandGroupOf, METRO_MANILA_CONDO_OVERHANG, SOURCES, typhoonBaseline } from "../market-data";
import { plainCitation } from "./citations";
import type { ValuationCore } from "./value-listing";

export type Severity = "low" | "medium" | "high";

export interface Risk {
  readonly type: string;
  readonly assessment: string;
  readonly severity: Severity;
  readonly citation: Citation | null;
}

const HAZARD_ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

export function hazardsFor(keys: readonly string[]): Hazard[] {
  const seen = new Set<string>();
  const rows = keys.flatMap((k) => HAZARDS[k] ?? []).filter((row) => !row.notFor?.some((id) => keys.includes(id)));
  const all = [...rows, typhoonBaseline(islandGroupOf(keys))];
  const out: Hazard[] = [];
  for (const row of all) {
    if (seen.has(row.description)) continue;
    seen.add(row.description);
    out.push({ type: row.type, level: row.level, description: row.description, citation: plainCitation(row.source) });
  }
  return out.sort((a, b) => HAZARD_ORDER[a.level] - HAZARD_ORDER[b.level]);
}

function peersCitation(key: "PEERS_PRESELLING"): Citation {
  const ref = SOURCES[key];
  return { kind: "dataset", source: `${ref.source} (${ref.key})`, url: ref.url, confidence: "low" };
}

function vacancyRisk(v: ValuationCore): Risk | null {
  const vacancy = v.market.vacancyPct;
  if (!vacancy) return null;
  const severity: Severity = vacancy.value >= 20 ? "high" : vacancy.value >= 10 ? "medium" : "low";
  const overhang =
    v.basis.propertyType === "condo" && v.inMetroManila
      ? ` Unsold Metro Manila condominium stock would take ${METRO_MANILA_CONDO_OVERHANG.value} years to sell at the current pace (${METRO_MANILA_CONDO_OVERHANG.period}).`
      : "";
  return {
    type: "Vacancy and oversupply",
    assessment: `${formatPercent(vacancy.value)} of comparable units stand empty (${vacancy.citation.period ?? "latest"}); expect gaps between tenants.${overhang}`,
    severity,
    citation: vacancy.citation,
  };
}

function trendRisk(v: ValuationCore): Risk | null {
  const latest = v.market.latestGrowthPct;
  if (!latest || latest.value >= 0) return null;
  return {
    type: "Falling prices",
    assessment: `Prices fell ${formatPercent(Math.abs(latest.value))} year on year (${latest.citation.period ?? "latest"}): resale values may lag the long-run trend.`,
    severity: "medium",
    citation: latest.citation,
  };
}

/** What the listing itself says about occupants, court cases and the title (foreclosures, bank sales). */
const CONDITION_RISKS: Record<ListingCondition, Omit<Risk, "citation">> = {
  occupied: {
    type: "Occupied property",
    assessment:
      "The listing says the property is occupied. Removing occupants of a foreclosed property usually takes an ejectment case, months to years and legal fees at the buyer's cost; until then there is no rent and no access.",
    severity: "high",
  },
  legal_case: {
    type: "Pending legal case",
    assessment:
      "The listing names a pending court case or an annotation on the title. Ask for the case records and a lawyer's opinion before paying anything: the outcome can delay or undo the sale.",
    severity: "high",
  },
  title_pending: {
    type: "Title not yet transferred",
    assessment:
      "The title is still in the former owner's name. Transfer to you waits for the seller's consolidation, so resale and bank financing may be delayed.",
    severity: "medium",
  },
};

function conditionRisks(v: ValuationCore): Risk[] {
  return v.conditions.map((condition) => ({ ...CONDITION_RISKS[condition], citation: null }));
}

function dataRisks(v: ValuationCore): Risk[] {
  const out: Risk[] = [];
  const f = v.fairness;
  if (f.category !== "insufficient_data" && (!f.dataValid || f.severity === "extreme")) {
    out.push({
      type: "Price far from the market",
      assessment:
        "The asking price per sqm is far from the reference: check the area and price in the listing before relying on any figure.",
      severity: "high",
      citation: v.priceReference?.citation ?? null,
    });
  }
  const weak = f.category === "insufficient_data" || v.priceReference?.citation.confidence === "low";
  if (weak || v.basis.typeInferred) {
    out.push({
      type: "Thin data",
      assessment:
        f.category === "insufficient_data"
          ? "No market reference for this property type and place: the price cannot be judged from data."
          : "The market reference is an aggregator, an old figure or a few listings: treat the valuation as indicative.",
      severity: "medium",
      citation: v.priceReference?.citation ?? null,
    });
  }
  return out;
}

export function investmentRisks(v: ValuationCore, hazards: readonly Hazard[]): Risk[] {
  const out: Risk[] = [];
  const vacancy = vacancyRisk(v);
  if (vacancy) out.push(vacancy);
  const trend = trendRisk(v);
  if (trend) out.push(trend);
  if (v.status === "pre_selling") {
    out.push({
      type: "Pre-selling delivery",
      assessment:
        "Completion delays of about a year are common, and turnover brings extra costs (fit-out, move-in fees, dues from turnover). Check the developer's license to sell and track record.",
      severity: "medium",
      citation: peersCitation("PEERS_PRESELLING"),
    });
  }
  out.push(...conditionRisks(v));
  out.push(...dataRisks(v));
  const worst = hazards[0];
  if (worst) {
    out.push({
      type: "Natural hazards",
      assessment: `${hazards.length} hazard${hazards.length === 1 ? "" : "s"} on record for this place; the most serious: ${worst.description}`,
      severity: worst.level,
      citation: worst.citation,
    });
  }
  return out;
}

export function overallRiskLevel(risks: readonly Risk[]): "Low" | "Moderate" | "High" {
  const high = risks.filter((r) => r.severity === "high").length;
  const medium = risks.filter((r) => r.severity === "medium").length;
  if (high >= 2 || (high === 1 && medium >= 2)) return "High";
  if (high + medium > 0) return "Moderate";
  return "Low";
}
