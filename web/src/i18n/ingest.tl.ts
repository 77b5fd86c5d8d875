import type { IngestMessageKey } from "./ingest.en";

/** Tagalog strings of listing ingestion and the news panel; typed against the English keys, spread into `tl`. */
export const ingestTl: Record<IngestMessageKey, string> = {
  "ingest.upload.hint": "Screenshot ng isang listing, o ang brochure ng developer bilang PDF.",
  "ingest.upload.dropTitle": "I-drag at i-drop dito ang screenshot o PDF ng listing",
  "ingest.upload.dropOr": "o i-click para pumili ng file",
  "ingest.upload.dropActive": "I-drop dito ang file",
  "ingest.upload.dropRejectActive": "Hindi masusuri ang ganitong uri ng file",
  "ingest.upload.types":
    "JPEG, PNG, WebP, HEIF/HEIC o PDF, hanggang 10 MB. Pinaliliit muna ang mas malalaking JPEG at PNG na larawan.",
  "ingest.upload.selected": "Napiling file",
  "ingest.upload.sizeMb": "{size} MB",
  "ingest.upload.willShrink": "Lampas sa 10 MB: paliliitin ito sa 1000 px bago ipadala.",
  "ingest.upload.replace": "Palitan ang File",
  "ingest.upload.preparing": "Inihahanda ang iyong file…",
  "ingest.upload.reading": "Binabasa ang iyong file…",
  "ingest.upload.readingHint": "Hanggang isang minuto ang pagbasa ng file. Huwag munang isara ang window na ito.",
  "ingest.upload.progressLabel": "Progreso ng pagsusuri ng file",

  "ingest.drop.invalidType": "Ang uri ng file ay dapat isa sa {types}",
  "ingest.drop.tooLarge": "Lampas sa {bytes} bytes ang file",
  "ingest.drop.tooMany": "Sobra ang dami ng file",

  "ingest.noFileTitle": "Walang Napiling File",
  "ingest.noFileBody": "Pumili muna ng larawan o dokumento ng property.",
  "ingest.doneTitle": "Tapos na ang Pagsusuri ng File",
  "ingest.doneBody": "Handa na ang iyong property report.",
  "ingest.errorTitle": "Error sa Pagproseso ng File",
  "ingest.errorBody": "Hindi nabuo ang report mula sa iyong file. Pakisubukang muli.",
  "ingest.rateLimited": "Masyadong maraming file sa maikling panahon. Maghintay ng isang minuto at subukang muli.",
  "ingest.tooManyReports":
    "Masyadong mabilis ang pagsisimula mo ng mga report. Walang nasingil: maghintay ng ilang minuto at subukang muli.",
  "ingest.prepareFailed":
    "Hindi mabuksan ng iyong browser ang larawang ito para paliitin. Subukan ang mas maliit na file o isang PDF.",
  "ingest.signUpFileBody": "Gumawa ng account para masuri ang iyong file:",
  "ingest.signUpFileNotKept":
    "Para sa iyong privacy, hindi itinatago ang file. Piliin itong muli pagkatapos mag-sign up.",

  "ingest.text.tab": "I-paste ang teksto ng listing",
  "ingest.text.label": "Teksto ng listing",
  "ingest.text.placeholder": "I-paste dito ang buong listing: pamagat, presyo, floor o lot area, lokasyon…",
  "ingest.text.hint":
    "Para sa post sa Facebook Marketplace o sa isang group, mensahe sa Viber o WhatsApp, o pahina ng listing na hindi namin mabuksan: kopyahin ang lahat ng nakasulat at i-paste dito.",
  "ingest.text.counter": "{count} / {max} na character",
  "ingest.text.needMore": "Hindi bababa sa {min} na character, kasama ang presyo at ang floor o lot area",
  "ingest.text.privacy":
    "Binabasa lang namin ang teksto para isulat ang iyong report. Hindi ito ipinapakita sa iba at hindi idinadagdag sa aming market data.",
  "ingest.read.submit": "Basahin",
  "ingest.read.free": "Ipapakita muna namin ang nabasa namin bago ka gumastos ng kahit ano.",
  "ingest.read.intro":
    "Ihambing ang bawat halaga sa listing mo at itama ang mali naming nabasa. Ang kinumpirma mo ay ituturing na sinabi ng listing.",
  "ingest.read.missing":
    "Hindi sinasabi ng listing ang lahat ng kailangan ng report: pakipunan ang mga field na may markang kailangan.",
  "ingest.read.notStated": "Hindi nakasaad sa teksto",
  "ingest.read.confirmPaid": "Kumpirmahin at suriin · gagamit ng 1 credit",
  "ingest.read.confirmFree": "Kumpirmahin at suriin · gagamitin ang libreng report mo",
  "ingest.read.back": "Baguhin ang teksto",
  "ingest.read.notAListing":
    "Wala kaming nakitang presyo o sukat sa tekstong ipinaste mo. Pakipaste ang buong listing, kasama ang presyo at ang floor o lot area.",
  "ingest.read.failed": "Hindi namin nabasa ang teksto ngayon. Pakisubukang muli.",
  "ingest.read.rateLimited": "Masyadong maraming pagbasa sa maikling oras. Maghintay ng isang minuto at subukang muli.",
  "ingest.text.pasted": "Ipinaste na teksto ng listing",
  "ingest.signUpTextBody": "Gumawa ng account para masuri ang listing na ipinaste mo:",

  "ingest.uploadInstead": "Mag-upload na lang ng screenshot o PDF",
  "ingest.uploadInsteadBody":
    "Hindi kami pinapayagan ng website na ito na basahin ang listing. Kasing-husay rin ang screenshot ng listing o ang PDF brochure nito.",
  "ingest.pasteInstead": "I-paste na lang ang teksto ng listing",
  "ingest.pasteInsteadBody":
    "O kopyahin ang mga salita ng listing at i-paste — gumagana rin ito sa mga post sa Facebook at sa mga mensahe sa chat.",
  "pending.candidatesTitle": "Mga listing sa pahinang iyon — piliin ang gusto mong suriin:",
  "pending.analyzeCandidate": "Suriin ang listing na ito",
  "listPage.title": "Pahina ng paghahanap ang link na iyon",
  "listPage.body":
    "Iisang property ang sinusuri ng isang report, at marami ang nakalista sa pahinang ito. Narito ang {count} sa mga listing nito: piliin ang gusto mo para makuha ang report nito.",
  "listPage.listLabel": "Mga listing sa pahina ng paghahanap",
  "listPage.noPrice": "Walang nakasaad na presyo",
  "listPage.floorArea": "{area} sqm na sahig",
  "listPage.lotArea": "{area} sqm na lote",
  "listPage.bedrooms": "{count} kuwarto",
  "listPage.openOnSite": "Buksan sa site nito",
  "listPage.otherLink": "Magsuri ng ibang link",
  "ingest.uploadedFile": "In-upload na file",

  "news.title": "Balita sa Property sa Pilipinas",
  "news.subtitle": "Balitang pang-investment mula sa mga publisher ng property sa Pilipinas",
  "news.lastUpdated": "Huling na-update {date}",
  "news.notYetUpdated": "Hindi pa na-update",
  "news.refreshNote": "Nire-refresh ang balita tuwing 24 oras.",
  "news.refresh": "I-refresh",
  "news.loading": "Nilo-load ang pinakabagong balita...",
  "news.error": "Hindi na-load ang pinakabagong balita sa property investment",
  "news.tryAgain": "Subukang Muli",
  "news.empty": "Walang bagong balita sa ngayon",
  "news.emptyBody":
    "Sinusuri namin ang mga publisher ng property sa Pilipinas tuwing 24 oras. Lalabas dito ang mga bagong balita tungkol sa presyo, upa at mga development.",
  "news.checkForUpdates": "Tingnan Kung May Bago",
  "news.opensInNewTab": "(magbubukas sa bagong tab)",
  "news.sentiment.positive": "Positibo",
  "news.sentiment.negative": "Negatibo",
  "news.sentiment.neutral": "Neutral",
};
