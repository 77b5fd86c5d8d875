/** English: why a price verdict is withheld, the price section's analysis and method, the market value. */
export const verdictEn = {
  "reason.farBelow":
    "The asking price per sqm is {pct}% below the reference: more likely a different kind of property, a wrong area, a distressed sale or a listing error than a bargain",
  "reason.farAbove":
    "The asking price per sqm is {pct}% above the reference: the listing may include more than the stated area or be a different kind of property",
  "reason.rangeTooWide":
    "Similar listings {where} ask anywhere from {low} to {high} per sqm, too wide a spread to tell whether this price is fair",
  "reason.inPlace": "in {place}",
  "reason.here": "here",
  "reason.alsoNames": " (the page also names {places})",
  "reason.placeProse":
    "The location was only found in the description text{others}, so the market it is compared with may be the wrong one",
  "reason.placeFromBarangay":
    "The listing names only the barangay {barangay}; its town, {city}, was inferred from it and may be the wrong one",
  "reason.placeConflict":
    "The page gives conflicting locations{others}, so the market it is compared with may be the wrong one",
  "reason.occupied": "occupied",
  "reason.legalCase": "under a pending legal case",
  "reason.encumbered":
    "The property is {what}, unlike the listings it is compared with: a lower price is expected and says nothing about a bargain",
  "reason.areaImplausible":
    "An area of {area} sqm is not one this kind of property has: the area or the type was probably read wrong",
  "reason.typeUnclear":
    "The property type is not stated clearly on the listing, so it may be compared with the wrong kind of property",
  "reason.regionOnly": "Only a region-wide figure ({name}) is available for this type",
  "reason.fewListings": "Only {n} listings of this type in {name} to compare with: too few for a verdict",
  "reason.yieldHigh":
    "A {pct}% gross yield is above what Philippine residential property earns (about {min}–{max}%): the price or the rent estimate is probably wrong, so it is left out of the score",
  "reason.yieldLow":
    "A {pct}% gross yield is below what Philippine residential property earns (about {min}–{max}%): the rent estimate may not fit this property, so it is left out of the score",
  "fairness.rangeWorth": " At the reference range the unit would be worth {range}.",
  "fairness.unreliable":
    "{subject}/sqm against a reference of {reference}/sqm, but the comparison is unreliable: {reasons}.{range}",
  "fairness.noPrice": "No sale price, so no price comparison.",
  "fairness.noArea": "No usable area, so no price per sqm to compare.",
  "fairness.noPlace": "The listing names no town we can place, so there is no market to compare its price with.",
  "fairness.noLand":
    "We hold no prices of land (half a hectare or more, or farm land) near {place} yet; house lots are no guide to its price, so there is nothing to compare it with.",
  "fairness.noMarket": "We hold no {label} prices in {place} yet, so there is nothing to compare this price with.",
  "fairness.noReference": "No cited market reference for this property type in {place}.",
  "fairness.gapAbove": "{pct} above",
  "fairness.gapBelow": "{pct} below",
  "fairness.gapNone": "equal to",
  "fairness.rangeMeasured": "the range that held 80% of similar listings' asking prices in our tests",
  "fairness.rangeBroad":
    "the range that held 80% of the asking prices of {tested} listings of the type in {place}, against this figure",
  "fairness.rangeSpread": "where 80% of the reference's listings' prices per sqm fall, from their middle half",
  "fairness.rangeComparables": "where 80% of the {n} comparable listings' prices per sqm would fall, from their spread",
  "fairness.rangeDefault": "within {pct}% of the estimate, as wide as the reference's confidence allows",
  "fairness.part.lower": "in the lower part of that range",
  "fairness.part.middle": "near the middle of that range",
  "fairness.part.upper": "in the upper part of that range",
  "fairness.inRange":
    "Asking {price} ({subject}/sqm) is {gap} our estimate of {estimate} ({reference}/sqm) and {part}, {range} ({meaning}): in line with the market.",
  "fairness.aboveRange":
    "Asking {price} ({subject}/sqm) is {gap} our estimate of {estimate} ({reference}/sqm) and above the range {range} ({meaning}): {verdict}. A price near {estimate} would be in line with the market.",
  "fairness.belowRange":
    "Asking {price} ({subject}/sqm) is {gap} our estimate of {estimate} ({reference}/sqm) and below the range {range} ({meaning}): {verdict}. Check why before counting on a bargain.",
  "verdict.overpriced.none": "overpriced",
  "verdict.overpriced.slight": "slightly overpriced",
  "verdict.overpriced.moderate": "moderately overpriced",
  "verdict.overpriced.significant": "significantly overpriced",
  "verdict.overpriced.extreme": "extremely overpriced",
  "verdict.underpriced.none": "underpriced",
  "verdict.underpriced.slight": "slightly underpriced",
  "verdict.underpriced.moderate": "moderately underpriced",
  "verdict.underpriced.significant": "significantly underpriced",
  "verdict.underpriced.extreme": "extremely underpriced",
  "method.floorArea": "floor area",
  "method.lotArea": "lot area",
  "method.project": "project {name}",
  "method.measured":
    "Price compared with the {n} most similar listings of the listing data (same type and similar size, nearest place first: {place}), weighted by size, bedrooms and age, outliers (robust z > 3) removed. Estimate = their weighted median price per sqm × {basis}. The range is the estimate × the 10th and 90th percentiles of asking price ÷ estimate measured on {tested} listings like this one, each valued without itself: it held 80% of them. Outside the range the price is under- or over-priced; inside it, in line with the market. {statement}",
  "method.broad":
    "No similar listings of this type nearby. Estimate = the {place} reference ({source}, {period}) × {scale}, the median of asking price ÷ that figure over {tested} listings of the type there in the listing data, × the {basis}. The range is the estimate × the 10th and 90th percentiles of those listings' asking price ÷ estimate: it held 80% of them. Outside the range the price is under- or over-priced; inside it, in line with the market. {statement}",
  "method.sourceComparables":
    "similarity-weighted median of {n} comparable listings, asking prices, outliers (robust z > 3) removed",
  "method.sourceDataset": "{place} reference from {source}, {period}",
  "method.sourceNone": "no reference available",
  "method.cited":
    "Estimate = the reference price per sqm ({source}) × the {basis}. The range is {meaning}. Inside the range the price is in line with the market, above it overpriced, below it underpriced; how far, by the gap from the estimate: slight up to 10%, moderate up to 20%, significant up to 35%, extreme beyond. A price more than 60% below or 150% above the reference gets no verdict: such a gap says more about the listing than the price.",
  "value.none": "No price reference for this property type and place, so no market value is estimated.",
  "value.doubt": " The comparison with this listing is unreliable (see caveats): read the range, not the point.",
  "value.lot": "lot",
  "value.floor": "floor",
  "value.askingDiscount": ", less {discount}% because asking prices run above sale prices",
  "value.appraisal": " (an appraisal-based figure, no asking-price discount)",
  "value.middleHalf": "from the middle half of listings",
  "value.measured":
    "{n} similar listings of the listing data ({place}): their weighted median price per sqm × {area} area{less}; the range holds 80% of asking prices in our tests of such valuations. {statement}{doubt}",
  "value.broad":
    "The {place} reference × {scale} (how asking prices of {tested} listings of the type there relate to it) × {area} area{less}; the range holds 80% of those asking prices. {statement}{doubt}",
  "value.reference": "Reference price per sqm × {area} area{less}; range {range}.{doubt}",
} as const;
