/**
 * The report's narrative. The deterministic writer is pure and always available, in every language of
 * the phrase catalogues; a model-written narrative (write-narrative/) replaces it only when it passes
 * the same numbers check.
 */
import { inLanguage, type Narrative, type NarrativeText, type ReportData } from "@suri/contracts";
import { type Writer, writerFor } from "../wording/writer";
import { narrativeFacts } from "./facts";
import { writeNarrativeText } from "./write";

export { allowedNumbers, numbersIn, unknownNumbers } from "./numbers-check";

/** The narrative of a report, in the writer's language, from the report built by the same writer. */
export function writeNarrative(report: ReportData, w: Writer): NarrativeText {
  return writeNarrativeText(narrativeFacts(report, w), w);
}

/** The deterministic narrative in both languages, of a report that carries its Tagalog (buildReport's). */
export function writeDeterministicNarrative(report: ReportData): Narrative {
  return {
    writer: "deterministic",
    en: writeNarrative(inLanguage(report, "en"), writerFor("en")),
    tl: writeNarrative(inLanguage(report, "tl"), writerFor("tl")),
  };
}

/** The report with a narrative and its English summary in the `summary` field the list views read. */
export function withNarrative(report: ReportData, narrative: Narrative): ReportData {
  return { ...report, narrative, summary: narrative.en.summary };
}
