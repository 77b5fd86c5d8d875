/**
 * The cash-flow arithmetic of one investment scenario, shared by the analyzer (the report's
 * financing scenarios and ROI timeline) and the web app's investment calculator, so both give the
 * same answer for the same inputs. Pure; pesos as floats, rounded only at display.
 *
 * Year y (1-based) of a long-term let:
 *   gross rent      = monthlyRent × 12 × (1 + rentGrowth)^(y−1)
 *   effective rent  = gross × (1 − vacancy)
 *   operating costs = effective × management + gross × maintenance + dues × 12 + property tax + insurance
 *   NOI             = effective rent − operating costs;  cash flow = NOI − 12 × amortisation (while the loan runs)
 *   value           = start × (1 + growth)^y, start = the lower of the price and the unit's likely sale value
 *                     today (a buyer who pays above what the unit would sell for does not own that gap)
 *   net gain if sold = value × (1 − exit costs) − loan balance − cash invested + cumulative cash flow
 * Cash invested = down payment + purchase costs. Break-even is the first year whose net gain if sold
 * is ≥ 0, searched up to BREAK_EVEN_HORIZON_YEARS.
 */

export const BREAK_EVEN_HORIZON_YEARS = 30;

/** The value the projection grows from: the price, or the likely sale value when that is lower. */
export function startValue(inputs: Pick<InvestmentInputs, "price" | "marketValue">): number {
  const market = inputs.marketValue;
  return market !== undefined && market !== null && market > 0 ? Math.min(inputs.price, market) : inputs.price;
}
const MONTHS_PER_YEAR = 12;

export interface InvestmentInputs {
  readonly price: number;
  readonly purchaseCostPercent: number;
  readonly monthlyRent: number;
  readonly vacancyPercent: number;
  readonly managementPercent: number;
  /** Repairs reserve, percent of gross rent. */
  readonly maintenancePercent: number;
  readonly monthlyDues: number;
  readonly annualPropertyTax: number;
  readonly annualInsurance: number;
  readonly annualGrowthPercent: number;
  readonly annualRentGrowthPercent: number;
  readonly exitCostPercent: number;
  /** 100 = cash purchase. */
  readonly downPaymentPercent: number;
  readonly loanRatePercent: number;
  readonly loanTermYears: number;
  /** Largest loan the lender gives (Pag-IBIG: ₱6M); the buyer pays the rest down. */
  readonly loanCap?: number;
  /** What the unit would likely sell for today, when known: the value grows from the lower of it and the price. */
  readonly marketValue?: number | null;
  readonly years: number;
}

export interface InvestmentYear {
  readonly year: number;
  readonly value: number;
  readonly loanBalance: number;
  readonly grossRent: number;
  readonly noi: number;
  readonly cashFlow: number;
  readonly cumulativeCashFlow: number;
  readonly netGainIfSold: number;
  readonly roiPercent: number;
}

export interface InvestmentResult {
  readonly downPayment: number;
  readonly loanAmount: number;
  readonly monthlyAmortization: number;
  readonly purchaseCosts: number;
  readonly cashInvested: number;
  readonly grossAnnualRent: number;
  readonly effectiveAnnualRent: number;
  readonly operatingCosts: number;
  readonly noi: number;
  readonly capRatePercent: number;
  readonly netYieldPercent: number;
  readonly annualCashFlow: number;
  readonly monthlyCashFlow: number;
  readonly cashOnCashPercent: number;
  readonly breakEvenYear: number | null;
  /** Years 0..inputs.years. */
  readonly timeline: InvestmentYear[];
}

