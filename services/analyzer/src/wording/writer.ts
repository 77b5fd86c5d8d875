/**
 * The one writer of every generated sentence of a report and its PDF (issue 20). It knows no language:
 * it fills the templates of a phrase catalogue — English or Tagalog, the same keys — with a report's
 * figures. Code that words a report asks the writer for a phrase by key; the valuation, which has no
 * words, hands over `Phrase`s (a key and its figures) for the writer to word later.
 */
import type { Catalogue, Lang, PhraseKey } from "./catalogue";
import { CATALOGUES } from "./catalogue";

export type { Lang, PhraseKey } from "./catalogue";

/** A figure or a word already in the reader's language, a phrase to word, or a list of either. */
export type Param = string | number | Phrase | readonly (string | Phrase)[] | Joined;
export type Params = Readonly<Record<string, Param>>;

/** A sentence not yet worded: its catalogue key and what fills the template's `{placeholders}`. */
export interface Phrase {
  readonly key: PhraseKey;
  readonly params?: Params;
}

export const phrase = (key: PhraseKey, params?: Params): Phrase => (params ? { key, params } : { key });

/** Items to be joined with a catalogue joiner (" and ", ", and that " …) when worded. */
export interface Joined {
  readonly items: readonly (string | Phrase)[];
  readonly joiner: JoinerKey;
}
export const joined = (items: readonly (string | Phrase)[], joiner: JoinerKey): Joined => ({ items, joiner });

const PLACEHOLDER = /\{(\w+)\}/g;

export class Writer {
  constructor(
    readonly lang: Lang,
    private readonly catalogue: Catalogue,
  ) {}

  /** The template of `key` filled with `params`; a missing parameter is a programming error. */
  say(key: PhraseKey, params: Params = {}): string {
    return this.catalogue[key].replace(PLACEHOLDER, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`phrase ${key}: no value for {${name}}`);
      return this.word(value);
    });
  }

  /** The template itself, its `{placeholders}` left for the caller (labels filled in later). */
  template(key: PhraseKey): string {
    return this.catalogue[key];
  }

  text(p: Phrase): string {
    return this.say(p.key, p.params);
  }

  /** Items joined with a catalogue joiner (", ", " and ", ", and " …). */
  join(items: readonly (string | Phrase)[], joiner: JoinerKey = "join.comma"): string {
    return items.map((item) => (typeof item === "string" ? item : this.text(item))).join(this.catalogue[joiner]);
  }

  /** The template's `.one` or `.other` form for a count. */
  count(key: CountKey, n: number, params: Params = {}): string {
    return this.say(`${key}.${n === 1 ? "one" : "other"}` as PhraseKey, { n, ...params });
  }

  private word(value: Param): string {
    if (typeof value === "number") return String(value);
    if (typeof value === "string") return value;
    if (Array.isArray(value)) return this.join(value as readonly (string | Phrase)[]);
    if ("items" in (value as Joined)) return this.join((value as Joined).items, (value as Joined).joiner);
    return this.text(value as Phrase);
  }
}

export type JoinerKey = Extract<PhraseKey, `join.${string}`>;
type CountKey = Extract<PhraseKey, `${string}.one`> extends `${infer K}.one` ? K : never;

const writers = new Map<Lang, Writer>();
/** The writer of a language (one per process). */
export function writerFor(lang: Lang): Writer {
  let w = writers.get(lang);
  if (!w) {
    w = new Writer(lang, CATALOGUES[lang]);
    writers.set(lang, w);
  }
  return w;
}
