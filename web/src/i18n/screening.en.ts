/**
 * English strings of screening a search page (issue 27): the offer on a refused search page, the
 * screening's progress and its ranked table. Spread into `en`.
 */
export const screeningEn = {
  "screening.offerTitle": "Screen the whole page",
  "screening.offerBody":
    "For one credit, Suri values each of these {count} listings from comparables, the same way a full report does, and ranks them by how far the asking price is below our estimate and by gross rental yield.",
  "screening.offerButton": "Screen {count} listings for 1 credit",
  "screening.starting": "Starting…",
  "screening.needCredits":
    "Screening a search page takes a bought credit. A free first report is kept for a full report of one listing.",
  "screening.buyCredits": "Buy credits",
  "screening.title": "Screening of a search page",
  "screening.lead": "Each listing valued from comparables with the valuation a full report uses.",
  "screening.pageLink": "Search page",
  "screening.queued": "Waiting to start…",
  "screening.reading": "Reading the search page…",
  "screening.valuing": "Valued {done} of {total} listings…",
  "screening.completed": "{valued} of {total} listings valued.",
  "screening.failedTitle": "This page could not be screened",
  "screening.noCreditUsed": "No credit was used.",
  "screening.notFound": "This screening does not exist, or it is not yours.",
  "screening.rankedBy": "Sort by",
  "screening.sortGap": "Asking price below estimate",
  "screening.sortYield": "Gross yield",
  "screening.tableLabel": "Listings ranked",
  "screening.col.listing": "Listing",
  "screening.col.price": "Asking price",
  "screening.col.area": "Area",
  "screening.col.estimate": "Our estimate",
  "screening.col.gap": "Gap",
  "screening.col.yield": "Gross yield",
  "screening.range": "{low} – {high}",
  "screening.noEstimate": "Not enough comparables",
  "screening.notValued.no_price": "No price on the page",
  "screening.notValued.no_area": "No floor or lot area on the page",
  "screening.notValued.no_figures": "Too little on the page to value",
  "screening.gapBelow": "{percent} below",
  "screening.gapAbove": "{percent} above",
  "screening.fullReport": "Full report (1 credit)",
  "screening.openOnSite": "Open on its site",
  "screening.note":
    "Gap: asking price against our estimate. Gross yield: a year's estimated rent against the asking price. A full report of a listing gives these same figures with their comparables and sources.",
  "screening.otherLink": "Analyze another link",
  "screening.listed": "{total} listings screened",
  "screening.mine": "Your screenings",
};

export type ScreeningMessageKey = keyof typeof screeningEn;
