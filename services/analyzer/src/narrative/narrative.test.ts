/** The numbers check every narrative must pass, and the deterministic writers' shape. */
import { describe, expect, it } from "vitest";
import { report } from "../../test/support/hand";
import { allowedNumbers, numbersIn, unknownNumbers, writeDeterministicNarrative } from ".";

const r = report({
  priceCentavos: 12_000_000_00,
  floorAreaSqm: 45,
  bedrooms: 1,
  propertyType: "condo",
  address: { city: "Taguig", text: "Bonifacio Global City" },
});

describe("numbersIn", () => {
  it.each([
    ["₱12,000,000 and 7.7% in 5 years", ["12000000", "7.7", "5"]],
    ["-₱18,919 a month", ["18919"]],
    ["₱1.2M, ₱850.0K", ["1.2", "850"]],
    ["no numbers", []],
  ])("%s", (text, expected) => expect(numbersIn(text)).toEqual(expected));
});

describe("allowedNumbers", () => {
  it("holds each figure whole, to one and two decimals, in millions and thousands", () => {
    const allowed = allowedNumbers(r);
    for (const n of ["12000000", "12", "12000", "266667", "266666.67", "7.7", "7.74", "53595", "53.6"]) {
      expect(allowed.has(n)).toBe(true);
    }
  });

  it("ignores the narrative itself, so a narrative cannot vouch for its own numbers", () => {
    const narrative = writeDeterministicNarrative(r);
    const poisoned = { ...r, narrative: { ...narrative, en: { ...narrative.en, summary: "Worth ₱99,999,999." } } };
    expect(allowedNumbers(poisoned).has("99999999")).toBe(false);
  });
});

describe("unknownNumbers", () => {
  const narrative = writeDeterministicNarrative(r);

  it("passes the deterministic narrative", () => {
    expect(unknownNumbers(narrative, r)).toEqual([]);
  });

  it("catches an invented figure in either language", () => {
    const en = { ...narrative.en, summary: `${narrative.en.summary} Rents will rise 17.77% next year.` };
    expect(unknownNumbers({ ...narrative, en }, r)).toEqual(["17.77"]);
    const tl = { ...narrative.tl, sections: { ...narrative.tl.sections, risks: "Tataas ng ₱777,777 ang halaga." } };
    expect(unknownNumbers({ ...narrative, tl }, r)).toEqual(["777777"]);
  });
});

describe("the deterministic writer", () => {
  it("fills every section in both languages and marks itself", () => {
    const n = writeDeterministicNarrative(r);
    expect(n.writer).toBe("deterministic");
    for (const text of [...Object.values(n.en.sections), ...Object.values(n.tl.sections)])
      expect(text.length).toBeGreaterThan(20);
    expect(n.tl.sections.costs).toContain("amilyar");
    expect(n.en.sections.financing).toContain("Pag-IBIG housing loan");
  });
});
