import type { CheerioCrawlingContext } from "@crawlee/cheerio";
import { type FetchFailure, failure } from "./failure";

export interface FetchedPage {
  status: number;
  url: string;
  html: string;
  $: CheerioCrawlingContext["$"];
}

/**
 * Markers of anti-bot interstitials (Cloudflare, PerimeterX, DataDome, Imperva, Akamai). They only
 * count on a short page: Cloudflare injects `/cdn-cgi/challenge-platform/scripts/jsd/` into normal
 * pages, and ordinary pages embed reCAPTCHA for contact forms.
 */
const BOT_WALL_MARKERS =
  /window\._cf_chl_opt|challenge-platform\/h\/|id="challenge-form"|cf-browser-verification|class="cf-turnstile|px-captcha|captcha-delivery\.com|_Incapsula_Resource|Incapsula incident ID|errors\.edgesuite\.net/i;
const BOT_WALL_TEXT =
  /verify you are (a )?human|are you a robot|confirm you are not a robot|complete the captcha|checking your browser|unusual traffic from your (computer|network)|enable javascript and cookies to continue|access to this page has been denied/i;
const BOT_WALL_TITLE = /^(just a moment|attention required|access denied|are you a robot|security check|captcha)/i;
const LOGIN_TEXT =
  /log ?in to (continue|see|view)|sign ?in to (continue|see|view)|you must (be )?(logged|log|signed|sign) ?in|please (log|sign) ?in|login required/i;
const LOGIN_TITLE = /\b(log ?in|sign ?in)\b/i;
const LOGIN_PATH = /\/(log-?in|sign-?in|sign_in|users\/sign_in|auth\/login|accounts?\/login|checkpoint)(\/|$|\?|\.)/i;
/** Interstitials are short; a real listing page has far more visible text than this. */
const SHORT_PAGE_CHARS = 2500;
const BARE_PAGE_CHARS = 300;
const BLOCKED_STATUSES = new Set([401, 403, 429]);

/** Decides whether a fetched HTML page is a wall (bot check, login) rather than content. */
export function pageVerdict(page: FetchedPage): FetchFailure | null {
  const url = new URL(page.url);
  if (isLoginWallUrl(url)) return failure("login_wall", `${url.hostname} shows this page only to signed-in users`);
  if (BLOCKED_STATUSES.has(page.status)) {
    return failure("blocked", `the site refused the request (HTTP ${page.status})`, page.status);
  }
  const title = page.$("title").first().text().trim();
  const text = visibleText(page.$);
  const short = text.length < SHORT_PAGE_CHARS;
  if (BOT_WALL_TITLE.test(title) || (short && BOT_WALL_MARKERS.test(page.html))) {
    return failure("blocked", "the site answered with a bot check instead of the page", page.status);
  }
  if ((short && BOT_WALL_TEXT.test(text)) || isBareCaptcha(page, text)) {
    return failure("blocked", "the site answered with a captcha instead of the page", page.status);
  }
  const hasPasswordField = page.$("input[type=password]").length > 0;
  if (hasPasswordField && (LOGIN_TEXT.test(text) || (short && LOGIN_TITLE.test(title)))) {
    return failure("login_wall", `${url.hostname} asks to log in before showing the page`, page.status);
  }
  if (page.status >= 400) return failure("not_a_listing", `the page answered HTTP ${page.status}`, page.status);
  return null;
}

/** A captcha widget with next to nothing else: no text to speak of, no structured data, no OpenGraph. */
function isBareCaptcha(page: FetchedPage, text: string): boolean {
  if (text.length >= BARE_PAGE_CHARS) return false;
  if (!page.$(".g-recaptcha, .h-captcha, #captcha, form[action*=captcha], iframe[src*=captcha]").length) return false;
  return !page.$('script[type="application/ld+json"], meta[property^="og:"]').length;
}

function isLoginWallUrl(url: URL): boolean {
  const host = url.hostname.replace(/^(www|m|web)\./, "");
  if (host === "facebook.com" || host.endsWith(".facebook.com")) {
    return /^\/(login|checkpoint|marketplace|groups)/.test(url.pathname) || url.pathname === "/";
  }
  return LOGIN_PATH.test(url.pathname);
}

interface DomNode {
  type: string;
  name?: string;
  data?: string;
  children?: DomNode[];
}
const INVISIBLE = new Set(["script", "style", "noscript", "template", "svg", "head"]);

/** Visible text, whitespace collapsed, up to `charsMax` characters (enough to judge a wall). */
function visibleText($: FetchedPage["$"], charsMax = 20_000): string {
  const parts: string[] = [];
  let length = 0;
  const walk = (node: DomNode): void => {
    if (length >= charsMax) return;
    if (node.type === "text" && node.data) {
      const chunk = node.data.replace(/\s+/g, " ");
      if (chunk.trim()) {
        parts.push(chunk);
        length += chunk.length;
      }
      return;
    }
    if ((node.type === "tag" || node.type === "root") && !INVISIBLE.has(node.name ?? "")) {
      for (const child of node.children ?? []) walk(child);
    }
  };
  for (const root of $.root().toArray()) walk(root as unknown as DomNode);
  return parts.join(" ").replace(/\s+/g, " ").trim();
}
