/** The price-fairness section of ReportData, from a Valuation. */
import { formatPercent, formatPeso, type PriceFairness } from "@suri/contracts";
import { joined, type PhraseKey, type Writer } from "../wording/writer";
import { assumptionAnalysis } from "./assumption";
import { SQFT_PER_SQM } from "./basis";
import { typeLabel } from "./caveats";
import { rangePosition } from "./fairness";
import { DEFAULT_RANGE_PCT, describeRange } from "./reliability";
import type { Valuation } from "./value-listing";

/** What the range means, by where it comes from: measured on valuations like this one, or the reference's spread. */
function rangeMeaning(v: Valuation, w: Writer): string {
  const ref = v.priceReference;
  if (ref?.measured?.level === "region") {
    return w.say("fairness.rangeBroad", { tested: ref.measured.error.tested, place: ref.measured.place });
  }
  if (ref?.measured) return w.say("fairness.rangeMeasured");
  if (ref?.origin === "dataset" && ref.dataset?.range) return w.say("fairness.rangeSpread");
  if (ref?.origin === "comparables" && (ref.evidence?.dispersionPct ?? 0) > 0) {
    return w.say("fairness.rangeComparables", { n: ref.compsUsed });
  }
  const { fairPrice: estimate, range } = v.fairness;
  const pct = estimate && range ? Math.round(((range.high - estimate) * 100) / estimate) : DEFAULT_RANGE_PCT;
  return w.say("fairness.rangeDefault", { pct });
}

/** "33.3% above", "4.1% below", "equal to": the asking price against the estimate. */
function gapWords(gapPercent: number, w: Writer): string {
  const size = formatPercent(Math.abs(gapPercent));
  if (Math.abs(gapPercent) < 0.05) return w.say("fairness.gapNone");
  return w.say(gapPercent > 0 ? "fairness.gapAbove" : "fairness.gapBelow", { pct: size });
}

function fairnessAnalysis(v: Valuation, w: Writer): string {
  const f = v.fairness;
  const ref = v.priceReference;
  if (!v.comparison.reliable && ref && v.subjectPerSqm !== null) {
    const range = v.fairValueRange ? w.say("fairness.rangeWorth", { range: describeRange(v.fairValueRange) }) : "";
    return w.say("fairness.unreliable", {
      subject: formatPeso(v.subjectPerSqm),
      reference: formatPeso(ref.value),
      reasons: joined(v.comparison.reasons, "join.semicolon"),
      range,
    });
  }
  if (f.category === "insufficient_data" || !ref || v.subjectPerSqm === null || v.price === null) {
    if (v.price === null) return w.say("fairness.noPrice");
    if (v.subjectPerSqm === null) return w.say("fairness.noArea");
    const placed = v.resolved.matchedBy !== "none" && v.resolved.matchedBy !== "default-region";
    const town = v.townStated;
    if (v.basis.land && (placed || town)) return w.say("fairness.noLand", { place: town ?? v.resolved.area.name });
    if (!placed) {
      return town
        ? w.say("fairness.noMarket", { place: town, label: typeLabel(v.basis.propertyType, w) })
        : w.say("fairness.noPlace");
    }
    return w.say("fairness.noReference", { place: v.resolved.area.name });
  }
  const numbers = {
    price: formatPeso(v.price),
    subject: formatPeso(v.subjectPerSqm),
    gap: gapWords(f.deltaPercent ?? 0, w),
    estimate: formatPeso(f.fairPrice),
    reference: formatPeso(ref.value),
    range: f.range ? describeRange(f.range) : "",
    meaning: rangeMeaning(v, w),
  };
  if (f.category === "fair") {
    const position = rangePosition(f, v.price) ?? "middle";
    return w.say("fairness.inRange", { ...numbers, part: w.say(`fairness.part.${position}` as PhraseKey) });
  }
  const verdict = w.say(`verdict.${f.category}.${f.severity ?? "none"}` as PhraseKey);
  return w.say(f.category === "overpriced" ? "fairness.aboveRange" : "fairness.belowRange", { ...numbers, verdict });
}

function methodology(v: Valuation, w: Writer): string {
  const basis = w.say(v.basis.areaBasis === "lot" ? "method.lotArea" : "method.floorArea");
  const ref = v.priceReference;
  const measured = ref?.measured;
  if (ref?.dataset && measured?.level === "region") {
    return w.say("method.broad", {
      place: measured.place,
      source: ref.dataset.found.figure.source,
      period: ref.dataset.found.figure.period,
      scale: (ref.value / ref.dataset.value).toFixed(2),
      tested: measured.error.tested,
      basis,
      statement: measured.statement,
    });
  }
  if (ref && measured) {
    return w.say("method.measured", {
      n: ref.compsUsed,
      place: measured.level === "project" ? w.say("method.project", { name: measured.place }) : measured.place,
      basis,
      tested: measured.error.tested,
      statement: measured.statement,
    });
  }
  const dataset = ref?.dataset;
  const source =
    ref?.origin === "comparables"
      ? w.say("method.sourceComparables", { n: ref.compsUsed })
      : dataset
        ? w.say("method.sourceDataset", {
            place: dataset.found.area.name,
            source: dataset.found.figure.source,
            period: dataset.found.figure.period,
          })
        : w.say("method.sourceNone");
  return w.say("method.cited", { basis, source, meaning: rangeMeaning(v, w) });
}

/** The comparables shown in the report: the heaviest first, at most this many. */
export const COMPS_SHOWN_MAX = 20;

export function fairnessSection(v: Valuation, w: Writer): PriceFairness {
  const f = v.fairness;
  const ref = v.priceReference;
  const evidence = ref?.evidence ?? null;
  const valuationFactor = v.detailed.factors.find((x) => x.key === "priceValuation");
  return {
    subjectPrice: v.price,
    subjectPricePerSqM: v.subjectPerSqm,
    medianPricePerSqM: v.priceReference?.value ?? null,
    deltaPercent: f.deltaPercent,
    deltaPhp: f.deltaPhp,
    fairPrice: f.fairPrice,
    category: f.category,
    severity: f.severity,
    dataValid: f.dataValid,
    compsUsed: v.priceReference?.compsUsed ?? 0,
    analysis: assumptionAnalysis(v, fairnessAnalysis(v, w), w),
    methodology: methodology(v, w),
    citation: v.priceReference?.citation ?? null,
    areaBasis: v.basis.areaBasis,
    delta: f.deltaPercent,
    comps: evidence?.comps.slice(0, COMPS_SHOWN_MAX) ?? [],
    comparableProperties: evidence?.considered ?? 0,
    marketAverage: ref && v.basis.areaSqm !== null ? ref.value * v.basis.areaSqm : null,
    psf: v.subjectPerSqm === null ? null : v.subjectPerSqm / SQFT_PER_SQM,
    marketPsf: ref ? ref.value / SQFT_PER_SQM : null,
    score: valuationFactor?.dataAvailable ? valuationFactor.score : null,
    reliable: v.comparison.reliable,
    unreliableReasons: v.comparison.reasons.map((r) => w.text(r)),
    fairValueRange: v.fairValueRange,
  };
}
