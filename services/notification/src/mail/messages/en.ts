import { type Catalogue, lifetime } from "./kinds";

const words = { minute: "minute", minutes: "minutes", hour: "hour", hours: "hours" };
const forListing = (listing: string | null) => (listing ? [`Listing: ${listing}`] : []);
const missingWords = { price: "the asking price", area: "the floor or lot area" } as const;

export const en: Catalogue = {
  verify_email: ({ link, validForMinutes }) => ({
    subject: "Confirm your e-mail address",
    greeting: "Welcome to Suri!",
    paragraphs: ["Please confirm that this is your e-mail address. Your free report needs a confirmed address."],
    action: { label: "Confirm my e-mail", url: link },
    after: [
      `The link works once and expires in ${lifetime(validForMinutes, words)}.`,
      "If you did not sign up for Suri, you can ignore this e-mail.",
    ],
  }),
  reset_password: ({ link, validForMinutes }) => ({
    subject: "Reset your Suri password",
    greeting: "Hello,",
    paragraphs: ["We got a request to reset the password of your Suri account."],
    action: { label: "Choose a new password", url: link },
    after: [
      `The link works once and expires in ${lifetime(validForMinutes, words)}.`,
      "If you did not ask for this, you can ignore this e-mail: your password stays the same.",
    ],
  }),
  password_changed: ({ resetLink }) => ({
    subject: "Your Suri password was changed",
    greeting: "Hello,",
    paragraphs: ["The password of your Suri account was just changed, and every device was signed out."],
    action: { label: "It wasn't me: reset my password", url: resetLink },
    after: ["If you changed it yourself, there is nothing more to do."],
  }),
  report_ready: ({ link, listing }) => ({
    subject: "Your property report is ready",
    greeting: "Good news!",
    paragraphs: ["Your property report is ready to read.", ...forListing(listing)],
    action: { label: "Open my report", url: link },
  }),
  report_failed: ({ link, listing, reason }) => ({
    subject: "We could not make your property report",
    greeting: "Sorry,",
    paragraphs: [
      "We could not make your property report, and no credit was used.",
      ...forListing(listing),
      ...(reason ? [`What happened: ${reason}`] : []),
    ],
    action: { label: "See what to do next", url: link },
  }),
  report_needs_details: ({ link, listing, missing }) => ({
    subject: "Your property report needs a detail from you",
    greeting: "Almost there!",
    paragraphs: [
      `The listing does not say ${missing.map((m) => missingWords[m]).join(" or ")}. Add it and we will finish your report. No credit was used yet.`,
      ...forListing(listing),
    ],
    action: { label: "Add the missing detail", url: link },
  }),
  reportFooter: "You get this e-mail because report e-mails are on. To turn them off, go to your account page:",
  accountFooter: "This e-mail is about the security of your Suri account.",
  copyLink: "If the button does not work, copy this link into your browser:",
};