/** Level monthly payment of an amortising loan; principal / months when the rate is 0. */
export function monthlyAmortization(principal: number, annualRatePercent: number, termYears: number): number {
  const months = Math.round(termYears * MONTHS_PER_YEAR);
  if (principal <= 0 || months <= 0) return 0;
  const r = annualRatePercent / 100 / MONTHS_PER_YEAR;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

/** Balance left after `paidMonths` level payments. */
export function loanBalanceAfter(
  principal: number,
  annualRatePercent: number,
  termYears: number,
  paidMonths: number,
): number {
  const months = Math.round(termYears * MONTHS_PER_YEAR);
  if (principal <= 0 || paidMonths >= months) return 0;
  const r = annualRatePercent / 100 / MONTHS_PER_YEAR;
  if (r === 0) return principal * (1 - paidMonths / months);
  const payment = monthlyAmortization(principal, annualRatePercent, termYears);
  const growth = (1 + r) ** paidMonths;
  return Math.max(0, principal * growth - (payment * (growth - 1)) / r);
}

function loanTerms(inputs: InvestmentInputs) {
  const wanted = inputs.price * (1 - Math.min(100, Math.max(0, inputs.downPaymentPercent)) / 100);
  const loanAmount = Math.max(0, Math.min(wanted, inputs.loanCap ?? Number.POSITIVE_INFINITY));
  return {
    loanAmount,
    downPayment: inputs.price - loanAmount,
    payment: monthlyAmortization(loanAmount, inputs.loanRatePercent, inputs.loanTermYears),
  };
}

function operatingYear(inputs: InvestmentInputs, year: number) {
  const grossRent = inputs.monthlyRent * MONTHS_PER_YEAR * (1 + inputs.annualRentGrowthPercent / 100) ** (year - 1);
  const effective = grossRent * (1 - inputs.vacancyPercent / 100);
  const costs =
    (effective * inputs.managementPercent) / 100 +
    (grossRent * inputs.maintenancePercent) / 100 +
    inputs.monthlyDues * MONTHS_PER_YEAR +
    inputs.annualPropertyTax +
    inputs.annualInsurance;
  return { grossRent, effective, costs, noi: effective - costs };
}

export function analyseInvestment(inputs: InvestmentInputs): InvestmentResult {
  const { loanAmount, downPayment, payment } = loanTerms(inputs);
  const purchaseCosts = (inputs.price * inputs.purchaseCostPercent) / 100;
  const cashInvested = downPayment + purchaseCosts;
  const timeline: InvestmentYear[] = [];
  let cumulative = 0;
  let breakEvenYear: number | null = null;
  const horizon = Math.max(inputs.years, BREAK_EVEN_HORIZON_YEARS);
  for (let year = 0; year <= horizon; year++) {
    const op = year === 0 ? null : operatingYear(inputs, year);
    const debt = year >= 1 && year <= inputs.loanTermYears ? payment * MONTHS_PER_YEAR : 0;
    const cashFlow = op ? op.noi - debt : 0;
    cumulative += cashFlow;
    const value = startValue(inputs) * (1 + inputs.annualGrowthPercent / 100) ** year;
    const loanBalance = loanBalanceAfter(loanAmount, inputs.loanRatePercent, inputs.loanTermYears, year * 12);
    const netGainIfSold = value * (1 - inputs.exitCostPercent / 100) - loanBalance - cashInvested + cumulative;
    if (breakEvenYear === null && year >= 1 && netGainIfSold >= 0) breakEvenYear = year;
    if (year <= inputs.years) {
      timeline.push({
        year,
        value,
        loanBalance,
        grossRent: op?.grossRent ?? 0,
        noi: op?.noi ?? 0,
        cashFlow,
        cumulativeCashFlow: cumulative,
        netGainIfSold,
        roiPercent: cashInvested > 0 ? (netGainIfSold / cashInvested) * 100 : 0,
      });
    }
  }
  const first = operatingYear(inputs, 1);
  const annualCashFlow = first.noi - (inputs.loanTermYears >= 1 ? payment * MONTHS_PER_YEAR : 0);
  return {
    downPayment,
    loanAmount,
    monthlyAmortization: payment,
    purchaseCosts,
    cashInvested,
    grossAnnualRent: first.grossRent,
    effectiveAnnualRent: first.effective,
    operatingCosts: first.costs,
    noi: first.noi,
    capRatePercent: inputs.price > 0 ? (first.noi / inputs.price) * 100 : 0,
    netYieldPercent: inputs.price > 0 ? (first.noi / (inputs.price + purchaseCosts)) * 100 : 0,
    annualCashFlow,
    monthlyCashFlow: annualCashFlow / MONTHS_PER_YEAR,
    cashOnCashPercent: cashInvested > 0 ? (annualCashFlow / cashInvested) * 100 : 0,
    breakEvenYear,
    timeline,
  };
}

/** Annualised rate of a total return over `years` (−100% and below → −100). */
export function annualisedReturnPercent(totalReturnPercent: number, years: number): number {
  if (years <= 0) return totalReturnPercent;
  if (totalReturnPercent <= -100) return -100;
  return ((1 + totalReturnPercent / 100) ** (1 / years) - 1) * 100;
}
