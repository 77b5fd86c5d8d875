/**
 * The phrase catalogues, one per language, with the same keys: English is the source of the keys, and
 * the Tagalog catalogue is typed against it, so a phrase missing in Tagalog fails the type check.
 * `{name}` marks what the writer fills in.
 */
import { assumptionEn } from "./en/assumption";
import { caveatsEn } from "./en/caveats";
import { moneyEn } from "./en/money";
import { narrativeEn } from "./en/narrative";
import { ofwEn } from "./en/ofw";
import { pdfEn } from "./en/pdf";
import { placeEn } from "./en/place";
import { reportEn } from "./en/report";
import { scoreEn } from "./en/score";
import { sourcesEn } from "./en/sources";
import { verdictEn } from "./en/verdict";
import { assumptionTl } from "./tl/assumption";
import { caveatsTl } from "./tl/caveats";
import { moneyTl } from "./tl/money";
import { narrativeTl } from "./tl/narrative";
import { ofwTl } from "./tl/ofw";
import { pdfTl } from "./tl/pdf";
import { placeTl } from "./tl/place";
import { reportTl } from "./tl/report";
import { scoreTl } from "./tl/score";
import { sourcesTl } from "./tl/sources";
import { verdictTl } from "./tl/verdict";

export const EN = {
  ...reportEn,
  ...verdictEn,
  ...scoreEn,
  ...moneyEn,
  ...placeEn,
  ...caveatsEn,
  ...sourcesEn,
  ...narrativeEn,
  ...ofwEn,
  ...pdfEn,
  ...assumptionEn,
} as const;

export type PhraseKey = keyof typeof EN;
export type Catalogue = Readonly<Record<PhraseKey, string>>;
export type Lang = "en" | "tl";

export const TL: Catalogue = {
  ...reportTl,
  ...verdictTl,
  ...scoreTl,
  ...moneyTl,
  ...placeTl,
  ...caveatsTl,
  ...sourcesTl,
  ...narrativeTl,
  ...ofwTl,
  ...pdfTl,
  ...assumptionTl,
};

export const CATALOGUES: Readonly<Record<Lang, Catalogue>> = { en: EN, tl: TL };
