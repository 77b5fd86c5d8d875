import type { FastifyRequest } from "fastify";

/** The cookie the web app keeps beside its own language setting. */
const LOCALE_COOKIE = "suri_locale";

/**
 * The language of a mail asked for by this request: the web app's language cookie when set, else the
 * browser's Accept-Language (Tagalog or Filipino ahead of English), else English.
 */
export function mailLanguage(request: FastifyRequest): "en" | "tl" {
  const cookie = request.cookies?.[LOCALE_COOKIE];
  if (cookie === "tl" || cookie === "en") return cookie;
  const header = request.headers["accept-language"];
  if (typeof header !== "string") return "en";
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { lang: tag.trim().toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q) };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { lang } of ranked) {
    if (lang === "tl" || lang === "fil") return "tl";
    if (lang === "en") return "en";
  }
  return "en";
}
