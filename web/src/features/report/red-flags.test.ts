import { type RedFlag, RedFlagKeySchema } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import type { MessageKey } from "../../i18n";
import { en } from "../../i18n/en";
import { tl } from "../../i18n/tl";
import type { MessageParams } from "../../i18n/translate";
import { redFlagLines } from "./red-flags";

const translator = (catalogue: Record<string, string>) => (key: MessageKey, params?: MessageParams) =>
  (catalogue[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => String(params?.[name] ?? whole));

const LEVY = "Document Status - Notice of Levy on Attachment - Title bears annotation under Entry No. 76126";
const flags: RedFlag[] = [
  { key: "title_encumbered", cap: 39, quote: LEVY },
  { key: "as_is", cap: 59, quote: "  Sold as is, where is.  " },
  { key: "flood_high", cap: 59 },
];

describe("the red flags at the top of a report", () => {
  it("names each flag in words with the listing's words quoted", () => {
    expect(redFlagLines(flags, translator(en))).toEqual([
      { key: "title_encumbered", label: "Burden on the title", cap: 39, quote: `The listing says: “${LEVY}”` },
      { key: "as_is", label: "Sold as-is", cap: 59, quote: "The listing says: “Sold as is, where is.”" },
      { key: "flood_high", label: "High flood hazard", cap: 59, quote: null },
    ]);
    expect(redFlagLines(flags, translator(tl))[0]).toMatchObject({
      label: "May pasanin ang titulo",
      quote: `Sabi ng listing: “${LEVY}”`,
    });
  });

  it("never shows a code: every flag has words in both languages, an unknown one is left out", () => {
    for (const catalogue of [en, tl]) {
      const all = RedFlagKeySchema.options.map((key) => ({ key, cap: 50, quote: "x" }));
      for (const line of redFlagLines(all, translator(catalogue))) {
        expect(line.label).not.toMatch(/redFlag\.|_/);
        expect(line.quote).not.toMatch(/\{quote\}/);
      }
    }
    const unknown = [{ key: "volcano_close", cap: 20 }] as unknown as RedFlag[];
    expect(redFlagLines(unknown, translator(en))).toEqual([]);
    expect(redFlagLines(undefined, translator(en))).toEqual([]);
  });
});
