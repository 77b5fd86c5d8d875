/**
 * English strings of listing ingestion: the analyze dialog's upload and paste tabs, the upload and paste
 * offers after an unreadable link, uploaded-file and pasted-text reports, and the dashboard's news panel. Spread into `en`; SPEC
 * wording where SPEC gives it (§2 Analyze dialog, §5 files, §8 File failure and News).
 */
export const ingestEn = {
  // ---- Upload tab --------------------------------------------------------------------------------
  "ingest.upload.hint": "A screenshot of one listing, or the developer's brochure as a PDF.",
  "ingest.upload.dropTitle": "Drag and drop a listing screenshot or PDF here",
  "ingest.upload.dropOr": "or click to choose a file",
  "ingest.upload.dropActive": "Drop the file here",
  "ingest.upload.dropRejectActive": "This file type cannot be analyzed",
  "ingest.upload.types": "JPEG, PNG, WebP, HEIF/HEIC or PDF, up to 10 MB. Larger JPEG and PNG photos are shrunk first.",
  "ingest.upload.selected": "Selected file",
  "ingest.upload.sizeMb": "{size} MB",
  "ingest.upload.willShrink": "Larger than 10 MB: it will be shrunk to 1000 px before sending.",
  "ingest.upload.replace": "Replace File",
  "ingest.upload.preparing": "Preparing your file…",
  "ingest.upload.reading": "Reading your file…",
  "ingest.upload.readingHint": "Reading a file takes up to a minute. Keep this window open.",
  "ingest.upload.progressLabel": "File analysis progress",

  // ---- Drop-zone messages (SPEC §5) --------------------------------------------------------------
  "ingest.drop.invalidType": "File type must be one of {types}",
  "ingest.drop.tooLarge": "File is larger than {bytes} bytes",
  "ingest.drop.tooMany": "Too many files",

  // ---- Results and failures (SPEC §4 Generation (file), §8 File failure) -------------------------
  "ingest.noFileTitle": "No File Selected",
  "ingest.noFileBody": "Please select a property image or document first.",
  "ingest.doneTitle": "File Analysis Complete",
  "ingest.doneBody": "Your property report is ready.",
  "ingest.errorTitle": "Error Processing File",
  "ingest.errorBody": "Could not generate the report from your file. Please try again.",
  "ingest.rateLimited": "Too many files in a short time. Please wait a minute and try again.",
  "ingest.tooManyReports":
    "You are starting reports faster than we allow. Nothing was charged: please wait a few minutes and try again.",
  "ingest.prepareFailed": "Your browser could not open this image to shrink it. Please try a smaller file or a PDF.",
  "ingest.signUpFileBody": "Create an account to analyze your file:",
  "ingest.signUpFileNotKept": "For your privacy the file is not kept. Choose it again after signing up.",

  // ---- Paste tab: the listing's own words ---------------------------------------------------------
  "ingest.text.tab": "Paste listing text",
  "ingest.text.label": "Listing text",
  "ingest.text.placeholder": "Paste the whole listing here: the title, the price, the floor or lot area, the location…",
  "ingest.text.hint":
    "For a Facebook Marketplace or group post, a Viber or WhatsApp message, or a listing page we cannot open: copy all of its words and paste them here.",
  "ingest.text.counter": "{count} / {max} characters",
  "ingest.text.needMore": "At least {min} characters, with the price and the floor or lot area",
  "ingest.text.privacy":
    "We read the text only to write your report. It is never shown to anyone else or added to our market data.",
  "ingest.read.submit": "Read it",
  "ingest.read.free": "We show you what we read before you spend anything.",
  "ingest.read.intro":
    "Check each value against your listing and fix what we read wrong. What you confirm is taken as stated by the listing.",
  "ingest.read.missing":
    "The listing does not state everything a report needs: please fill in the fields marked as needed.",
  "ingest.read.notStated": "Not stated in the text",
  "ingest.read.confirmPaid": "Confirm and analyze · uses 1 credit",
  "ingest.read.confirmFree": "Confirm and analyze · uses your free report",
  "ingest.read.back": "Edit the text",
  "ingest.read.notAListing":
    "We could not find a price or an area in the text you pasted. Please paste the whole listing, with its price and its floor or lot area.",
  "ingest.read.failed": "We could not read the text just now. Please try again.",
  "ingest.read.rateLimited": "Too many readings in a short time. Please wait a minute and try again.",
  "ingest.text.pasted": "Pasted listing text",
  "ingest.signUpTextBody": "Create an account to analyze the listing you pasted:",

  // ---- Unreadable links: the upload offer --------------------------------------------------------
  "ingest.uploadInstead": "Upload a screenshot or PDF instead",
  "ingest.uploadInsteadBody":
    "This website does not let us read the listing. A screenshot of the listing page or its PDF brochure works just as well.",
  "ingest.pasteInstead": "Paste the listing's text instead",
  "ingest.pasteInsteadBody":
    "Or copy the words of the listing and paste them — this works for Facebook posts and chat messages too.",
  "pending.candidatesTitle": "Listings on that page — pick the one you meant:",
  "pending.analyzeCandidate": "Analyze this listing",
  "listPage.title": "That link is a search page",
  "listPage.body":
    "A report looks at one property, and this page lists many. Here are {count} of its listings: choose the one you meant to get its report.",
  "listPage.listLabel": "Listings on the search page",
  "listPage.noPrice": "Price not shown",
  "listPage.floorArea": "{area} sqm floor",
  "listPage.lotArea": "{area} sqm lot",
  "listPage.bedrooms": "{count} BR",
  "listPage.openOnSite": "Open on its site",
  "listPage.otherLink": "Analyze another link",
  "ingest.uploadedFile": "Uploaded file",

  // ---- News panel (SPEC §2 News panel, §8 News) --------------------------------------------------
  "news.title": "Philippine Property News",
  "news.subtitle": "Investment news from Philippine property publishers",
  "news.lastUpdated": "Last updated {date}",
  "news.notYetUpdated": "Not updated yet",
  "news.refreshNote": "News refreshes every 24 hours.",
  "news.refresh": "Refresh",
  "news.loading": "Loading the latest news...",
  "news.error": "Failed to load the latest property investment news",
  "news.tryAgain": "Try Again",
  "news.empty": "No recent news available",
  "news.emptyBody":
    "We check Philippine property publishers every 24 hours. New stories about prices, rentals and developments will appear here.",
  "news.checkForUpdates": "Check for Updates",
  "news.opensInNewTab": "(opens in a new tab)",
  "news.sentiment.positive": "Positive",
  "news.sentiment.negative": "Negative",
  "news.sentiment.neutral": "Neutral",
} as const satisfies Record<string, string>;

export type IngestMessageKey = keyof typeof ingestEn;
