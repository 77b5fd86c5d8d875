import { en } from "./messages/en";
import {
  type Catalogue,
  type MailContent,
  type MailFacts,
  type MailKind,
  type MailLanguage,
  REPORT_MAIL_KINDS,
} from "./messages/kinds";
import { tl } from "./messages/tl";

const catalogues: Record<MailLanguage, Catalogue> = { en, tl };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Everything written into HTML goes through here: user data (a listing's link, a reason) included. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const isReportMail = (kind: MailKind) => (REPORT_MAIL_KINDS as readonly string[]).includes(kind);

/** One mail in the recipient's language, as plain text and as HTML with the same words. */
export function renderMail<K extends MailKind>(
  kind: K,
  language: MailLanguage,
  facts: MailFacts[K],
  accountLink: string,
): RenderedMail {
  const catalogue = catalogues[language];
  const content = (catalogue[kind] as (f: MailFacts[K]) => MailContent)(facts);
  const footer = isReportMail(kind)
    ? { words: catalogue.reportFooter, link: accountLink }
    : { words: catalogue.accountFooter };
  return {
    subject: content.subject,
    text: asText(content, footer),
    html: asHtml(content, footer, catalogue.copyLink, language),
  };
}

interface Footer {
  words: string;
  link?: string;
}

function asText(c: MailContent, footer: Footer): string {
  const end = footer.link ? `${footer.words} ${footer.link}` : footer.words;
  return [c.greeting, ...c.paragraphs, `${c.action.label}: ${c.action.url}`, ...(c.after ?? []), "--", end, ""].join(
    "\n\n",
  );
}

const p = (text: string, style = "margin:0 0 16px") => `<p style="${style}">${escapeHtml(text)}</p>`;

function asHtml(c: MailContent, footer: Footer, copyLink: string, language: MailLanguage): string {
  const url = escapeHtml(c.action.url);
  const button = `<p style="margin:24px 0"><a href="${url}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(c.action.label)}</a></p>`;
  const small = "margin:0 0 12px;font-size:13px;color:#555555";
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4">
<div style="max-width:560px;margin:0 auto;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1c1917;background:#ffffff">
<p style="margin:0 0 16px;font-weight:700;color:#0f766e">Suri</p>
${[c.greeting, ...c.paragraphs].map((t) => p(t)).join("\n")}
${button}
${(c.after ?? []).map((t) => p(t)).join("\n")}
<p style="${small}">${escapeHtml(copyLink)}<br><a href="${url}" style="color:#0f766e;word-break:break-all">${url}</a></p>
<hr style="border:none;border-top:1px solid #e7e5e4;margin:24px 0">
<p style="${small}">${escapeHtml(footer.words)}${footer.link ? ` <a href="${escapeHtml(footer.link)}" style="color:#0f766e">${escapeHtml(footer.link)}</a>` : ""}</p>
</div>
</body></html>
`;
}
