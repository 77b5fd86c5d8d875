import type { CalculatorDefaults } from "@suri/contracts";
import { describe, expect, it } from "vitest";
import { clampField, runCalculator, SPEC_DEMO_ROI } from "./calculator-model";

const defaults: CalculatorDefaults & { price: number } = {
  price: 12_000_000,
  purchaseCostPercent: 2.5,
  monthlyRent: 53_595,
  vacancyPercent: 10,
  managementPercent: 5,
  maintenancePercent: 8.3,
  monthlyDues: 4_500,
  annualPropertyTax: 180_000,
  annualInsurance: 34_440,
  annualGrowthPercent: 4.1,
  annualRentGrowthPercent: 1.7,
  exitCostPercent: 11,
  pagibigRatePercent: 6.5,
  pagibigTermYears: 30,
  pagibigLoanCap: 6_000_000,
  bankRatePercent: 8,
  bankTermYears: 20,
  downPaymentPercent: 20,
};

describe("runCalculator", () => {
  it("reproduces the report's cash figures from its defaults", () => {
    const cash = runCalculator(defaults, "cash");
    expect(cash.noi).toBeCloseTo(228_064.08, 2);
    expect(cash.cashInvested).toBeCloseTo(12_300_000, 4);
    expect(cash.breakEvenYear).toBe(3);
  });

  it("caps the Pag-IBIG loan and follows an edited rate", () => {
    const pagibig = runCalculator(defaults, "pagibig");
    expect(pagibig.loanAmount).toBe(6_000_000);
    const cheaper = runCalculator({ ...defaults, pagibigRatePercent: 5.75 }, "pagibig");
    expect(cheaper.monthlyAmortization).toBeLessThan(pagibig.monthlyAmortization);
    const bank = runCalculator({ ...defaults, downPaymentPercent: 50 }, "bank");
    expect(bank.loanAmount).toBeCloseTo(6_000_000, 6);
  });
});

describe("clampField", () => {
  it("keeps inputs inside their limits", () => {
    expect(clampField("vacancyPercent", 140)).toBe(100);
    expect(clampField("price", -5)).toBe(1);
    expect(clampField("bankTermYears", Number.NaN)).toBe(1);
  });
});

describe("SPEC §9 demo ROI example", () => {
  it("states ROI as NOI over the property value", () => {
    expect((SPEC_DEMO_ROI.longTerm.noi / SPEC_DEMO_ROI.propertyValue) * 100).toBeCloseTo(1.32, 2);
    expect((SPEC_DEMO_ROI.airbnb.noi / SPEC_DEMO_ROI.propertyValue) * 100).toBeCloseTo(2.69, 2);
  });
});

describe("runCalculator from the report's likely sale value", () => {
  it("grows the value from the lower of the price and the likely sale value, as the report does", () => {
    const bought = runCalculator({ ...defaults, marketValue: 10_000_000 }, "cash");
    expect(bought.timeline[0]?.value).toBe(10_000_000);
    expect(bought.timeline[1]?.value).toBeCloseTo(10_000_000 * 1.041, 6);
    // The buyer still pays the price: the cash invested does not shrink with the value.
    expect(bought.cashInvested).toBeCloseTo(12_300_000, 4);
    // A likely sale value above the price never inflates it.
    expect(runCalculator({ ...defaults, marketValue: 15_000_000 }, "cash").timeline[0]?.value).toBe(12_000_000);
  });
});
