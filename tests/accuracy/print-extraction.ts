/** Section 1 of `npm run accuracy`: extraction on real material, as tables. */

import { printLabelAgreement, printSourceTable } from "./by-source";
import { printSampleAgreement } from "./label-sample";
import {
  FIELDS,
  type Field,
  type ListRefusal,
  labelledTexts,
  percent,
  type Scored,
  scorePages,
  scorePdfLists,
  scoreTexts,
  type Tally,
  tally,
} from "./real-material";
import { sourceTexts } from "./sources";

const pad = (text: string, width: number) => text.padEnd(width);
const cell = (entry: Tally | undefined) =>
  entry ? `${entry.right}/${entry.all} ${percent(entry).toFixed(1)}%`.padEnd(17) : "—".padEnd(17);

/** Fields with a ≥ 90 % bar of their own (issue 16); the rest count toward the ≥ 95 % overall. */
const KEY_FIELDS: readonly Field[] = ["price", "floorAreaSqm", "lotAreaSqm", "type", "city"];

export interface ExtractionSummary {
  scored: Scored[];
  overall: Tally;
  listsNotRefused: number;
}

export async function printExtraction(pdfText: (bytes: Uint8Array) => Promise<string>): Promise<ExtractionSummary> {
  const texts = scoreTexts(labelledTexts());
  const pages = scorePages();
  const pdfs = await scorePdfLists(pdfText);
  const scored = [...texts, ...pages.scored];
  const sources = [...new Set(scored.map((item) => item.source))];

  const byField = tally(scored, (_item, field) => field);
  const bySourceField = tally(scored, (item, field) => `${item.source}|${field}`);
  const bySource = tally(scored, (item) => item.source);
  const overall = tally(scored, () => "all").get("all") ?? { right: 0, all: 0 };

  console.log(
    `headline: ${overall.right}/${overall.all} labelled fields right (${percent(overall).toFixed(1)} %) on ${scored.length} real listings`,
  );
  console.log(`\n${pad("field", 14)}${pad("all", 17)}${sources.map((source) => pad(source, 30)).join("")}`);
  for (const field of FIELDS) {
    const row = sources.map((source) => pad(cell(bySourceField.get(`${source}|${field}`)), 30)).join("");
    console.log(`${pad(field, 14)}${cell(byField.get(field))}${row}`);
  }
  console.log(`${pad("all fields", 14)}${cell(overall)}${sources.map((s) => pad(cell(bySource.get(s)), 30)).join("")}`);

  const invented = scored.flatMap((item) => item.invented.map((field) => `${item.id} ${field}`));
  const traps = scored.filter((item) => item.trapPrice);
  console.log(`\ninvented numbers (a number read where the text states none): ${invented.length}`);
  for (const line of invented.slice(0, 30)) console.log(`  ${line}`);
  const derived = scored.flatMap((item) => (item.derived ?? []).map((field) => `${item.id} ${field}`));
  console.log(`totals the text gives only as a per-sqm rate and an area, read as rate × area: ${derived.length}`);
  console.log(
    `prices taken from an equity, down payment, amortisation, reservation or appraisal line: ${traps.length}`,
  );
  for (const item of traps) console.log(`  ${item.id}: ${item.trapPrice}`);

  const lists: ListRefusal[] = [...pages.lists, ...pdfs];
  const refused = lists.filter((list) => list.refused);
  console.log(`\nlist pages and multi-property PDFs refused: ${refused.length}/${lists.length}`);
  for (const list of lists) {
    console.log(
      `  ${list.refused ? "✓" : "✗"} ${pad(list.file, 62)} ${list.refused ? `${list.count} properties, ${list.candidates} candidates offered` : "turned into a listing"}`,
    );
  }

  const failing = KEY_FIELDS.filter((field) => percent(byField.get(field) ?? { right: 0, all: 1 }) < 90);
  console.log(
    `\ntargets: overall ≥ 95 % → ${percent(overall) >= 95 ? "met" : "not met"}; price, floor area, lot area, type, city ≥ 90 % → ${failing.length ? `not met (${failing.join(", ")})` : "met"}; invented 0 → ${invented.length ? "not met" : "met"}; trap prices 0 → ${traps.length ? "not met" : "met"}`,
  );
  // The sources beyond Lamudi are printed by source, beside the figures above (which stay Lamudi and pages).
  const others = scoreTexts(sourceTexts());
  printSourceTable([...scored, ...others]);
  printLabelAgreement();
  printSampleAgreement();
  if (process.env.ACCURACY_WRONG) printWrong([...scored, ...others], process.env.ACCURACY_WRONG as Field | "all");
  return { scored, overall, listsNotRefused: lists.length - refused.length };
}

/** `ACCURACY_WRONG=price npm run accuracy`: every wrong reading of a field, to look at. */
function printWrong(scored: Scored[], field: Field | "all"): void {
  console.log(`\nwrong readings (${field}):`);
  for (const item of scored) {
    for (const [name, result] of Object.entries(item.fields)) {
      if (result.right || (field !== "all" && name !== field)) continue;
      console.log(
        `  ${item.id} ${name}: got ${JSON.stringify(result.got)}, expected ${JSON.stringify(result.expected)}`,
      );
    }
    for (const name of item.invented)
      if (field === "all" || name === field) console.log(`  ${item.id} ${name}: invented`);
  }
}
