/**
 * English strings of "What we read" on the report, its correction form, and the form a job shows when
 * the listing lacks its price or area. Spread into `en`.
 */
export const correctionsEn = {
  // ---- What we read ------------------------------------------------------------------------------
  "reading.title": "What we read",
  "reading.intro":
    "The figures this report is valued from, where each came from on the listing, and how sure we are. Something wrong? Correct it and the report is valued again, free.",
  "reading.edit": "Correct what we read",
  "reading.field.price": "Price",
  "reading.field.offer": "Offer",
  "reading.field.city": "City or municipality",
  "reading.field.province": "Province",
  "reading.field.barangay": "Barangay",
  "reading.offer.sale": "For sale",
  "reading.offer.rent": "For rent",
  "reading.notStated": "Not stated",
  "reading.sqm": "{value} sqm",
  "reading.quoted": "“{text}”",
  "reading.from": "from {source}",
  "reading.source.structured": "the page's structured data",
  "reading.source.meta": "the page's summary tags",
  "reading.source.adapter": "the portal's listing fields",
  "reading.source.text": "the listing's text",
  "reading.source.ocr": "the image, read by OCR",
  "reading.source.model": "the image, read by an AI model",
  "reading.source.user": "you",
  "reading.sure.high": "sure",
  "reading.sure.medium": "fairly sure",
  "reading.sure.low": "unsure",
  "reading.checkThis": "Please check",
  "reading.correctedByYou": "Corrected by you",
  "reading.confirmedByYou": "Confirmed by you",
  "reading.setByYou": "Set by you",
  "reading.before": "Before: {value}",
  "reading.readAs": "Read from the listing: {value}",
  "reading.revision":
    "Revision {revision}: valued again with your corrections on {date}. What the listing said stays shown beside each one.",
  "reading.unsureTitle": "We are unsure of {count} of these",
  "reading.unsureBody":
    "A wrong figure or place gives a wrong valuation. Please check the flagged ones against the listing and correct them if needed.",
  "reading.bannerTitle": "Please check what we read",
  "reading.bannerBody":
    "We are unsure of {count} of the listing's details this report is valued from. Correcting them is free.",
  "reading.bannerAction": "Check what we read",

  // ---- The correction form -----------------------------------------------------------------------
  "corrections.title": "Correct what we read",
  "corrections.intro":
    "Change what the listing really says. The report is valued again with your figures, free, and what we read stays shown beside them.",
  "corrections.save": "Save and value again",
  "corrections.cancel": "Cancel",
  "corrections.savedTitle": "Report updated",
  "corrections.savedBody": "Valued again with your corrections. No credit was used.",
  "corrections.staleTitle": "The report changed",
  "corrections.form.needed": "Needed for the report",
  "corrections.form.unsure": "We are unsure of this: please check it. Saving confirms it.",
  "corrections.form.unsureCheck": "We are unsure of this: please check it.",
  "corrections.form.sqmUnit": "sqm",
  "corrections.form.choose": "Choose…",
  "corrections.error.nothing": "You have not changed anything yet.",
  "corrections.error.unknownCity":
    "We do not know a Philippine city or municipality by that name. Please check the spelling.",
  "corrections.error.cityAmbiguous": "Several towns have that name: please give the province too.",
  "corrections.error.placeMismatch": "That town is not in this province. Please check the town and the province.",
  "corrections.error.unknownProvince": "We do not know a Philippine province by that name. Please check the spelling.",
  "corrections.error.detailsMissing": "A report needs the price and the floor or lot area. Please fill in both.",
  "corrections.error.stale":
    "This report was changed since you opened it. It has been reloaded: please make your change again.",
  "corrections.error.noCredits": "You need to purchase credits to analyze more properties.",
  "corrections.error.notMisread":
    "This is far from what the listing states, and not a misreading of it (a missing or extra zero, square feet for square metres, a price per sqm for the total, or another figure the listing gives). A correction fixes what we misread: for other figures or another property, please start a new report.",
  "corrections.error.anotherProperty":
    "A new property type together with a new town is another property, not a misreading. A correction fixes what we misread: to value that property, please start a new report.",
  "corrections.error.usedUp":
    "This report has had all its free corrections. To value the listing with other figures, please start a new report.",
  "corrections.newReport": "Start a new report",

  // ---- A job that needs details ------------------------------------------------------------------
  "pending.stage.needsDetails": "A few details are missing",
  "details.title": "Add the missing details",
  "details.read": "We read the rest of the listing and filled it in below. Please check it too.",
  "details.noCreditUsed": "No credit has been used yet: one is used only when the report is made.",
  "details.submit": "Make the report",
  "details.buyCredits": "Buy credits",
  // ---- Pasalo (assume balance) -------------------------------------------------------------------
  "reading.field.equity": "Equity asked (pasalo)",
  "reading.field.balance": "Remaining balance",
  "reading.field.monthly": "Monthly amortisation",
  "reading.hint.equity": 'What the seller asks for the equity they have paid (the "assume price").',
  "reading.hint.balance": "The loan still owed to the bank, Pag-IBIG or developer, which the buyer takes over.",
  "reading.hint.monthly": "The monthly payment on that loan.",
  "fix.askBalance":
    "Ask the seller for the remaining loan balance and the monthly amortisation, best in the lender's written statement.",
  "fix.addBalance":
    "Enter the remaining balance and the monthly amortisation: the report then compares the unit's total cost.",
  "assumption.title": "Pasalo (assume balance)",
  "assumption.equity": "Equity asked",
  "assumption.balance": "Remaining balance",
  "assumption.monthly": "Monthly amortisation",
  "assumption.monthsLeft": "{months} months left",
  "assumption.total": "Total cost (equity + balance)",
} as const;
