/** English: a pasalo (for assume, assume balance) — what the asked amount is, what is compared, what to ask. */
export const assumptionEn = {
  "assumption.lead.total":
    "This is a pasalo: the {equity} asked is the seller's equity, not the price of the unit. Whoever assumes it also takes over the remaining balance of {balance}{monthly}, so the unit costs {total} in all, and that total is what is compared with the market.",
  "assumption.monthly": ", paid at {monthly} a month{months}",
  "assumption.months": " for {months} more months",
  "assumption.lead.outright":
    "The listing also offers the unit as a pasalo{equity}, without stating the remaining balance; the comparison uses its outright price of {price}.",
  "assumption.equityOf": " for an equity of {equity}",
  "assumption.noBalance":
    "This is a pasalo: the {equity} asked is the seller's equity, not the price of the unit. Whoever assumes it also takes over the remaining loan balance, which the listing does not state, so the unit's total cost is unknown and there is no price verdict. Ask the seller for the remaining balance and the monthly amortisation{estimate}.",
  "assumption.noBalance.estimate":
    "; at our estimate of {estimate} for the unit, a balance above {room} would make the total cost more than the unit is worth",
  "assumption.noEquity":
    "This is a pasalo, but the listing states neither the equity asked nor the remaining balance, so the unit's total cost is unknown and there is no price verdict. Ask the seller for the equity, the remaining balance and the monthly amortisation.",
  "assumption.caveat":
    "A pasalo means paying the seller for their equity and taking over their loan. Before paying anything, get the lender's written statement of the remaining balance and confirm that the bank, Pag-IBIG or developer will transfer the loan to you.",
  "assumption.narrative.summary":
    "{subject} is offered as a pasalo: {equity} for the seller's equity and {balance} of loan to take over, {price} in all{perSqm}.{verdict}{noData}{income}{gain} {score}",
  "assumption.narrative.noBalance":
    "{subject} is offered as a pasalo for {equity}, the seller's equity: without the remaining balance its total cost, and so its value for money, cannot be judged.",
  "pdf.fields.equityCentavos": "Equity asked (pasalo)",
  "pdf.fields.balanceCentavos": "Remaining balance",
  "pdf.fields.monthlyAmortizationCentavos": "Monthly amortisation",
} as const;
