import { type Catalogue, lifetime } from "./kinds";

const words = { minute: "minuto", minutes: "minuto", hour: "oras", hours: "oras" };
const forListing = (listing: string | null) => (listing ? [`Listing: ${listing}`] : []);
const missingWords = { price: "ang presyo", area: "ang floor area o lot area" } as const;

export const tl: Catalogue = {
  verify_email: ({ link, validForMinutes }) => ({
    subject: "Kumpirmahin ang iyong e-mail address",
    greeting: "Maligayang pagdating sa Suri!",
    paragraphs: [
      "Pakikumpirma na sa iyo ang e-mail address na ito. Kailangan ng kumpirmadong address para sa libreng report mo.",
    ],
    action: { label: "Kumpirmahin ang e-mail ko", url: link },
    after: [
      `Isang beses lang magagamit ang link at mag-e-expire ito sa loob ng ${lifetime(validForMinutes, words)}.`,
      "Kung hindi ikaw ang nag-sign up sa Suri, huwag pansinin ang e-mail na ito.",
    ],
  }),
  reset_password: ({ link, validForMinutes }) => ({
    subject: "I-reset ang password mo sa Suri",
    greeting: "Kumusta,",
    paragraphs: ["May humiling na i-reset ang password ng Suri account mo."],
    action: { label: "Pumili ng bagong password", url: link },
    after: [
      `Isang beses lang magagamit ang link at mag-e-expire ito sa loob ng ${lifetime(validForMinutes, words)}.`,
      "Kung hindi ikaw ang humiling nito, huwag pansinin ang e-mail na ito: hindi magbabago ang password mo.",
    ],
  }),
  password_changed: ({ resetLink }) => ({
    subject: "Napalitan ang password mo sa Suri",
    greeting: "Kumusta,",
    paragraphs: ["Napalitan ang password ng Suri account mo, at na-sign out ang lahat ng device."],
    action: { label: "Hindi ako ito: i-reset ang password ko", url: resetLink },
    after: ["Kung ikaw ang nagpalit nito, wala ka nang kailangang gawin."],
  }),
  report_ready: ({ link, listing }) => ({
    subject: "Handa na ang iyong property report",
    greeting: "Magandang balita!",
    paragraphs: ["Handa nang basahin ang iyong property report.", ...forListing(listing)],
    action: { label: "Buksan ang report ko", url: link },
  }),
  report_failed: ({ link, listing }) => ({
    subject: "Hindi namin nagawa ang iyong property report",
    greeting: "Paumanhin,",
    paragraphs: ["Hindi namin nagawa ang iyong property report, at walang nagamit na credit.", ...forListing(listing)],
    action: { label: "Tingnan ang susunod na gagawin", url: link },
  }),
  report_needs_details: ({ link, listing, missing }) => ({
    subject: "May kailangan pang detalye ang iyong property report",
    greeting: "Malapit na!",
    paragraphs: [
      `Hindi nakasulat sa listing ${missing.map((m) => missingWords[m]).join(" o ")}. Idagdag ito at tatapusin namin ang report mo. Wala pang nagamit na credit.`,
      ...forListing(listing),
    ],
    action: { label: "Idagdag ang kulang na detalye", url: link },
  }),
  reportFooter:
    "Natanggap mo ang e-mail na ito dahil naka-on ang mga e-mail tungkol sa report. Para i-off ang mga ito, pumunta sa account page mo:",
  accountFooter: "Tungkol ang e-mail na ito sa seguridad ng Suri account mo.",
  copyLink: "Kung hindi gumagana ang button, kopyahin ang link na ito sa browser mo:",
};
