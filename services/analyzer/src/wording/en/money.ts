/** English: costs, financing, returns and short-term letting. */
export const moneyEn = {
  "cost.documentaryStampTax": "Documentary stamp tax",
  "cost.transferTax": "Local transfer tax",
  "cost.registrationFee": "Registration fee",
  "cost.capitalGainsTax": "Capital gains tax",
  "cost.brokerCommission": "Broker's commission",
  "cost.propertyTax": "Real property tax",
  "cost.insurance": "Fire and allied-perils insurance",
  "cost.management": "Property management",
  "cost.maintenance": "Repairs reserve",
  "cost.dues": "Association dues",
  "cost.platformFee": "Platform service fee",
  "cost.cohost": "Co-host (cleaning, check-ins, guest messages)",
  "cost.duesInListing": "Association dues stated in the listing",
  "cost.propertyTaxNote":
    "Estimated as the assessor computes it: {valueText}. Assessed value {assessed} × {rate}% a year (the basic rate plus the Special Education Fund) = {share} of the asking price a year.",
  "cost.rpt.unitValue":
    "the unit's {area} sqm × {perSqm} construction cost per sqm = {building}, assessed at {buildingLevel}% (the LGC Sec. 218 bracket for that value, not for the price); the land under the building is the condominium corporation's, taxed through the dues",
  "cost.rpt.houseValue":
    "the house's {area} sqm × {perSqm} construction cost per sqm = {building}, assessed at {buildingLevel}% (the LGC Sec. 218 bracket for that value, not for the price), and the land at the rest of the price, {land}, assessed at {landLevel}%",
  "cost.rpt.lotValue": "the land at the asking price, {land}, assessed at {landLevel}% (residential land)",
  "cost.rpt.costSource":
    "Construction cost per sqm: the national average of approved building permits (Philippine Statistics Authority, {period}), standing in for the schedule's unit cost.",
  "cost.rpt.landAtMarket":
    "Land is taken at its market value, the value the law asks the assessor to use (LGC Sec. 201; RA 12001 moves the schedules to market values): where the schedule is years old the bill is lower.",
  "cost.rpt.noArea":
    "Not estimated: the listing states no floor area (for land, no lot area), and the assessor values a property by its area.",
  "cost.rpt.outOfLine":
    "Not estimated: building its {area} sqm new would cost about {cost}, most or all of the asking price of {price}. Either the building is old, and the assessor lowers its value for age, which the listing does not state, or the floor area or the price is wrong; check both.",
  "money.rentInListing": "Asking rent in the listing",
  "money.yieldSource": "Annual rent / asking price",
  "money.yieldNote": "Estimated monthly rent × 12 / listed price × 100",
  "money.scenario.cash": "Cash purchase",
  "money.scenario.pagibig": "Pag-IBIG housing loan",
  "money.scenario.bank": "Bank housing loan",
  "money.scenarioNote.cash": "Paid in full: no loan.",
  "money.scenarioNote.pagibig":
    "Pag-IBIG regular housing loan at the 5-year fixing rate (repriced after), longest term; needs 24 monthly contributions. Loans above the cap are paid down by the buyer.",
  "money.scenarioNote.bank": "Bank housing loan at the median 5-year fixed rate (repriced after).",
  "money.holdingOnly": "Without a rent estimate the cash flow is the holding cost only.",
  "money.noLoans":
    "No Pag-IBIG or bank loan is shown: {reason}. Pag-IBIG and banks lend only against a clean title they can take as security and a property they can inspect and take back, so plan for cash, or ask the seller whether it finances the sale itself.",
  "money.noLoans.legal_case": "the listing names a court case, lis pendens or adverse claim on the property",
  "money.noLoans.title_encumbered": "the listing says the title carries a levy, lien or other encumbrance",
  "money.noLoans.rights_only": "the listing sells rights or a tax declaration, with no title",
  "money.noLoans.agrarian": "the listing names agrarian-reform or agricultural land, whose sale needs a DAR clearance",
  "money.noLoans.occupied": "the listing says the foreclosed property is occupied",
  "money.noNetGain": "No net gain: the listing has no sale price.",
  "money.rentPart": "five years of rent after vacancy, management, repairs, dues, real property tax and insurance",
  "money.holdingPart": "five years of holding costs (no rent estimate)",
  "money.netReturn":
    "Cash purchase sold after {years} years: value growth plus {rentPart}, less purchase costs ({purchase}) and selling costs ({selling}). Before income tax.",
  "money.operatingNote": "Year one; rent then grows with inflation, costs stay flat.",
  "money.purchaseNote":
    "Paid by the buyer on the price (the BIR and the city use the higher of price, zonal and assessed value).",
  "money.exitNote": "Paid by the seller on the projected value after {years} years.",
  "money.rentGrowthNote": "Rent assumed to rise with consumer prices",
  "money.projectionNote":
    "Low: the latest year-on-year BSP reading when below the long-run rate. Base: the long-run rate. High: the recent trend measured from the 2020 low.",
  "money.overviewRental": "A rental listing: no purchase to analyse.",
  "money.overviewNoPrice": "No sale price, so no costs or returns.",
  "money.overviewIncome": "Year-one net operating income {noi} ({yield}% net yield)",
  "money.overviewHolding": "No rent estimate: holding costs only",
  "money.overview":
    "Cash purchase: {cash} including purchase costs. {income}. Sold after {years} years at the base growth rate: net gain {gain}.",
  "money.expensesSource": "Yearly owning and letting costs / 12",
  "money.expensesNote": "Sum of the cost lines (management, repairs, dues, real property tax, insurance)",
  "money.breakEvenNote":
    "Years until selling (after sale costs) returns all the cash put in, counting the rent received; none within 30 years shows as N/A.",
  "money.strUtilities":
    "Electricity, water and internet used by guests are the owner's cost; no cited figure exists, so none is deducted — enter your own on the calculator page. Cleaning is charged to guests at the housekeeper's cost.",
  "money.strCaveat":
    "Many condominium corporations in Metro Manila forbid short-term stays: check the master deed and house rules before counting on this income.",
} as const;
