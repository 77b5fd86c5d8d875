/** Print labelled rows' pasted text beside their labels: `tsx tests/accuracy/show-rows.ts 31 58 …` (development aid). */
import { labelledTexts } from "./real-material";

const wanted = new Set(process.argv.slice(2).map((arg) => `row ${arg}`));
for (const item of labelledTexts()) {
  if (!wanted.has(item.id)) continue;
  const { row: _row, url: _url, ...labels } = item.labels as Record<string, unknown>;
  console.log(`==== ${item.id} ${JSON.stringify(labels)}`);
  console.log(item.text);
}
