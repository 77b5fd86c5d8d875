/**
 * What could go wrong: the place's natural hazards (dataset rows for every key on the listing's
 * chain plus the typhoon baseline of its island group) and the investment risks the numbers show —
 * vacancy and oversupply, a falling price trend, pre-selling delivery, what the listing says (in its own
 * words) of occupants, court cases, the title and an as-is sale, a price far from the reference, and thin data. Overall level: High with two high risks (or one high and two medium),
 * Moderate with any high or medium, else Low.
 */
import type { Citation, ConditionEvidence, Hazard, ListingCondition } from "@suri/contracts";
import { formatPercent } from "@suri/contracts";
import { HAZARDS, islandGroupOf, METRO_MANILA_CONDO_OVERHANG, SOURCES, typhoonBaseline } from "../market-data";
import { type PhraseKey, type Writer, writerFor } from "../wording/writer";
import { plainCitation } from "./citations";
import { problemConditions } from "./listing-conditions";
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

function vacancyRisk(v: ValuationCore, w: Writer): Risk | null {
  const vacancy = v.market.vacancyPct;
  if (!vacancy) return null;
  const severity: Severity = vacancy.value >= 20 ? "high" : vacancy.value >= 10 ? "medium" : "low";
  const overhang =
    v.basis.propertyType === "condo" && v.inMetroManila
      ? w.say("risk.overhang", {
          years: METRO_MANILA_CONDO_OVERHANG.value,
          period: METRO_MANILA_CONDO_OVERHANG.period,
        })
      : "";
  return {
    type: w.say("risk.vacancy"),
    assessment: w.say("risk.vacancyText", {
      pct: formatPercent(vacancy.value),
      period: vacancy.citation.period ?? w.say("risk.latest"),
      overhang,
    }),
    severity,
    citation: vacancy.citation,
  };
}

function trendRisk(v: ValuationCore, w: Writer): Risk | null {
  const latest = v.market.latestGrowthPct;
  if (!latest || latest.value >= 0) return null;
  return {
    type: w.say("risk.falling"),
    assessment: w.say("risk.fallingText", {
      pct: formatPercent(Math.abs(latest.value)),
      period: latest.citation.period ?? w.say("risk.latest"),
    }),
    severity: "medium",
    citation: latest.citation,
  };
}

/** What the listing itself says about occupants, court cases, the title and the terms of sale. */
const CONDITION_SEVERITY: Record<ListingCondition, Severity> = {
  occupied: "high",
  legal_case: "high",
  title_encumbered: "high",
  rights_only: "high",
  agrarian: "high",
  title_pending: "medium",
  as_is: "medium",
  tenanted: "low",
  foreclosed: "low",
};

/** The listing's own words for a condition, quoted before what they mean; nothing when none were kept. */
function quoted(key: string, evidence: readonly ConditionEvidence[], w: Writer): string {
  const quote = evidence.find((e) => e.condition === key)?.quote;
  return quote ? `${w.say("risk.listingSays", { quote: quote.replace(/[\s.;,:]+$/, "") })} ` : "";
}

function conditionRisks(v: ValuationCore, w: Writer, evidence: readonly ConditionEvidence[]): Risk[] {
  return problemConditions(v.conditions).map((condition) => ({
    type: w.say(`risk.condition.${condition}` as PhraseKey),
    assessment: `${quoted(condition, evidence, w)}${w.say(`risk.condition.${condition}.text` as PhraseKey)}`,
    severity: CONDITION_SEVERITY[condition],
    citation: null,
  }));
}

function dataRisks(v: ValuationCore, w: Writer): Risk[] {
  const out: Risk[] = [];
  const f = v.fairness;
  if (f.category !== "insufficient_data" && (!f.dataValid || f.severity === "extreme")) {
    out.push({
      type: w.say("risk.farFromMarket"),
      assessment: w.say("risk.farFromMarketText"),
      severity: "high",
      citation: v.priceReference?.citation ?? null,
    });
  }
  const weak = f.category === "insufficient_data" || v.priceReference?.citation.confidence === "low";
  if (weak || v.basis.typeInferred) {
    out.push({
      type: w.say("risk.thinData"),
      assessment: w.say(f.category === "insufficient_data" ? "risk.noReferenceText" : "risk.weakReferenceText"),
      severity: "medium",
      citation: v.priceReference?.citation ?? null,
    });
  }
  return out;
}

/** `evidence`: the listing's words for each condition it states, quoted in that condition's risk. */
export function investmentRisks(
  v: ValuationCore,
  hazards: readonly Hazard[],
  w: Writer = writerFor("en"),
  evidence: readonly ConditionEvidence[] = [],
): Risk[] {
  const out: Risk[] = [];
  const vacancy = vacancyRisk(v, w);
  if (vacancy) out.push(vacancy);
  const trend = trendRisk(v, w);
  if (trend) out.push(trend);
  if (v.status === "pre_selling") {
    out.push({
      type: w.say("risk.preSelling"),
      assessment: `${quoted("pre_selling", evidence, w)}${w.say("risk.preSellingText")}`,
      severity: "medium",
      citation: peersCitation("PEERS_PRESELLING"),
    });
  }
  out.push(...conditionRisks(v, w, evidence));
  out.push(...dataRisks(v, w));
  const worst = hazards[0];
  if (worst) {
    out.push({
      type: w.say("risk.hazards"),
      assessment: w.count("risk.hazardsText", hazards.length, { worst: worst.description }),
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
