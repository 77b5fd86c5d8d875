import { CREDIT_PACKS } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { formatUsdCents, packBrand, packDisplay, packDisplays, savingsPercent } from "./pack-display";

describe("pack display (from CREDIT_PACKS, SPEC §9)", () => {
  it("shows every pack once, in catalogue order", () => {
    expect(packDisplays.map((p) => p.id)).toEqual(CREDIT_PACKS.map((p) => p.id));
  });

  it("derives the SPEC's totals, per-report prices and pesos", () => {
    expect(
      packDisplays.map(({ brand, credits, totalUsd, perReportUsd, php, perReportPhp }) => ({
        brand,
        credits,
        totalUsd,
        perReportUsd,
        php,
        perReportPhp,
      })),
    ).toEqual([
      { brand: "Simula", credits: 1, totalUsd: "$1.00", perReportUsd: "$1.00", php: "₱55", perReportPhp: "₱55" },
      { brand: "Sulit", credits: 5, totalUsd: "$4.50", perReportUsd: "$0.90", php: "₱250", perReportPhp: "₱50" },
      { brand: "Tagumpay", credits: 10, totalUsd: "$8.00", perReportUsd: "$0.80", php: "₱440", perReportPhp: "₱44" },
    ]);
  });

  it("computes savings of 0%, 10% and 20% that agree with the catalogue's own claim", () => {
    expect(packDisplays.map((p) => p.savingsPercent)).toEqual([0, 10, 20]);
    for (const pack of CREDIT_PACKS) expect(savingsPercent(pack)).toBe(pack.savingsPercent);
  });

  it("agrees with the catalogue's unit price", () => {
    for (const pack of CREDIT_PACKS) {
      expect(packDisplay(pack).perReportUsd).toBe(formatUsdCents(pack.unitPriceUsdCents));
      expect(pack.unitPriceUsdCents * pack.credits).toBe(pack.totalUsdCents);
    }
  });

  it("highlights credit_5 only", () => {
    expect(packDisplays.filter((p) => p.popular).map((p) => p.id)).toEqual(["credit_5"]);
  });

  it("formats cents as dollars and strips the credit count from names", () => {
    expect(formatUsdCents(450)).toBe("$4.50");
    expect(formatUsdCents(0)).toBe("$0.00");
    expect(packBrand("Sulit (5 Credits)")).toBe("Sulit");
    expect(packBrand("Plain")).toBe("Plain");
  });
});
