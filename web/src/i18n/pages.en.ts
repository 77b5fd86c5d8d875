/** English strings of the open pages (how it works, about, blog, disclaimer), the chat bubble and regional tips. */
export const pagesEn = {
  "nav.howItWorks": "How it works",
  "nav.about": "About",
  "nav.blog": "Blog",
  "nav.disclaimer": "Disclaimer",
  "footer.nav": "More about Suri",
  "units.sqm": "{value} sqm",
  "landing.viewSample": "View Sample Report",

  // ---- Sample deal card (landing) ----------------------------------------------------------------
  "sampleDeal.label": "Sample deal from our demo report",
  "sampleDeal.title": "Sample property",
  "sampleDeal.underpriced": "Underpriced: {percent} vs our estimate",
  "sampleDeal.fair": "In line with the market ({percent} vs our estimate)",
  "sampleDeal.overpriced": "Overpriced: {percent} vs our estimate",
  "sampleDeal.asking": "Asking price",
  "sampleDeal.fairValue": "Estimated market value",
  "sampleDeal.score": "Investment score",
  "sampleDeal.yield": "Gross rental yield",
  "sampleDeal.roi": "5-year ROI",
  "sampleDeal.location": "Location score",
  "sampleDeal.note": "Computed by Suri from a sample listing, with the same method as every report.",
  "sampleDeal.viewReport": "View Full Analysis Report",
  "sampleDeal.analyzeSimilar": "Analyze Similar Property",

  // ---- Testimonials ------------------------------------------------------------------------------
  "testimonials.title": "What investors abroad tell us",
  "testimonials.sampleLabel": "Sample stories, written to illustrate: not real customers",
  "testimonials.q1":
    "I was about to pay a reservation fee for a condo in Cebu. The report showed the price was well above similar units, so I negotiated first.",
  "testimonials.n1": "Marites, nurse",
  "testimonials.r1": "Working in Dubai",
  "testimonials.q2":
    "Between contracts I have little time. Pasting the link and reading the risks on my phone took a few minutes.",
  "testimonials.n2": "Ramon, seafarer",
  "testimonials.r2": "On a container ship",
  "testimonials.q3":
    "My family sends me listings all the time. Now I send back a report instead of guessing, and we decide together.",
  "testimonials.n3": "Liza, caregiver",
  "testimonials.r3": "Working in Toronto",

  // ---- How it works ------------------------------------------------------------------------------
  "how.title": "How Suri works",
  "how.intro":
    "From a listing link or a screenshot to a report you can act on: four steps, with every figure traced to where it came from.",
  "how.step1Title": "Share the listing",
  "how.step1Body":
    "Paste the link of a listing from a Philippine property website, or upload a screenshot or PDF of it.",
  "how.step2Title": "Suri reads it",
  "how.step2Body": "We extract the price, size, location and features, and tell you plainly if a site cannot be read.",
  "how.step3Title": "We compare and calculate",
  "how.step3Body":
    "The price is set against comparable listings and published market data; rent, costs, financing and growth are estimated.",
  "how.step4Title": "You get the report",
  "how.step4Body":
    "An investment score, price fairness, yield, a 5-year projection and the risks, on screen and as a PDF in English or Tagalog.",
  "how.techTitle": "The technology behind it",
  "how.techIntro": "No black box: each part does one job and shows its work.",
  "how.techExtractTitle": "Listing reader",
  "how.techExtractBody": "Reads structured data and page text, and screenshots or PDFs through text recognition.",
  "how.techCompareTitle": "Comparables",
  "how.techCompareBody":
    "Finds similar listings nearby and filters out outliers before comparing prices per square metre.",
  "how.techDataTitle": "Cited market data",
  "how.techDataBody": "Growth, rents and costs come from a dated dataset whose sources are named in the report.",
  "how.techWriteTitle": "Plain-language summary",
  "how.techWriteBody": "A written summary explains the numbers without changing them.",
  "how.techSafeTitle": "Safe by design",
  "how.techSafeBody": "Your account, uploads and reports stay private; we never sell data or take commissions.",
  "how.techPdfTitle": "Reports you can keep",
  "how.techPdfBody": "Download a PDF to share with family or a lender.",
  "how.ctaTitle": "Try it on a listing you are considering",
  "how.ctaBody": "Your first report is free.",
  "how.cta": "Analyze a Property",

  // ---- About -------------------------------------------------------------------------------------
  "about.title": "About Suri",
  "about.mission":
    "Our mission: give every Filipino, wherever they work, an honest second opinion before they buy property at home.",
  "about.storyTitle": "Our story",
  "about.story1":
    "Suri started in 2025 after too many friends abroad bought homes from photos and promises, and found out later what the price should have been.",
  "about.story2":
    "We built a tool that reads a listing, checks it against the market and explains the result in plain words, without commissions or ties to any broker or developer.",
  "about.valuesTitle": "Our values",
  "about.valueDataTitle": "Data-driven",
  "about.valueDataBody": "Every figure has a source and a date, and we say when data is thin.",
  "about.valueTransparencyTitle": "Transparency",
  "about.valueTransparencyBody": "You can see how a score is built and change the assumptions yourself.",
  "about.valueEmpowermentTitle": "Empowerment",
  "about.valueEmpowermentBody": "We help you ask better questions of sellers, agents and lenders.",
  "about.valueInnovationTitle": "Innovation",
  "about.valueInnovationBody": "We keep improving how listings are read and valued, and publish what changed.",
  "about.contactTitle": "Contact us",
  "about.contactBody": "Questions, feedback or a listing we could not read? Write to us:",

  // ---- Blog --------------------------------------------------------------------------------------
  "blog.title": "Blog",
  "blog.intro": "Practical guides for buying property in the Philippines while working abroad.",
  "blog.readTime": "{minutes} min read",
  "blog.readMore": "Read article",
  "blog.empty": "No articles yet.",
  "blog.loadError": "Failed to load the blog. Please try again later.",
  "blog.notFound": "Blog post not found",
  "blog.notFoundBody": "The article you are looking for does not exist or has moved.",
  "blog.back": "Back to the blog",
  "blog.tags": "Tags:",
  "blog.share": "Share",
  "blog.linkCopied": "Link copied",
  "blog.notAdvice": "Articles are general information, not investment, legal or tax advice.",
  "blog.subscribeTitle": "Get new articles by e-mail",
  "blog.subscribeBody": "One short e-mail when we publish a new guide.",
  "blog.subscribeEmail": "Your e-mail address",
  "blog.subscribe": "Subscribe",
  "blog.subscribeSoon": "Newsletter coming soon",
  "blog.subscribeSoonBody": "Sign-ups are not open yet, so we did not save your address.",

  // ---- Disclaimer --------------------------------------------------------------------------------
  "legal.terms": "Terms of service",
  "legal.privacy": "Privacy notice",
  "legal.agreeBefore": "By creating an account you agree to the",
  "legal.and": "and have read the",
  "disclaimer.title": "Disclaimer",
  "disclaimer.updated": "Last updated: April 28, 2025",
  "disclaimer.adviceTitle": "Not investment, legal or tax advice",
  "disclaimer.adviceBody":
    "Reports are estimates for information. They do not tell you to buy or sell, and they do not replace a licensed professional who knows your situation.",
  "disclaimer.consumerTitle": "Consumer protection",
  "disclaimer.consumerBody":
    "We describe what Suri does honestly and without pressure, in line with the Consumer Act of the Philippines (Republic Act No. 7394).",
  "disclaimer.privacyTitle": "Data privacy",
  "disclaimer.privacyBody":
    "We handle your personal data according to the Data Privacy Act of 2012 (Republic Act No. 10173): only for the service, kept safe, and never sold.",
  "disclaimer.electronicTitle": "Electronic transactions",
  "disclaimer.electronicBody":
    "Purchases and agreements made on this site are electronic transactions under the Electronic Commerce Act of 2000 (Republic Act No. 8792).",
  "disclaimer.licenceTitle": "Not a licensed real-estate service",
  "disclaimer.licenceBody":
    "Suri is not a broker, appraiser or salesperson under the Real Estate Service Act (Republic Act No. 9646). Reports are not formal appraisals.",
  "disclaimer.liabilityTitle": "Limitation of liability",
  "disclaimer.liabilityBody":
    "Listings and market data can be incomplete or out of date. To the extent the law allows, Suri is not liable for decisions made on the basis of a report.",
  "disclaimer.lawTitle": "Governing law",
  "disclaimer.lawBody": "This disclaimer is governed by the laws of the Republic of the Philippines.",
  "disclaimer.acknowledge":
    "By using Suri you acknowledge that you have read this disclaimer and agree to it and to our terms of service.",
  "disclaimer.understand": "I Understand",

  // ---- Analyze page ------------------------------------------------------------------------------
  "analyzePage.intro": "Paste a listing link, upload a screenshot or PDF of the listing, or paste the listing's text.",
  "analyzePage.sampleHint": "Not sure yet?",
  "analyzePage.sampleLink": "View a sample report",

  // ---- Chat bubble -------------------------------------------------------------------------------
  "chat.title": "Chat with us",
  "chat.question": "Have questions about this property?",
  "chat.openMessenger": "Open Messenger Chat",
  "chat.email": "E-mail us",

  // ---- Regional tips -----------------------------------------------------------------------------
  "tips.title": "Regional investment tips",
  "tips.regionLabel": "Your preferred region",
  "tips.choose": "Choose a region",
  "tips.selectRegion": "Please select a region to see investment tips.",
  "tips.saved": "Region preference updated",
  "tips.saveFailed": "Failed to update region",
  "tips.saveFailedBody": "An error occurred while updating your region preference.",
  "tips.note": "General guidance from the Suri team. Your reports give the figures for a specific listing.",
  "tips.ncr.1.title": "Check the commute, not only the address",
  "tips.ncr.1.body":
    "Tenants in Metro Manila pay for short trips to work. Look at rail access and traffic at rush hour.",
  "tips.ncr.2.title": "Watch for many similar units",
  "tips.ncr.2.body": "Large condo towers can have many identical units for rent at once, which pushes rents down.",
  "tips.calabarzon.1.title": "Follow the new roads",
  "tips.calabarzon.1.body": "Areas near finished expressways and exits tend to draw buyers and tenants first.",
  "tips.calabarzon.2.title": "Ask about flooding",
  "tips.calabarzon.2.body": "Some low-lying subdivisions flood in the rainy season; check hazard maps before you buy.",
  "tips.central-luzon.1.title": "Look near growth hubs",
  "tips.central-luzon.1.body": "Homes near Clark and the main industrial zones rent more easily to workers.",
  "tips.central-luzon.2.title": "Confirm the title type",
  "tips.central-luzon.2.body": "Former agricultural land may have conversion issues; ask to see the documents.",
  "tips.central-visayas.1.title": "Tourism and offices drive rent",
  "tips.central-visayas.1.body": "Units near business parks or the airport suit both long stays and short stays.",
  "tips.central-visayas.2.title": "Mind the association dues",
  "tips.central-visayas.2.body": "Resort-style condos often charge higher dues, which reduce your net yield.",
  "tips.western-visayas.1.title": "A steady, quieter market",
  "tips.western-visayas.1.body": "Prices tend to move slowly; plan for rental income more than quick resale gains.",
  "tips.western-visayas.2.title": "Check water and power supply",
  "tips.western-visayas.2.body": "Ask neighbours about interruptions; reliable utilities matter to tenants.",
  "tips.davao.1.title": "Space is a selling point",
  "tips.davao.1.body": "Buyers here often want house-and-lot over small condos; compare like with like.",
  "tips.davao.2.title": "Verify the developer",
  "tips.davao.2.body": "Check the developer's licence to sell and past projects before paying a reservation.",

  // ---- Debug pages -------------------------------------------------------------------------------
  "debug.reportTitle": "Test report (development)",
  "debug.location": "Location",
  "debug.reportId": "Report id",
  "debug.loadSample": "Load test report {id}",
  "debug.fetch": "Fetch report data",
  "debug.status": "HTTP status {status}",
  "debug.scoreTitle": "Investment score test (development)",
  "debug.scoreSample": "Sample values for checking the score display: not a real property.",
} as const;
