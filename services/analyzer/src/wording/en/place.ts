/** English: location, neighbourhood, amenities, risks, safety, developments and construction. */
export const placeEn = {
  "place.fromListing": "From the listing's map position",
  "place.fromCentre": "From the centre of {place} (the listing gives no map position)",
  "place.noGrowth": "No cited growth rate for this place.",
  "place.growth": "Long-run price growth {pct}%/yr.",
  "place.growthRail": "{growth} Rail projects under construction nearby: {projects}.",
  "place.notMeasured":
    "The listing gives no map position and its place has no bundled centre, so distances are not measured.",
  "place.overview": "{from}: {cbd}{station}.",
  "place.toCbd": "{km} to {name}",
  "place.noCbd": "no business district on record",
  "place.toStation": ", {km} to {name} ({line})",
  "place.noStation": ", no rail line within 15 km",
  "place.railNote": "Operating LRT-1, LRT-2 and MRT-3 stations; the PNR commuter line is suspended for NSCR works.",
  "place.noRailNote": "No operating urban rail line within 15 km.",
  "place.schoolsNote": "School locations are not in Suri's dataset yet; check DepEd's school finder for the barangay.",
  "place.theProperty": "The property",
  "place.lies": " lies {km} from {name}{station}.",
  "place.andStation": " and {km} from {name}",
  "place.nothingNearby": " has no business district or rail station on record nearby.",
  "place.hazards": " Hazards on record: {hazards}.",
  "place.vacancy": " Vacancy in the local rental market: {pct}.",
  "place.coming": " Coming: {projects}.",
  "place.amenitiesNote":
    "Business districts within 10 km and rail stations within 2 km, straight-line; shops, schools and hospitals are not in the dataset.",
  "place.crimeNote":
    "No city crime statistics are in Suri's dataset; ask the barangay and the building's security office, and read recent local news.",
  "place.projects.one": "{n} large rail project under construction serves this place.",
  "place.projects.other": "{n} large rail projects under construction serve this place.",
  "place.noProjects": "No large public project under construction is on record for this place.",
  "hazard.flood": "flood",
  "hazard.earthquake": "earthquake",
  "hazard.typhoon": "typhoon",
  "hazard.volcano": "volcano",
  "hazard.landslide": "landslide",
  "build.permit":
    "Ask for the building's occupancy permit and the unit's Condominium or Transfer Certificate of Title.",
  "build.inspect": "Have someone you trust inspect for water stains, cracks, and the age of wiring and plumbing.",
  "build.developer": "Check the developer's DHSUD license to sell and how late its last projects were delivered.",
  "build.repairs": "Ask the building administrator about repairs planned and special assessments.",
  "build.land": "Ask for the title, a relocation survey and the tax declaration; check road access and drainage.",
  "build.note": "A listing says nothing reliable about construction quality, so the report gives no grade.",
  "risk.level.Low": "Low",
  "risk.level.Moderate": "Moderate",
  "risk.level.High": "High",
  "risk.overviewWatch": "{level} risk: watch {high}.",
  "risk.overviewPoints": "{level} risk: {points}.",
  "risk.overview": "{level} risk.",
  "risk.points.one": "{n} point to check",
  "risk.points.other": "{n} points to check",
  "risk.latest": "latest",
  "risk.vacancy": "Vacancy and oversupply",
  "risk.vacancyText": "{pct} of comparable units stand empty ({period}); expect gaps between tenants.{overhang}",
  "risk.overhang":
    " Unsold Metro Manila condominium stock would take {years} years to sell at the current pace ({period}).",
  "risk.falling": "Falling prices",
  "risk.fallingText": "Prices fell {pct} year on year ({period}): resale values may lag the long-run trend.",
  "risk.condition.occupied": "Occupied property",
  "risk.condition.occupied.text":
    "The listing says the property is occupied. Removing occupants of a foreclosed property usually takes an ejectment case, months to years and legal fees at the buyer's cost; until then there is no rent and no access.",
  "risk.condition.legal_case": "Pending legal case",
  "risk.condition.legal_case.text":
    "The listing names a pending court case or an annotation on the title. Ask for the case records and a lawyer's opinion before paying anything: the outcome can delay or undo the sale.",
  "risk.condition.title_pending": "Title not yet transferred",
  "risk.condition.title_pending.text":
    "The title is still in the former owner's name. Transfer to you waits for the seller's consolidation, so resale and bank financing may be delayed.",
  "risk.condition.title_encumbered": "Burden on the title",
  "risk.condition.title_encumbered.text":
    "The title carries a levy, lien, unreleased mortgage or other annotation. Until it is cancelled the title cannot pass to you clean, and no bank or Pag-IBIG will lend against it: get a certified true copy from the Registry of Deeds and have the seller cancel it before you pay.",
  "risk.condition.rights_only": "No title: rights only",
  "risk.condition.rights_only.text":
    "The seller offers rights or a tax declaration, not a Torrens title. A tax declaration does not prove ownership, you may never get a title, and no bank or Pag-IBIG lends against rights: have a lawyer trace the land's history before paying.",
  "risk.condition.agrarian": "Agrarian or agricultural land",
  "risk.condition.agrarian.text":
    "Land awarded under agrarian reform (CLOA, CARP) cannot be sold for ten years, and then only to qualified farmers; agricultural land needs a DAR clearance to change hands and a conversion before it is built on. Ask the DAR office before paying.",
  "risk.condition.as_is": "Sold as-is-where-is",
  "risk.condition.as_is.text":
    "The seller answers for nothing after the sale: defects, unpaid taxes and dues, occupants and missing papers become yours. Inspect the property and ask for the tax and dues clearances before you pay.",
  "risk.condition.tenanted": "Tenant in place",
  "risk.condition.tenanted.text":
    "A tenant holds a lease: you take it over with its rent and its end date, and cannot move in or let to someone else before it ends. Ask for the lease and the tenant's payment record.",
  "risk.listingSays": "The listing says: “{quote}”.",
  "risk.farFromMarket": "Price far from the market",
  "risk.farFromMarketText":
    "The asking price per sqm is far from the reference: check the area and price in the listing before relying on any figure.",
  "risk.thinData": "Thin data",
  "risk.noReferenceText": "No market reference for this property type and place: the price cannot be judged from data.",
  "risk.weakReferenceText":
    "The market reference is an aggregator, an old figure or a few listings: treat the valuation as indicative.",
  "risk.preSelling": "Pre-selling delivery",
  "risk.preSellingText":
    "Completion delays of about a year are common, and turnover brings extra costs (fit-out, move-in fees, dues from turnover). Check the developer's license to sell and track record.",
  "risk.hazards": "Natural hazards",
  "risk.hazardsText.one": "{n} hazard on record for this place; the most serious: {worst}",
  "risk.hazardsText.other": "{n} hazards on record for this place; the most serious: {worst}",
} as const;
