/** Turns dataset figures into the report's citations, carrying fallbacks into the note. */
import type { Citation } from "@suri/contracts";
import type { Figure, FoundFigure, SourceNote } from "../market-data";
import { type Writer, writerFor } from "../wording/writer";

export function figureCitation(found: FoundFigure, extraNote?: string, w: Writer = writerFor("en")): Citation {
  const { figure } = found;
  const fallback = found.fallbackPhrase ? w.text(found.fallbackPhrase) : found.fallbackNote;
  const notes = [figure.note, fallback, extraNote].filter((n): n is string => Boolean(n));
  return {
    kind: "dataset",
    source: `${figure.source} (${figure.sourceKey})`,
    period: figure.period,
    ...(figure.url ? { url: figure.url } : {}),
    confidence: found.confidence,
    ...(notes.length > 0 ? { note: notes.join(". ") } : {}),
  };
}

/** A national figure used as it is (no fallback ladder): dataset row, or a stated assumption. */
export function plainCitation(figure: Figure | SourceNote, extraNote?: string): Citation {
  const notes = [figure.note, extraNote].filter((n): n is string => Boolean(n));
  const assumption = "assumption" in figure && figure.assumption === true;
  return {
    kind: assumption ? "assumption" : "dataset",
    source: `${figure.source} (${figure.sourceKey})`,
    period: figure.period,
    ...(figure.url ? { url: figure.url } : {}),
    confidence: figure.confidence,
    ...(notes.length > 0 ? { note: notes.join(". ") } : {}),
  };
}

const CONFIDENCE_ORDER = { low: 0, medium: 1, high: 2 } as const;

/** The weakest confidence among inputs: a derived figure is no surer than what it is made of. */
export function weakestConfidence(citations: readonly Citation[]): Citation["confidence"] {
  let weakest: Citation["confidence"] = "high";
  for (const c of citations) if (CONFIDENCE_ORDER[c.confidence] < CONFIDENCE_ORDER[weakest]) weakest = c.confidence;
  return weakest;
}

/** A figure we computed for this report from other cited figures. */
export function derivedCitation(source: string, note: string, inputs: readonly Citation[]): Citation {
  return { kind: "derived", source, confidence: weakestConfidence(inputs), note };
}

/**
 * Citations in first-seen order, one per source and period: rows that differ only in their note
 * (the same tax commentary cited for three rates) become one row with the notes joined.
 */
export function mergedCitations(citations: readonly (Citation | null | undefined)[]): Citation[] {
  const byKey = new Map<string, Citation>();
  for (const c of citations) {
    if (!c) continue;
    const key = `${c.kind}|${c.source}|${c.period ?? ""}`;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, c);
    else if (c.note && !seen.note?.includes(c.note)) {
      byKey.set(key, {
        ...seen,
        note: seen.note ? `${seen.note}; ${c.note}` : c.note,
        confidence: weakestConfidence([seen, c]),
      });
    }
  }
  return [...byKey.values()];
}

/** Citations in first-seen order without repeats (same source, period and note). */
export function uniqueCitations(citations: readonly (Citation | null | undefined)[]): Citation[] {
  const seen = new Set<string>();
  const out: Citation[] = [];
  for (const c of citations) {
    if (!c) continue;
    const key = `${c.kind}|${c.source}|${c.period ?? ""}|${c.note ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(c);
  }
  return out;
}
