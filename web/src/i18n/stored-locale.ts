import type { Locale } from "./translate";

/**
 * Where the reader's language is kept, with no dependencies: the entry reads it before any app code
 * runs. Local storage is the app's own record; a cookie mirrors it so the server can send pages already
 * in that language.
 */
export const LOCALE_STORAGE_KEY = "suri.locale";
export const LOCALE_COOKIE = "suri_locale";

export function storedLocale(): Locale {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(LOCALE_STORAGE_KEY) ?? "null");
    return stored === "tl" ? "tl" : "en";
  } catch {
    return "en";
  }
}

/** Tells the server the reader's language (for a year), when it does not know it yet. */
export function rememberLocaleCookie(locale: Locale): void {
  if (typeof document === "undefined") return;
  if (document.cookie.split("; ").includes(`${LOCALE_COOKIE}=${locale}`)) return;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari; the value is one of two fixed words.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
