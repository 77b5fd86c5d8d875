/**
 * Development aid: the wrong readings of one source with their texts, without the rest of `npm run accuracy`.
 * `tsx tests/accuracy/show-wrong.ts lifenavi [field]` (a source name or label file fragment; "all" for every source).
 */
import { labelledTexts, type Scored, scoreTexts } from "./real-material";
import { sourceTexts } from "./sources";

const [wanted = "all", field] = process.argv.slice(2);
const items = [...labelledTexts(), ...sourceTexts()].filter(
  (item) => wanted === "all" || `${item.source} ${item.id}`.toLowerCase().includes(wanted.toLowerCase()),
);
const scored = scoreTexts(items);
const texts = new Map(items.map((item) => [item.id, item.text]));
let right = 0;
let all = 0;
for (const item of scored) {
  const wrong = wrongOf(item);
  for (const result of Object.values(item.fields)) {
    all += 1;
    right += result.right ? 1 : 0;
  }
  if (!wrong.length) continue;
  console.log(`==== ${item.id}: ${wrong.join("; ")}`);
  console.log((texts.get(item.id) ?? "").slice(0, Number(process.env.SHOW_CHARS ?? 700)));
}
console.log(
  `\n${right}/${all} fields right (${((right / Math.max(all, 1)) * 100).toFixed(1)} %) in ${scored.length} texts`,
);

function wrongOf(item: Scored): string[] {
  const wrong = Object.entries(item.fields)
    .filter(([name, result]) => !result.right && (!field || name === field))
    .map(([name, result]) => `${name} got ${JSON.stringify(result.got)} want ${JSON.stringify(result.expected)}`);
  return [...wrong, ...item.invented.filter((name) => !field || name === field).map((name) => `${name} invented`)];
}
