/**
 * For the tests that hold Tagalog reports to Tagalog (issue 20): the English catalogue's fixed text — each
 * template cut at its placeholders — that a Tagalog reader should never meet. A piece counts when it has
 * three words or more, the Tagalog of the same phrase does not use it too (names and loanwords such as
 * "Pag-IBIG housing loan" read the same in both), and the market dataset does not use it in its own notes
 * and titles (a source's "year on year" is the source's words, cited as they were published).
 */
import * as MARKET_DATA from "../market-data";
import condoRents from "../market-data/listing-references/condo-rents.json";
import referenceTable from "../market-data/listing-references/reference-table.json";
import rentTable from "../market-data/listing-references/rent-table.json";
import { plainText } from "../valuation/plain-sources";
import { EN, type PhraseKey, TL } from "./catalogue";

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

/** Every string of the market dataset, as a report cites it (in plain words): its sources' own words. */
const DATASET_TEXT = strings([
  MARKET_DATA,
  referenceTable,
  rentTable,
  condoRents,
  (["luzon", "visayas", "mindanao"] as const).map(MARKET_DATA.typhoonBaseline),
])
  .map(plainText)
  .join("\n");

const WORDS_MIN = 3;
const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w));

export interface EnglishFragment {
  readonly key: PhraseKey;
  readonly text: string;
}

export function englishFragments(): EnglishFragment[] {
  const tagalog = Object.values(TL).join("\n");
  const out: EnglishFragment[] = [];
  for (const key of Object.keys(EN) as PhraseKey[]) {
    if (EN[key] === TL[key]) continue;
    for (const piece of EN[key].split(/\{\w+\}/)) {
      const text = piece.trim().replace(/^[,.;:()\s]+|[,.;:(\s]+$/g, "");
      if (words(text).length < WORDS_MIN || tagalog.includes(text) || DATASET_TEXT.includes(text)) continue;
      out.push({ key, text });
    }
  }
  return out;
}

/** The fragments found in `text`, each once. */
export function englishIn(text: string, fragments: readonly EnglishFragment[]): EnglishFragment[] {
  return fragments.filter((f) => text.includes(f.text));
}

/** Is `text` the dataset's own words (a cited note or title), which are quoted as published? */
export const isDatasetText = (text: string): boolean => DATASET_TEXT.includes(text);
