import { type FetchFailure, failure } from "./outcome";

export interface FetchedPage {
  status: number;
  /** The URL the page was read from, after redirects. */
  url: string;
  html: string;
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
/** How far into a long page a "log in to continue" prompt is looked for. */
const LOGIN_SCAN_CHARS = 20_000;
const BLOCKED_STATUSES = new Set([401, 403, 429]);

const TITLE = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i;
const PASSWORD_FIELD = /<input\b[^>]*\btype\s*=\s*["']?password\b/i;
const CAPTCHA_WIDGET =
  /class\s*=\s*["'][^"']*\b(g-recaptcha|h-captcha)\b|id\s*=\s*["']?captcha\b|<form\b[^>]*action\s*=\s*["'][^"']*captcha|<iframe\b[^>]*src\s*=\s*["'][^"']*captcha/i;
const STRUCTURED_DATA = /application\/ld\+json|<meta\b[^>]*property\s*=\s*["']og:/i;

/**
 * Decides whether a fetched HTML page is a wall (bot check, login) rather than content. It works
 * on the markup with regular expressions, so the fetcher never builds a DOM for it.
 */
export function pageVerdict(page: FetchedPage): FetchFailure | null {
  const url = new URL(page.url);
  if (isLoginWallUrl(url)) return failure("login_wall", `${url.hostname} shows this page only to signed-in users`);
  if (BLOCKED_STATUSES.has(page.status)) {
    return failure("blocked", `the site refused the request (HTTP ${page.status})`, page.status);
  }
  const title = decodeBasic(TITLE.exec(page.html)?.[1] ?? "").trim();
  if (BOT_WALL_TITLE.test(title)) return failure("blocked", BOT_CHECK, page.status);
  // Walls are short: reading no more than SHORT_PAGE_CHARS of text settles that cheaply on big pages.
  const opening = visibleText(page.html, SHORT_PAGE_CHARS);
  const short = opening.length < SHORT_PAGE_CHARS;
  if (short && BOT_WALL_MARKERS.test(page.html)) return failure("blocked", BOT_CHECK, page.status);
  const bare = opening.length < BARE_PAGE_CHARS && CAPTCHA_WIDGET.test(page.html) && !STRUCTURED_DATA.test(page.html);
  if ((short && BOT_WALL_TEXT.test(opening)) || bare) {
    return failure("blocked", "the site answered with a captcha instead of the page", page.status);
  }
  if (PASSWORD_FIELD.test(page.html)) {
    const text = short ? opening : visibleText(page.html, LOGIN_SCAN_CHARS);
    if (LOGIN_TEXT.test(text) || (short && LOGIN_TITLE.test(title))) {
      return failure("login_wall", `${url.hostname} asks to log in before showing the page`, page.status);
    }
  }
  return statusVerdict(page);
}

const BOT_CHECK = "the site answered with a bot check instead of the page";

function statusVerdict(page: FetchedPage): FetchFailure | null {
  return page.status >= 400 ? failure("not_a_listing", `the page answered HTTP ${page.status}`, page.status) : null;
}

export function isLoginWallUrl(url: URL): boolean {
  const host = url.hostname.replace(/^(www|m|web)\./, "");
  if (host === "facebook.com" || host.endsWith(".facebook.com")) {
    return /^\/(login|checkpoint|marketplace|groups|share)/.test(url.pathname) || url.pathname === "/";
  }
  // Facebook's short links lead to the same wall.
  if (host === "fb.com" || host === "fb.me" || host === "fb.watch") return true;
  return LOGIN_PATH.test(url.pathname);
}

const INVISIBLE = /<(script|style|noscript|template|svg|head)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->|<[^>]*>/gi;

/** Visible text, whitespace collapsed, at least `charsMin` characters of it when the page has them. */
function visibleText(html: string, charsMin: number): string {
  const parts: string[] = [];
  let length = 0;
  let last = 0;
  INVISIBLE.lastIndex = 0;
  for (let match = INVISIBLE.exec(html); match && length < charsMin; match = INVISIBLE.exec(html)) {
    const chunk = decodeBasic(html.slice(last, match.index)).replace(/\s+/g, " ").trim();
    if (chunk) {
      parts.push(chunk);
      length += chunk.length + 1;
    }
    last = match.index + match[0].length;
  }
  if (length < charsMin) parts.push(decodeBasic(html.slice(last)).replace(/\s+/g, " ").trim());
  return parts.join(" ").trim();
}

function decodeBasic(text: string): string {
  return text
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"');
}
