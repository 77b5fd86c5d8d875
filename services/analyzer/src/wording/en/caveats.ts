/** English: the report's caveats — what is missing, assumed, weak or old. */
export const caveatsEn = {
  "caveat.placeUnknown": "unknown",
  "caveat.placeSetByYou": "Location {where} set by you.",
  "caveat.placeAlsoNames": "; the page also names {places}",
  "caveat.placeUncertain": " The location is uncertain.",
  "caveat.placeFrom": "Location {where} taken from {from}{others}.{doubt}",
  "caveat.placeSource.structured": "the listing's structured address",
  "caveat.placeSource.portal": "the site's location field",
  "caveat.placeSource.title": "the listing title",
  "caveat.placeSource.breadcrumb": "the page's breadcrumb trail",
  "caveat.placeSource.label": "the page's labelled location",
  "caveat.placeSource.prose": "the description text only",
  "caveat.placeSource.post": "the post itself",
  "caveat.condition.occupied": "it is occupied",
  "caveat.condition.legal_case": "a legal case is pending",
  "caveat.condition.title_pending": "the title is not yet transferred",
  "caveat.condition.title_encumbered": "the title carries a levy or other encumbrance",
  "caveat.condition.rights_only": "only rights or a tax declaration are sold, with no title",
  "caveat.condition.agrarian": "the land is agrarian-reform or agricultural land",
  "caveat.condition.as_is": "it is sold as-is-where-is",
  "caveat.condition.tenanted": "a tenant holds a lease",
  "caveat.conditions": "The listing states that {conditions}: see the risks before relying on the price or the rent.",
  "caveat.noTypeNoArea": "The listing gives neither a property type nor any area, so nothing can be compared per sqm.",
  "caveat.typeInferred":
    "The listing does not state a property type; it is valued as a {label} from the areas it gives.",
  "caveat.rentDaily": "This is a rental listing with a daily or missing rate: sale-price analysis does not apply.",
  "caveat.rentListing":
    "This is a rental listing ({rent} a month): price fairness, yield and projections need a sale price.",
  "caveat.noPrice":
    "The listing has no sale price, so price fairness, rental yield, the 5-year value and net gain are not computed.",
  "caveat.lotOnly": " (only the lot area is given; floor-area references do not apply to it)",
  "caveat.noFloorArea": "No floor area{extra}, so there is no price per sqm.",
  "caveat.noLotArea": "No lot area{extra}, so there is no price per sqm.",
  "caveat.broadFigure":
    " The nearest cited figure, {value}/sqm for {place} ({period}, all residential types), is too broad to judge one listing.",
  "caveat.noReference":
    "No cited market price per sqm for a {label} in {place}, and fewer than {min} comparable listings, so the price gets no verdict rather than a guess.{gaps}{context}",
  "caveat.citedWouldBe": " (the cited reference would be {value}/sqm, {period})",
  "caveat.comparablesReference":
    "The price reference is the median of {n} comparable listings' asking prices, not sale prices{context}.",
  "caveat.listingsReference":
    "The price reference is the median asking price of {label} listings in {place} ({value}/sqm, {period}, {confidence} confidence): asking prices, not sales.{wider}",
  "caveat.widerReference":
    "No {label} price reference for {place}: compared with the {wider} average ({value}/sqm, {period}), low confidence.",
  "caveat.weakReference": "The price reference ({value}/sqm) is an aggregator or old figure: low confidence.",
  "caveat.unreliable": "The price comparison is unreliable, so no verdict is given: {reasons}.{range}",
  "caveat.fallback": "{note} ({what}).",
  "caveat.oldFigure": "The {what} figure dates from {period} ({years} years old).",
  "caveat.landNoRent": "Raw land is assumed to earn no rent: no rental yield or rent estimate for a lot.",
  "caveat.noRent": "No cited rent or yield applies to this property in {place}, so there is no rent estimate.",
  "caveat.upperMarketRent": "The rent comes from {source} ({period}, n={n}, median ₱{median}/sqm a month). {upper}",
  "caveat.noCondoRentData":
    "No public condo-rent data with floor areas exists for {place}, so this condo's rent is not measured on condo rentals: it rests on {source}.",
  "caveat.missingFactors": "{factors} ({share}% of the weight)",
  "caveat.notRated":
    "Not enough data to rate: no data for {what}. The factors with data carry less than half of the weight.",
  "caveat.scoreLeavesOut":
    "The score leaves out what has no data: {what}. It is the weighted average of the other factors.",
  "caveat.trend":
    "Projection uses the long-run {growth}%/yr; at the recent trend of {recent}%/yr ({period}, measured from the pandemic low) the 5-year value would be {value}.",
  "caveat.propertyTax":
    "Real property tax is estimated the way the assessor computes it (the building's floor area at a national construction cost, the land at its market value, the Local Government Code's assessment levels and the local rate): the city's or province's own schedule of values, often years old, usually gives a lower bill.",
  "caveat.assumptions":
    "Management ({management}% of rent collected) and a repairs reserve ({maintenance}% of rent) are model assumptions, not statistics: adjust them on the calculator page.",
  "caveat.colliersRents":
    "Colliers expected Metro Manila rents to fall 1.5% in 2025 before recovering; the projection lets rent rise with inflation.",
  "caveat.estimates": "Figures are estimates from published market data, not an appraisal or investment advice.",
  "figure.referencePerSqm": "reference price per sqm",
  "figure.rentPerSqm": "rent per sqm",
  "figure.grossYield": "gross yield",
  "figure.priceGrowth": "price growth",
  "figure.lotPriceGrowth": "lot price growth",
  "figure.vacancy": "vacancy",
  "figure.dues": "association dues",
} as const;
