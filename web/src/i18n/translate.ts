import { en, type MessageKey } from "./en";
import { tl } from "./tl";

export type { MessageKey } from "./en";
export const locales = ["en", "tl"] as const;
export type Locale = (typeof locales)[number];
export type MessageParams = Record<string, string | number>;

export const catalogues: Record<Locale, Record<MessageKey, string>> = { en, tl };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Looks up `key` in the locale's catalogue (English as fallback) and fills `{name}` placeholders. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[isLocale(locale) ? locale : "en"][key] || en[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "").sort();
}

const validationKeyByEnglish = new Map<string, MessageKey>(
  (Object.keys(en) as MessageKey[]).filter((k) => k.startsWith("validation.")).map((k) => [en[k], k]),
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
