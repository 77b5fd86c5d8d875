/**
 * A report in its reader's language (issue 20). The analyzer writes every sentence of a report in English
 * and in Tagalog with one writer; the report stores the English and, under `translations.tl`, each sentence
 * that reads differently in Tagalog, keyed by its JSON Pointer. The narrative carries both languages itself.
 * The web app and the PDF read a report through `inLanguage`.
 */
import { z } from "zod";
import type { ReportData } from "./report";

export const ReportLanguageSchema = z.enum(["en", "tl"]);
export type ReportLanguage = z.infer<typeof ReportLanguageSchema>;
export type TextOverlay = Record<string, string>;

/** Parts of a report that are not overlaid: the narrative holds both languages; the summary follows it. */
const OWN_LANGUAGES = new Set(["narrative", "summary", "translations"]);

const escapeToken = (key: string) => key.replaceAll("~", "~0").replaceAll("/", "~1");
const unescapeToken = (token: string) => token.replaceAll("~1", "/").replaceAll("~0", "~");

/** Every string of `other` that differs from the one at the same place in `base`, by JSON Pointer. */
export function textOverlay(base: unknown, other: unknown): TextOverlay {
  const out: TextOverlay = {};
  const walk = (a: unknown, b: unknown, path: string) => {
    if (typeof b === "string") {
      if (a !== b) out[path] = b;
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      for (const [i, item] of b.entries()) walk(a[i], item, `${path}/${i}`);
      return;
    }
    if (a && b && typeof a === "object" && typeof b === "object" && !Array.isArray(b)) {
      for (const [key, value] of Object.entries(b as Record<string, unknown>)) {
        if (path === "" && OWN_LANGUAGES.has(key)) continue;
        walk((a as Record<string, unknown>)[key], value, `${path}/${escapeToken(key)}`);
      }
    }
  };
  walk(base, other, "");
  return out;
}

function applyOverlay<T>(value: T, overlay: TextOverlay): T {
  const copy = structuredClone(value) as unknown;
  for (const [pointer, text] of Object.entries(overlay)) {
    const tokens = pointer.split("/").slice(1).map(unescapeToken);
    let node = copy as Record<string, unknown> | unknown[] | undefined;
    for (const token of tokens.slice(0, -1)) {
      node = node ? ((node as Record<string, unknown>)[token] as typeof node) : undefined;
    }
    const last = tokens.at(-1);
    // A pointer that no longer leads anywhere (a field removed since) is skipped, never created.
    if (
      node &&
      typeof node === "object" &&
      last !== undefined &&
      typeof (node as Record<string, unknown>)[last] === "string"
    ) {
      (node as Record<string, unknown>)[last] = text;
    }
  }
  return copy as T;
}

/** A report, or a part of one (a list's headline fields), that carries its other languages. */
interface Translatable {
  readonly translations?: { readonly tl?: TextOverlay | undefined } | undefined;
  readonly narrative?: Pick<NonNullable<ReportData["narrative"]>, "en" | "tl"> | undefined;
  readonly summary?: string;
}

/** The report as a reader of `lang` reads it: its sentences in that language where it has them. */
export function inLanguage<T extends Translatable>(report: T, lang: ReportLanguage): T {
  const narrative = report.narrative?.[lang];
  if (lang === "en") return narrative ? { ...report, summary: narrative.summary } : report;
  const overlay = report.translations?.[lang];
  const read = overlay ? applyOverlay(report, overlay) : report;
  return narrative ? { ...read, summary: narrative.summary } : read;
}

/**
 * What a reader of `lang` needs of a stored report: a reader of English needs no overlay, so the
 * Tagalog sentences are left out (about a fifth of a report's bytes). The narrative keeps both its
 * languages. `inLanguage(readerCopy(r, lang), lang)` reads as `inLanguage(r, lang)` does.
 */
export function readerCopy<T extends Translatable>(report: T, lang: ReportLanguage): T {
  if (lang !== "en" || !report.translations) return report;
  const { translations: _otherLanguages, ...rest } = report;
  return rest as T;
}
