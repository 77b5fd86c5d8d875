import { describe, expect, it } from "vitest";
import { formatInCurrency, pesosPerUnit, SECOND_CURRENCIES } from "./reference-rates";

describe("reference rates (IMF SDR values, 18 Sep 2025; Gulf and Hong Kong pegs)", () => {
  it("gives pesos per unit close to the day's published peso rates", () => {
    // BSP's bulletin that week: about ₱57 per US dollar, ₱77 per pound, ₱15.2 per riyal, ₱7.3 per HK dollar.
    expect(pesosPerUnit("USD")).toBeCloseTo(56.87, 2);
    expect(pesosPerUnit("GBP")).toBeCloseTo(77.64, 1);
    expect(pesosPerUnit("SAR")).toBeCloseTo(56.869 / 3.75, 2);
    expect(pesosPerUnit("AED")).toBeCloseTo(15.49, 1);
    expect(pesosPerUnit("HKD")).toBeCloseTo(7.29, 1);
    expect(pesosPerUnit("JPY")).toBeCloseTo(0.387, 3);
    expect(pesosPerUnit("KWD")).toBeCloseTo(186.7, 0);
  });

  it("has a rate for every offered currency", () => {
    for (const code of SECOND_CURRENCIES) expect(pesosPerUnit(code)).toBeGreaterThan(0);
  });

  it("formats as people quote amounts", () => {
    expect(formatInCurrency(16_000_000, "AED")).toBe("AED 1,033,267");
    expect(formatInCurrency(55, "USD")).toBe("USD 0.97");
  });
});
