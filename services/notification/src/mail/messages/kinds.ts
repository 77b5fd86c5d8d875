import type { MissingDetail } from "@suri/contracts";

export type MailLanguage = "en" | "tl";

/** What each kind of mail needs to be written; links are absolute. */
export interface MailFacts {
  verify_email: { link: string; validForMinutes: number };
  reset_password: { link: string; validForMinutes: number };
  password_changed: { resetLink: string };
  report_ready: { link: string; listing: string | null };
  report_failed: { link: string; listing: string | null; reason: string | null };
  report_needs_details: { link: string; listing: string | null; missing: MissingDetail[] };
}
export type MailKind = keyof MailFacts;
export const REPORT_MAIL_KINDS = ["report_ready", "report_failed", "report_needs_details"] as const;

/** A mail before layout: a subject, paragraphs, one button, and an optional closing note. */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Said after the button (e.g. what to do when the mail was not expected). */
  after?: string[];
}

export type Catalogue = {
  [K in MailKind]: (facts: MailFacts[K]) => MailContent;
} & {
  /** Footer of report mails: how to turn them off (the account page's link follows). */
  reportFooter: string;
  /** Footer of account mails (they cannot be turned off: they are about the account's safety). */
  accountFooter: string;
  /** "Button not working? Copy this link:" */
  copyLink: string;
};

/** "30 minutes", "24 hours": a link's lifetime in words. */
export const lifetime = (minutes: number, words: { minute: string; minutes: string; hour: string; hours: string }) => {
  if (minutes < 120) return `${minutes} ${minutes === 1 ? words.minute : words.minutes}`;
  const hours = Math.round(minutes / 60);
  return `${hours} ${hours === 1 ? words.hour : words.hours}`;
};
