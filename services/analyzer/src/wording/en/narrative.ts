/** English: the report's narrative, short paragraphs built only from the report's own figures. */
export const narrativeEn = {
  "narrative.thisArea": "this area",
  "narrative.size": "{sqm} ",
  "narrative.subject": "This {size}{type} in {place}",
  "narrative.tooFar": " Its price per sqm is too far from the reference to compare reliably.",
  "narrative.fairAbove":
    " At {pct} above our estimate of {fair} and inside the market range of {range}, the price is in line with the market.",
  "narrative.fairBelow":
    " At {pct} below our estimate of {fair} and inside the market range of {range}, the price is in line with the market.",
  "narrative.verdictAbove":
    " It is {verdict}: {pct} above our estimate of {fair} and above the market range of {range}.",
  "narrative.verdictBelow":
    " It is {verdict}: {pct} below our estimate of {fair} and below the market range of {range}.",
  "narrative.flag.occupied": "it is occupied",
  "narrative.flag.legal_case": "a court case is pending",
  "narrative.flag.title_pending": "the title is not transferred",
  "narrative.flag.flood_high": "the flood hazard is high",
  "narrative.flag.implausible_yield": "the rental yield is implausible",
  "narrative.flag.title_encumbered": "the title carries a levy or other encumbrance",
  "narrative.flag.rights_only": "only rights are sold, with no title",
  "narrative.flag.agrarian": "it is agrarian or agricultural land",
  "narrative.flag.as_is": "it is sold as-is-where-is",
  "narrative.flag.tenanted": "a tenant holds a lease",
  "narrative.flag.pre_selling": "it is not yet built",
  "narrative.capped": " It is capped because {flags}.",
  "narrative.wouldBeCapped": " A rating would be capped because {flags}.",
  "narrative.notRated": "Not enough data to rate: the factors with data carry only {pct}% of the weight.{capped}",
  "narrative.score": "Investment score: {score} out of 100 ({rating}).{capped}",
  "narrative.forRent": "{subject} is offered for rent at {rent} a month.",
  "narrative.noPrice": "{subject} has no sale price, so it cannot be valued.",
  "narrative.perSqm": " ({value}/sqm)",
  "narrative.income": " Estimated market rent is {rent} a month, a {yield} gross yield.",
  "narrative.gain":
    " At {growth}% a year it could be worth {value} in {years} years; sold then, a cash buyer would net {net} after all costs.",
  "narrative.gainFrom":
    " Grown from its likely sale value of {start} today at {growth}% a year, it could be worth {value} in {years} years; sold then, a cash buyer would net {net} after all costs.",
  "narrative.noData": " There is not enough cited market data to judge its price.",
  "narrative.summary": "{subject} is listed at {price}{perSqm}.{verdict}{noData}{income}{gain} {score}",
  "narrative.likelyValue": " The likely sale value is {value}, between {low} and {high} ({confidence} confidence).",
  "narrative.lot": "Raw land earns no rent, so the return comes from value growth alone.",
  "narrative.rentListing": "The listing asks {rent} a month in rent; a sale analysis needs a sale price.",
  "narrative.noRent": "No cited rent figure applies to this {type} in {place}, so no rental income is estimated.",
  "narrative.longTerm":
    " After {vacancy} vacancy and the yearly costs it nets {noi} a year: a {netYield} net yield and a {capRate} cap rate.",
  "narrative.shortTerm":
    " Let by the night at about {nightly} and {occupancy} occupancy, it could gross {gross} a year and net {net} after the platform fee, a co-host and owning costs — if the building allows short stays.",
  "narrative.tenant": "A long-term tenant would pay about {rent} a month.{longTerm}{shortTerm}",
  "narrative.noCosts": "Without a sale price, purchase and selling costs are not computed.",
  "narrative.taxPart": ", of which real property tax is {tax}",
  "narrative.costs":
    "Buying costs {purchase} in taxes and fees on top of the price. Owning it costs {owning} a year{tax}. Selling after {years} years would cost {exit} in capital gains tax and broker's commission.",
  "narrative.noFinancing": "Without a sale price there is nothing to finance.",
  "narrative.loan":
    "{label}: {down} down and {monthly} a month for {years} years at {rate}, monthly cash flow {cashFlow}",
  "narrative.financing": "Paying cash takes {cash} including purchase costs. {loans}.",
  "narrative.cashOnly": "Paying cash takes {cash} including purchase costs. {reason}",
  "narrative.noProjection": "No projection: the listing has no sale price or the place has no cited growth rate.",
  "narrative.band": " ({low} at {lowPct}, {high} at {highPct})",
  "narrative.breakEven": " A cash buyer breaks even in year {year}.",
  "narrative.noBreakEven": " A cash buyer does not break even within 30 years on these figures.",
  "narrative.projection":
    "At {growth} a year the value reaches {value} in {years} years{band}. Sold then, a cash buyer nets {net}, a {roi} return on {cash}.{breakEven}",
  "narrative.pointsChecked": " Points checked: {list}.",
  "narrative.locationScore": " Location score {score} out of 100.",
} as const;
