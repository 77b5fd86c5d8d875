import type { MessageKey } from "./en";
import { validationEn } from "./validation.en";

export type { MessageKey } from "./en";
export const locales = ["en", "tl"] as const;
export type Locale = (typeof locales)[number];
export type MessageParams = Record<string, string | number>;
export type Catalogue = Record<MessageKey, string>;

/**
 * Catalogues are loaded on demand (see catalogues.ts), so the first page downloads one language, not
 * both; this registry holds the ones that have arrived.
 */
const loaded = new Map<Locale, Catalogue>();

export function registerCatalogue(locale: Locale, catalogue: Catalogue): void {
  loaded.set(locale, catalogue);
}

export function hasCatalogue(locale: Locale): boolean {
  return loaded.has(locale);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/**
 * Looks up `key` in the locale's catalogue (English, then any loaded one, as fallback) and fills
 * `{name}` placeholders. Before any catalogue has arrived the key itself is returned.
 */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const catalogue = loaded.get(isLocale(locale) ? locale : "en") ?? loaded.get("en") ?? loaded.values().next().value;
  const template = catalogue?.[key] || key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "").sort();
}

const validationKeyByEnglish = new Map<string, MessageKey>(
  (Object.keys(validationEn) as (keyof typeof validationEn)[]).map((k) => [validationEn[k], k]),
);

/**
 * Schema messages in @suri/contracts are SPEC's English wording; this shows the catalogue's
 * translation of a known message and passes any other message through unchanged.
 */
export function translateValidation(locale: Locale, message: string): string {
  const key = validationKeyByEnglish.get(message);
  return key ? translate(locale, key) : message;
}

export type Translate = (key: MessageKey, params?: MessageParams) => string;
