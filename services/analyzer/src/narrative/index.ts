/**
 * The report's narrative. The deterministic writer (English and Tagalog) is pure and always
 * available; a model-written narrative (write-narrative/) replaces it only when it passes the
 * same numbers check.
 */
import type { Narrative, ReportData } from "@suri/contracts";
import { writeEnglish } from "./english";
import { narrativeFacts } from "./facts";
import { writeTagalog } from "./tagalog";

export { allowedNumbers, numbersIn, unknownNumbers } from "./numbers-check";

export function writeDeterministicNarrative(report: ReportData): Narrative {
  const facts = narrativeFacts(report);
  return { writer: "deterministic", en: writeEnglish(facts), tl: writeTagalog(facts) };
}

/** The report with a narrative and its English summary in the `summary` field the list views read. */
export function withNarrative(report: ReportData, narrative: Narrative): ReportData {
  return { ...report, narrative, summary: narrative.en.summary };
}
