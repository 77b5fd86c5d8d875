/**
 * A pasalo valued as what it is. The amount such a listing asks is the seller's equity: whoever assumes
 * the unit also takes over the remaining loan balance. So the price the verdict compares with the
 * estimate is the unit's total cost, equity + balance; without the balance there is no verdict, and the
 * report says why and what to ask. A listing that also sells the unit outright ("for sale or assume") at
 * a price of its own is compared at that price.
 */
import { formatPeso, type Listing, type ReportData } from "@suri/contracts";
import type { Writer } from "../wording/writer";
import { centavosToPesos } from "./basis";
import type { Valuation } from "./value-listing";

export interface AssumedDeal {
  /** The seller's equity asked, pesos: the listing's "assume price", else its only price. */
  readonly equity: number | null;
  readonly balance: number | null;
  readonly monthly: number | null;
  readonly monthsLeft: number | null;
  /** equity + balance, pesos; null until both are known. */
  readonly total: number | null;
  /** The price the listing also sells the unit outright for, pesos. */
  readonly outright: number | null;
}

const pesosOf = (centavos: number | undefined) =>
  centavos === undefined || centavos <= 0 ? null : centavosToPesos(centavos);

/** The pasalo a sale listing offers, in pesos; null for any other listing. */
export function assumedDeal(listing: Listing): AssumedDeal | null {
  const deal = listing.assumption;
  if (!deal || listing.offerType !== "sale") return null;
  const price = pesosOf(listing.priceCentavos);
  const stated = pesosOf(deal.equityCentavos);
  const outright = deal.orSale && price !== null && price !== stated ? price : null;
  const equity = stated ?? (outright === null ? price : null);
  const balance = pesosOf(deal.balanceCentavos);
  return {
    equity,
    balance,
    monthly: pesosOf(deal.monthlyAmortizationCentavos),
    monthsLeft: deal.monthsLeft ?? null,
    total: equity !== null && balance !== null ? equity + balance : null,
    outright,
  };
}

/** What the price verdict compares for a pasalo: its total cost, else an outright price, else nothing. */
export function comparedPrice(deal: AssumedDeal): number | null {
  return deal.total ?? deal.outright;
}

/** What the comparison stands on, for the words and the app. */
export function comparedAs(deal: AssumedDeal): "total" | "outright" | "none" {
  if (deal.total !== null) return "total";
  return deal.outright !== null ? "outright" : "none";
}

/** The unit's estimated value, pesos, as the verdict computes it; null without a reference or an area. */
function estimateOf(v: Valuation): number | null {
  const ref = v.priceReference;
  const area = v.basis.areaSqm;
  if (!ref || area === null) return null;
  return ref.measured?.estimate ?? ref.value * area;
}

function monthlyWords(deal: AssumedDeal, w: Writer): string {
  if (deal.monthly === null) return "";
  const months = deal.monthsLeft !== null ? w.say("assumption.months", { months: deal.monthsLeft }) : "";
  return w.say("assumption.monthly", { monthly: formatPeso(deal.monthly), months });
}

/** Why a pasalo without its balance has no verdict, what to ask, and how large a balance the estimate allows. */
function noBalance(v: Valuation, deal: AssumedDeal, w: Writer): string {
  if (deal.equity === null) return w.say("assumption.noEquity");
  const estimate = estimateOf(v);
  const room = estimate !== null ? estimate - deal.equity : null;
  const allowance =
    estimate !== null && room !== null && room > 0
      ? w.say("assumption.noBalance.estimate", { estimate: formatPeso(estimate), room: formatPeso(room) })
      : "";
  return w.say("assumption.noBalance", { equity: formatPeso(deal.equity), estimate: allowance });
}

/** The plain statement of the deal: what the asked amount is, what else is owed, and what is compared. */
export function assumptionStatement(v: Valuation, w: Writer): string {
  const deal = v.assumption;
  if (!deal) return "";
  if (deal.total !== null && deal.equity !== null && deal.balance !== null) {
    return w.say("assumption.lead.total", {
      equity: formatPeso(deal.equity),
      balance: formatPeso(deal.balance),
      monthly: monthlyWords(deal, w),
      total: formatPeso(deal.total),
    });
  }
  if (deal.outright !== null) {
    const equity = deal.equity !== null ? w.say("assumption.equityOf", { equity: formatPeso(deal.equity) }) : "";
    return w.say("assumption.lead.outright", { equity, price: formatPeso(deal.outright) });
  }
  return noBalance(v, deal, w);
}

/**
 * The price section's analysis of a pasalo: the statement, then the comparison of the total (or the
 * outright price); without either, the statement alone says why there is no verdict.
 */
export function assumptionAnalysis(v: Valuation, analysis: string, w: Writer): string {
  if (!v.assumption) return analysis;
  const statement = assumptionStatement(v, w);
  return comparedAs(v.assumption) === "none" ? statement : `${statement} ${analysis}`;
}

/** The report's pasalo block: the figures, what the verdict compares, and the statement in words. */
export function assumptionSection(listing: Listing, v: Valuation, w: Writer): ReportData["assumption"] {
  const deal = v.assumption;
  if (!deal) return null;
  return {
    equity: deal.equity,
    balance: deal.balance,
    monthlyAmortization: deal.monthly,
    monthsLeft: deal.monthsLeft,
    total: deal.total,
    compared: comparedAs(deal),
    statement: assumptionStatement(v, w),
    quote: listing.assumption?.quote ?? "",
  };
}

/** What a buyer abroad must check before paying a stranger for a loan they take over. */
export function assumptionCaveats(v: Valuation, w: Writer): string[] {
  return v.assumption ? [w.say("assumption.caveat")] : [];
}
