/**
 * The rule every narrative must pass, whoever wrote it: each number it states must appear in the
 * computed report. A number "appears" when some numeric value of the report (outside the narrative)
 * rounds to it — whole, to one or two decimals, as a plain number or in millions/thousands (₱1.2M,
 * ₱850.0K) — or when the report's own text contains it (periods, laws, thresholds).
 */
import type { Narrative, NarrativeText, ReportData } from "@suri/contracts";

const NUMBER_PATTERN = /\d[\d,]*(?:\.\d+)?/g;

/** Canonical form of a number token: commas dropped, trailing zeros removed ("12,000.50" → "12000.5"). */
function canonical(token: string): string {
  return String(Number(token.replaceAll(",", "")));
}

export function numbersIn(text: string): string[] {
  return [...text.matchAll(NUMBER_PATTERN)].map((m) => canonical(m[0]));
}

function renderings(value: number): string[] {
  const size = Math.abs(value);
  return [
    Math.round(size),
    Number(size.toFixed(1)),
    Number(size.toFixed(2)),
    Number((size / 1_000_000).toFixed(1)),
    Number((size / 1_000).toFixed(1)),
  ].map(String);
}

function collect(value: unknown, into: Set<string>): void {
  if (typeof value === "number") {
    if (Number.isFinite(value)) for (const r of renderings(value)) into.add(r);
  } else if (typeof value === "string") {
    for (const n of numbersIn(value)) into.add(n);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, into);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) collect(item, into);
  }
}

/** Every number the report holds, in every rendering a narrative may use. */
export function allowedNumbers(report: ReportData): Set<string> {
  const { narrative: _narrative, summary: _summary, ...rest } = report;
  const out = new Set<string>();
  collect(rest, out);
  return out;
}

function texts(n: NarrativeText): string[] {
  return [n.summary, ...Object.values(n.sections)];
}

/** The numbers of a narrative that the report does not hold (empty when it passes). */
export function unknownNumbers(narrative: Pick<Narrative, "en" | "tl">, report: ReportData): string[] {
  const allowed = allowedNumbers(report);
  const unknown = new Set<string>();
  for (const text of [...texts(narrative.en), ...texts(narrative.tl)]) {
    for (const n of numbersIn(text)) if (!allowed.has(n)) unknown.add(n);
  }
  return [...unknown];
}
