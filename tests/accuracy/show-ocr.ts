/**
 * Development aid: where an uploaded screenshot reads worse than the same text pasted, with the OCR text.
 * `tsx tests/accuracy/show-ocr.ts [source or id fragment] [--first]` (--first: the first screen alone).
 * OCR comes from the committed cache; images missing from it are read (slowly) and added.
 */
import { textOfPage } from "../../services/scraper/src/read-upload/ocr-layout";
import { ocrItems, scoreOcr } from "./ocr-column";

const args = process.argv.slice(2);
const first = args.includes("--first");
const wanted = args.find((arg) => !arg.startsWith("--")) ?? "";
const { items } = await ocrItems();
const chosen = items.filter(({ item }) => `${item.source} ${item.id}`.toLowerCase().includes(wanted.toLowerCase()));
const columns = scoreOcr(chosen);
const upload = first ? columns.firstScreen : columns.allScreens;
for (const [index, { item, pages }] of chosen.entries()) {
  const texts = pages.map(textOfPage);
  const pasted = columns.pasted[index]!;
  const ocr = upload[index]!;
  const lost = Object.entries(ocr.fields)
    .filter(([field, result]) => !result.right && pasted.fields[field as keyof typeof pasted.fields]?.right)
    .map(([field, result]) => `${field} got ${JSON.stringify(result.got)} want ${JSON.stringify(result.expected)}`);
  const invented = ocr.invented.filter((field) => !pasted.invented.includes(field)).map((f) => `${f} invented`);
  if (!lost.length && !invented.length) continue;
  console.log(`==== ${item.id} (${item.source}): ${[...lost, ...invented].join("; ")}`);
  console.log((first ? texts.slice(0, 1) : texts).join("\n---- next screen ----\n"));
}
